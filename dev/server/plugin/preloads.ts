/**
 * What this project's plugin adds to a page's head so the page is ready in
 * fewer round trips: a preload of each file its script fetches as the page
 * opens (the wallet buttons' chunks, where the gateway prints the express
 * params), read from `build/scripts.json` (`opens`), so that they download
 * with the page's scripts instead of after them.
 *
 * Follows: woocommerce-gateway-stripe-frontend.php (this project's plugin,
 * its `wp_preload_resources` filter).
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { escapeHtml } from '../http/respond';

const MANIFEST = path.resolve( __dirname, '../../../build/scripts.json' );
const OUR_PREFIX = 'wc-stripe-';

type Manifest = Record< string, { opens?: Record< string, string[] > } >;

function manifest(): Manifest {
	return existsSync( MANIFEST )
		? JSON.parse( readFileSync( MANIFEST, 'utf8' ) )
		: {};
}

/**
 * The preload links for a handle of ours opening with these moments
 * (`wallet-buttons`, …); none for a handle of anyone else's.
 */
export function preloadLinks( handle: string, moments: string[] ): string {
	if ( ! handle.startsWith( OUR_PREFIX ) ) {
		return '';
	}
	const script = manifest()[ `${ handle.slice( OUR_PREFIX.length ) }.js` ];
	return moments
		.flatMap( ( moment ) => script?.opens?.[ moment ] || [] )
		.map(
			( file ) =>
				`<link rel="preload" href="${ escapeHtml(
					`/build/${ file }`
				) }" as="script">`
		)
		.join( '' );
}
