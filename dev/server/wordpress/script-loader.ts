/**
 * WordPress's script loader, in small. A page enqueues script handles; each
 * handle's dependencies print first, each script once, as `wp_enqueue_script`
 * does. Our handles (`wc-stripe-NAME` for build/NAME.js) take their
 * dependencies from build/NAME.asset.php, the file the real plugin registers
 * them from; WordPress's and WooCommerce's own handles are the shop's
 * stand-ins under dev/build.
 *
 * Follows: WordPress wp-includes/class-wp-scripts.php,
 * class-wp-dependencies.php, script-loader.php.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import WORDPRESS_PACKAGES from '../../wordpress-packages.json';

const ROOT = path.resolve( __dirname, '../../..' );
const OUR_PREFIX = 'wc-stripe-';

/**
 * WordPress's own handles, one file each under dev/build as WordPress prints
 * them, with the dependencies WordPress registers them with
 * (dev/wordpress-packages.json, read from WordPress's script loader): a
 * page gets the whole closure of what its scripts name, as on a real
 * WordPress (`wp-data` brings `wp-compose`, which brings `wp-dom` …), and a
 * page whose scripts do not need `wp-data` or React gets none of it. React 19
 * by default, or React 18.3 (what WordPress ships today) when the shop is
 * started with DEV_SHOP_REACT=18.
 */
const REACT =
	process.env.DEV_SHOP_REACT === '18'
		? '/dev-build/react18'
		: '/dev-build/react19';

const WORDPRESS: Record< string, string[] > = WORDPRESS_PACKAGES.dependencies;

/** WordPress's own handles (not ours, not WooCommerce's), for measuring. */
export const WORDPRESS_HANDLES = Object.keys( WORDPRESS );

const PLATFORM: Record< string, { src: string; deps: string[] } > = {
	...Object.fromEntries(
		WORDPRESS_HANDLES.map( ( handle ) => [
			handle,
			{
				src: handle.startsWith( 'wp-' )
					? `/dev-build/wordpress/${ handle }.js`
					: `${ REACT }/${ handle }.js`,
				deps: WORDPRESS[ handle ],
			},
		] )
	),
	// WooCommerce registers its settings script after `wp-api-fetch`
	// (AssetDataRegistry::register_data_script()): the page's preloaded
	// answers go into apiFetch before it. The shop's one file stands in
	// for both handles.
	'wc-settings': {
		src: '/dev-build/wc-blocks-registry.js',
		deps: [ 'wp-api-fetch', 'wp-element' ],
	},
	'wc-blocks-registry': {
		src: '/dev-build/wc-blocks-registry.js',
		deps: [ 'wp-api-fetch', 'wp-element', 'react-jsx-runtime' ],
	},
	// WooCommerce prints the checkout block after the payment method
	// scripts it integrates: they are its dependencies.
	'wc-blocks-checkout': {
		src: '/dev-build/wc-blocks-checkout.js',
		deps: [
			'wc-blocks-registry',
			'wp-api-fetch',
			'wp-data',
			'wp-i18n',
			'wp-element',
			'react-jsx-runtime',
		],
	},
	// The Cart block's script, after the payment method scripts too.
	'wc-blocks-cart': {
		src: '/dev-build/wc-blocks-cart.js',
		deps: [
			'wc-blocks-registry',
			'wp-api-fetch',
			'wp-data',
			'wp-i18n',
			'wp-element',
			'react-jsx-runtime',
		],
	},
	// The Mini-Cart block's drawer (WooCommerce's mini-cart-frontend.js and
	// the drawer's contents), in the shop's stand-in without React.
	'wc-mini-cart-block': {
		src: '/dev-build/wc-mini-cart-block.js',
		deps: [],
	},
	// The gateway's `stripe` handle is js.stripe.com/v3; here, the double.
	stripe: { src: '/dev-build/stripe-double.js', deps: [] },
};

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

/** The version of one of our scripts, from its asset file. */
function ourScriptVersion( name: string ): string {
	const asset = ourAsset( name );
	return ( asset && /'version' => '([^']*)'/.exec( asset )?.[ 1 ] ) || '';
}

