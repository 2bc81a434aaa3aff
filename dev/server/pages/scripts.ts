/**
 * WordPress's script loader, in small. A page enqueues script handles; each
 * handle's dependencies print first, each script once, as `wp_enqueue_script`
 * does. Our handles (`wc-stripe-NAME` for build/NAME.js) take their
 * dependencies from build/NAME.asset.php, the file the real plugin registers
 * them from; WordPress's and WooCommerce's own handles are the shop's
 * stand-ins under dev/build.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve( __dirname, '../../..' );
const OUR_PREFIX = 'wc-stripe-';

/**
 * WordPress's own handles, one file each under dev/build as WordPress prints
 * them, with the dependencies WordPress registers them with (the packages a
 * handle bundles here, such as wp-data's compose and redux-routine, are
 * handles of their own in WordPress; what matters is that a page whose
 * scripts do not need `wp-data` or React gets none of them). React 19 by
 * default, or React 18.3 (what WordPress ships today) when the shop is
 * started with DEV_SHOP_REACT=18.
 */
const REACT =
	process.env.DEV_SHOP_REACT === '18'
		? '/dev-build/react18'
		: '/dev-build/react19';

const PLATFORM: Record< string, { src: string; deps: string[] } > = {
	react: { src: `${ REACT }/react.js`, deps: [] },
	'react-dom': { src: `${ REACT }/react-dom.js`, deps: [ 'react' ] },
	'react-jsx-runtime': {
		src: `${ REACT }/react-jsx-runtime.js`,
		deps: [ 'react' ],
	},
	'wp-element': {
		src: '/dev-build/wordpress/wp-element.js',
		deps: [ 'react', 'react-dom' ],
	},
	'wp-i18n': { src: '/dev-build/wordpress/wp-i18n.js', deps: [] },
	'wp-data': {
		src: '/dev-build/wordpress/wp-data.js',
		deps: [ 'wp-element', 'react-jsx-runtime' ],
	},
	'wc-settings': {
		src: '/dev-build/wc-blocks-registry.js',
		deps: [ 'wp-element' ],
	},
	'wc-blocks-registry': {
		src: '/dev-build/wc-blocks-registry.js',
		deps: [ 'wp-element', 'react-jsx-runtime' ],
	},
	// WooCommerce prints the checkout block after the payment method
	// scripts it integrates: they are its dependencies.
	'wc-blocks-checkout': {
		src: '/dev-build/wc-blocks-checkout.js',
		deps: [
			'wc-blocks-registry',
			'wp-data',
			'wp-i18n',
			'wp-element',
			'react-jsx-runtime',
		],
	},
	// The gateway's `stripe` handle is js.stripe.com/v3; here, the double.
	stripe: { src: '/dev-build/stripe-double.js', deps: [] },
};

/** WordPress's own handles (not ours, not WooCommerce's), for measuring. */
export const WORDPRESS_HANDLES = [
	'react',
	'react-dom',
	'react-jsx-runtime',
	'wp-element',
	'wp-i18n',
	'wp-data',
];

/** A handle list of an asset file (`'key' => array( 'a', 'b' )`). */
function assetList( source: string, key: string ): string[] {
	const list = new RegExp( `'${ key }' => array\\(([^)]*)\\)` ).exec(
		source
	);
	return list
		? [ ...list[ 1 ].matchAll( /'([^']+)'/g ) ].map(
				( match ) => match[ 1 ]
			)
		: [];
}

function ourAsset( name: string ): string | null {
	const asset = path.join( ROOT, 'build', `${ name }.asset.php` );
	return existsSync( asset ) ? readFileSync( asset, 'utf8' ) : null;
}

/** Dependencies of one of our scripts, from its asset file; null if unbuilt. */
export function ourScriptDependencies( name: string ): string[] | null {
	const asset = ourAsset( name );
	return asset === null ? null : assetList( asset, 'dependencies' );
}

function registered( handle: string ): { src: string; deps: string[] } | null {
	if ( handle.startsWith( OUR_PREFIX ) ) {
		const name = handle.slice( OUR_PREFIX.length );
		const deps = ourScriptDependencies( name );
		return deps ? { src: `/build/${ name }.js`, deps } : null;
	}
	return PLATFORM[ handle ] || null;
}

/** The URL a registered handle prints, or null for an unknown one. */
export function scriptSource( handle: string ): string | null {
	return registered( handle )?.src ?? null;
}

/**
 * The script URLs for the enqueued handles, dependencies first. Extra
 * dependencies (`extraDeps`) let a page make one handle wait for another, as
 * WooCommerce does for the checkout block and the payment method scripts.
 */
export function scriptsFor(
	handles: string[],
	extraDeps: Record< string, string[] > = {}
): string[] {
	const urls: string[] = [];
	const seen = new Set< string >();
	const visit = ( handle: string ) => {
		if ( seen.has( handle ) ) {
			return;
		}
		seen.add( handle );
		const script = registered( handle );
		if ( ! script ) {
			return;
		}
		[ ...script.deps, ...( extraDeps[ handle ] || [] ) ].forEach( visit );
		if ( ! urls.includes( script.src ) ) {
			urls.push( script.src );
		}
	};
	handles.forEach( visit );
	return urls;
}
