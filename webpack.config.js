/**
 * Product scripts. WordPress's default config with WooCommerce's dependency
 * extraction, so `@woocommerce/*`, `@wordpress/*` and React stay WordPress and
 * WooCommerce globals and `build/NAME.asset.php` lists their script handles.
 *
 * Three builds: the two shared libraries (`core`, every page; `data`, the
 * `wc/stripe` store and the payment rules) and the surfaces. A surface that
 * imports library code gets it from the library's global at run time and the
 * library's handle in its asset file (scripts/webpack/shared-libraries.js), so
 * each module runs once per page however many of our scripts the page loads.
 * Each script's handle is `wc-stripe-NAME` for `build/NAME.js`.
 */
const path = require( 'path' );
const defaultConfig = require( '@wordpress/scripts/config/webpack.config' );
const WooCommerceDependencyExtractionWebpackPlugin = require( '@woocommerce/dependency-extraction-webpack-plugin' );
const {
	LIBRARIES,
	LibraryEntryPlugin,
	libraryEntry,
	libraryExternals,
} = require( './scripts/webpack/shared-libraries' );
const {
	ScriptManifestPlugin,
} = require( './scripts/webpack/script-manifest-plugin' );

/**
 * One script per kind of page, and the shared libraries each takes its shared
 * code from. The block checkout never shares a page with the classic or
 * wallet scripts, so it bundles the store and payment rules itself (shaken to
 * what it uses) instead of loading the `data` library built for those two.
 */
const SURFACES = {
	// Block checkout: payment methods registered into the block registry.
	'blocks-checkout': {
		entry: './assets/js/blocks/index.ts',
		libraries: [ 'core' ],
	},
	// Classic checkout, pay-for-order, add-payment-method, change-payment.
	'classic-checkout': {
		entry: './assets/js/classic/checkout/index.ts',
		libraries: [ 'core', 'data' ],
	},
	// Wallet buttons on the classic checkout and pay-for-order pages, which
	// they share with the classic checkout (and so its store and rules).
	'express-checkout': {
		entry: './assets/js/express/index.ts',
		libraries: [ 'core', 'data' ],
	},
	// The same wallet buttons on product and cart pages, where no other
	// payment script runs: their own copy of the store and rules, shaken to
	// what the buttons use and loaded with the shopper's first action,
	// instead of the data library built for the classic checkout.
	'express-buttons': {
		entry: './assets/js/express/buttons.ts',
		libraries: [ 'core' ],
	},
	// Storefront behaviours every shop page needs.
	storefront: {
		entry: './assets/js/storefront/index.ts',
		libraries: [ 'core' ],
	},
	// The pages that show the mini cart: fragments, add to cart, listing.
	'storefront-browsing': {
		entry: './assets/js/storefront/browsing/index.ts',
		libraries: [ 'core' ],
	},
	// Storefront behaviours of the product page (tabs, rating, gallery,
	// variations) and of the cart page, only where they are enqueued, as
	// WooCommerce enqueues single-product.js and cart.js.
	'storefront-product': {
		entry: './assets/js/storefront/product/index.ts',
		libraries: [ 'core' ],
	},
	'storefront-cart': {
		entry: './assets/js/storefront/cart/index.ts',
		libraries: [ 'core' ],
	},
};

function build( name, entry, { own = null, uses, dependencies } ) {
	return {
		...defaultConfig,
		name,
		// A library is built after the scripts that use it, so that it
		// carries only what they import.
		dependencies,
		entry,
		output: {
			...defaultConfig.output,
			path: path.resolve( __dirname, 'build' ),
			// Code loaded only once the shopper acts (a dynamic import) goes
			// in `NAME.CHUNK.js` beside its script, with a loader of its own
			// per build so that builds sharing a page never mix their chunks.
			// Chunks are loaded with the browser's own import(), whose loader
			// is smaller than webpack's script-tag one; the scripts stay
			// classic scripts, as WordPress prints them.
			chunkFilename: `${ name }.[name].js?ver=[chunkhash]`,
			chunkLoading: 'import',
			chunkFormat: 'module',
			uniqueName: `wcStripe_${ name.replace( /\W/g, '_' ) }`,
			// Several builds share the folder: `npm run build` empties it first.
			clean: false,
		},
		experiments: { ...defaultConfig.experiments, outputModule: true },
		externals: [ libraryExternals( own, uses ) ],
		plugins: [
			...defaultConfig.plugins.filter(
				( plugin ) =>
					plugin.constructor.name !==
					'DependencyExtractionWebpackPlugin'
			),
			new WooCommerceDependencyExtractionWebpackPlugin(),
			new ScriptManifestPlugin( { library: own } ),
			...( own ? [ new LibraryEntryPlugin( own ) ] : [] ),
		],
	};
}

const byName = ( names ) =>
	LIBRARIES.filter( ( library ) => names.includes( library.name ) );

module.exports = [
	...Object.entries( SURFACES ).map( ( [ name, surface ] ) =>
		build(
			name,
			{ [ name ]: surface.entry },
			{ uses: byName( surface.libraries ), dependencies: [] }
		)
	),
	// Each library waits for every build that may use it: the surfaces that
	// list it and the libraries after it.
	...LIBRARIES.map( ( library, index ) =>
		build(
			library.name,
			{ [ library.name ]: libraryEntry( library ) },
			{
				own: library,
				uses: LIBRARIES.slice( 0, index ),
				dependencies: [
					...Object.keys( SURFACES ).filter( ( name ) =>
						SURFACES[ name ].libraries.includes( library.name )
					),
					...LIBRARIES.slice( index + 1 ).map(
						( later ) => later.name
					),
				],
			}
		)
	),
];
module.exports.SURFACES = SURFACES;