function registered( handle: string ): { src: string; deps: string[] } | null {
	if ( handle.startsWith( OUR_PREFIX ) ) {
		const name = handle.slice( OUR_PREFIX.length );
		const deps = ourScriptDependencies( name );
		// As WordPress prints a registered version: `?ver=` on the URL.
		return deps
			? {
					src: `/build/${ name }.js?ver=${ ourScriptVersion( name ) }`,
					deps,
				}
			: null;
	}
	return PLATFORM[ handle ] || null;
}

/** The URL a registered handle prints, or null for an unknown one. */
export function scriptSource( handle: string ): string | null {
	return registered( handle )?.src ?? null;
}

/**
 * A handle the page prints, with its file and whether it keeps its `defer`.
 * Our plugin registers its handles with WordPress's `defer` strategy
 * (woocommerce-gateway-stripe-frontend.php); WordPress prints a deferred
 * script without `defer` when a blocking script depends on it
 * (`WP_Scripts::get_eligible_loading_strategy()`), as WooCommerce's
 * checkout block depends on ours. Everything else prints blocking.
 */
export interface PrintedScript {
	handle: string;
	src: string;
	defer: boolean;
	/** Registered with the `defer` strategy (`data-wp-strategy`). */
	strategy: 'defer' | null;
}

/**
 * The scripts for the enqueued handles, dependencies first, each once (a
 * file two handles share, printed once). Extra dependencies (`extraDeps`)
 * let a page make one handle wait for another, as WooCommerce does for the
 * checkout block and the payment method scripts.
 */
export function printedScripts(
	handles: string[],
	extraDeps: Record< string, string[] > = {}
): PrintedScript[] {
	const printed: PrintedScript[] = [];
	const seen = new Set< string >();
	const visit = ( handle: string ) => {
		if ( seen.has( handle ) ) {
			return;
		}
		seen.add( handle );
		const script = registered( handle );
		if ( ! script && ! handle.startsWith( OUR_PREFIX ) ) {
			// WordPress would leave out every script that needs it: say so
			// rather than serve a page that quietly lacks a package.
			throw new Error(
				`No script is registered as "${ handle }": add it to dev/wordpress-packages.json`
			);
		}
		if ( ! script ) {
			return;
		}
		const deps = [ ...script.deps, ...( extraDeps[ handle ] || [] ) ];
		deps.forEach( visit );
		dependencies.set( handle, deps );
		if ( ! printed.some( ( entry ) => entry.src === script.src ) ) {
			const ours = handle.startsWith( OUR_PREFIX );
			printed.push( {
				handle,
				src: script.src,
				defer: ours,
				strategy: ours ? 'defer' : null,
			} );
		}
	};
	const dependencies = new Map< string, string[] >();
	handles.forEach( visit );
	// A deferred script that a blocking one needs is printed blocking.
	for ( const entry of printed ) {
		entry.defer =
			entry.defer &&
			! printed.some(
				( other ) =>
					! other.defer &&
					( dependencies.get( other.handle ) || [] ).includes(
						entry.handle
					)
			);
	}
	return printed;
}

/** The script URLs for the enqueued handles, dependencies first. */
export function scriptsFor(
	handles: string[],
	extraDeps: Record< string, string[] > = {}
): string[] {
	return printedScripts( handles, extraDeps ).map( ( entry ) => entry.src );
}

/**
 * wp_localize_script(): what a plugin hands it is printed as
 * `var name = {...}` with every top-level scalar made a string (true → "1",
 * false → "", 1800 → "1800"); arrays and objects stay JSON as they are, and
 * null stays null (WP_Scripts::localize()).
 */
export function localizedData( l10n: unknown ): unknown {
	if ( ! l10n || typeof l10n !== 'object' || Array.isArray( l10n ) ) {
		return l10n;
	}
	return Object.fromEntries(
		Object.entries( l10n as Record< string, unknown > ).map(
			( [ key, value ] ) => {
				if ( typeof value === 'boolean' ) {
					return [ key, value ? '1' : '' ];
				}
				if ( typeof value === 'number' ) {
					return [ key, String( value ) ];
				}
				return [ key, value ];
			}
		)
	);
}
