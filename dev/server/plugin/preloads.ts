/**
 * What this project's plugin adds to a page's head so the page is ready in
 * fewer round trips (includes/resource-hints.php): a preload of Stripe.js
 * where the page loads it, and of each file our script fetches as the page
 * opens (the wallet buttons' chunks, where the gateway prints the express
 * params), read from `build/scripts.json` (`opens`), so that they download
 * with the page's scripts instead of after them. The chunks are ES modules
 * (our script's `import()`), fetched in CORS mode: their preload asks in
 * that mode, or the browser would fetch them again.
 *
 * The plugin also preconnects to js.stripe.com and api.stripe.com; here
 * Stripe.js's double is served by the shop itself, so there is no other
 * origin to connect to early and none is printed.
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
export function preloadLinks(
	handle: string,
	moments: string[],
	stripeSrc: string | null
): string {
	const script = handle.startsWith( OUR_PREFIX )
		? manifest()[ `${ handle.slice( OUR_PREFIX.length ) }.js` ]
		: undefined;
	const stripe = stripeSrc
		? `<link rel="preload" href="${ escapeHtml( stripeSrc ) }" as="script">`
		: '';
	return (
		stripe +
		moments
			.flatMap( ( moment ) => script?.opens?.[ moment ] || [] )
			.map(
				( file ) =>
					`<link rel="preload" href="${ escapeHtml(
						`/build/${ file }`
					) }" as="script" crossorigin="anonymous">`
			)
			.join( '' )
	);
}
