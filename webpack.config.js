/**
 * Product scripts. WordPress's default config with WooCommerce's dependency
 * extraction, so `@woocommerce/*`, `@wordpress/*` and React stay WordPress and
 * WooCommerce globals and `build/NAME.asset.php` lists their script handles.
 *
 * One build per surface script, then the shared libraries planned from the
 * pages (scripts/webpack/pages.js, shared-libraries.js): code that two
 * scripts of one page both use comes from a library's global at run time and
 * the library's handle is in the script's asset file, so each module runs
 * once per page and no page loads shared code only other pages need. Each
 * script's handle is `wc-stripe-NAME` for `build/NAME.js`.
 */
const path = require( 'path' );
const defaultConfig = require( '@wordpress/scripts/config/webpack.config' );
const WooCommerceDependencyExtractionWebpackPlugin = require( '@woocommerce/dependency-extraction-webpack-plugin' );
const {
	LibraryEntryPlugin,
	libraryEntry,
	libraryExternals,
	planHosting,
	planLibraries,
} = require( './scripts/webpack/shared-libraries' );
const { PAGES } = require( './scripts/webpack/pages' );
const {
	ScriptManifestPlugin,
} = require( './scripts/webpack/script-manifest-plugin' );

/** One script per surface (a page loads those pages.js names). */
const SURFACES = {
	// Block checkout: payment methods registered into the block registry.
	'blocks-checkout': {
		entry: './assets/js/blocks/index.ts',
	},
	// The classic checkout (form.checkout).
	'classic-checkout': {
		entry: './assets/js/classic/checkout/index.ts',
	},
	// Pay for order, add payment method, change of a subscription's method:
	// Stripe's payment form without the checkout form's behaviours.
	'classic-payment-pages': {
		entry: './assets/js/classic/checkout/payment-pages.ts',
	},
	// Wallet buttons on the classic checkout and on pay for order, which
	// they share with the classic scripts (and so their store and rules).
	'express-checkout': {
		entry: './assets/js/express/index.ts',
	},
	'express-order-pay': {
		entry: './assets/js/express/order-pay.ts',
	},
	// The same wallet buttons on product and cart pages, where no other
	// payment script runs: their own copy of the store and rules, shaken to
	// what the buttons use and loaded with the shopper's first action,
	// instead of the data library built for the classic checkout.
	'express-buttons': {
		entry: './assets/js/express/buttons.ts',
	},
	// The storefront: one script per kind of page, each made of what that
	// kind of page does (assets/js/storefront/pages/), and carrying the
	// shared libraries its page needs (see HOSTING below). Pages that do
	// the same still get a script each when their libraries differ.
	storefront: { entry: './assets/js/storefront/pages/every-page.ts' },
	'storefront-block-checkout': {
		entry: './assets/js/storefront/pages/every-page.ts',
	},
	'storefront-order-pay': {
		entry: './assets/js/storefront/pages/order-pay.ts',
	},
	'storefront-browsing': {
		entry: './assets/js/storefront/pages/browsing.ts',
	},
	'storefront-account': { entry: './assets/js/storefront/pages/account.ts' },
	'storefront-add-payment-method': {
		entry: './assets/js/storefront/pages/account.ts',
	},
	'storefront-product': { entry: './assets/js/storefront/pages/product.ts' },
	'storefront-variable-product': {
		entry: './assets/js/storefront/pages/variable-product.ts',
	},
	'storefront-cart': { entry: './assets/js/storefront/pages/cart.ts' },
	'storefront-checkout': {
		entry: './assets/js/storefront/pages/checkout.ts',
	},
};

/**
 * One script made of a page's storefront script and the scripts that always
 * come with it there, built together (none of them imports another). Each
 * file a page loads is compressed alone, and two scripts of one page repeat
 * webpack's loader and the shapes of much of their code: on the product
 * page one file is about 1.1 KB of gzip lighter. It provides the handles of
 * the scripts it carries, so the plugin enqueues it where the page would
 * load them all. Each script is still built on its own, for pages pages.js
 * does not list (a shortcode's).
 */
const together = ( storefront, ...carried ) => ( {
	entry: [ storefront, ...carried ].map( ( name ) => SURFACES[ name ].entry ),
	carries: carried,
} );

Object.assign( SURFACES, {
	// Product and cart pages with wallet buttons; without them, the page
	// loads its storefront script alone.
	'storefront-product-wallets': together(
		'storefront-product',
		'express-buttons'
	),
	'storefront-variable-product-wallets': together(
		'storefront-variable-product',
		'express-buttons'
	),
	'storefront-cart-wallets': together( 'storefront-cart', 'express-buttons' ),
	// The classic checkout: its form and Stripe, with or without the wallet
	// buttons.
	'storefront-checkout-wallets': together(
		'storefront-checkout',
		'classic-checkout',
		'express-checkout'
	),
	'storefront-checkout-payments': together(
		'storefront-checkout',
		'classic-checkout'
	),
} );

const LIBRARIES = planLibraries(
	Object.fromEntries(
		Object.entries( SURFACES ).map( ( [ name, surface ] ) => [
			name,
			surface.entry,
		] )
	),
	PAGES
);

/** Storefront script → the shared libraries it carries for its page. */
const HOSTING = planHosting( LIBRARIES, PAGES );

/** The pages a surface's script is on. */
const pagesOf = ( script ) =>
	Object.keys( PAGES ).filter( ( page ) => PAGES[ page ].includes( script ) );

function build( name, entry, { own = [], dependencies, onPages } ) {
	const carries = SURFACES[ name ]?.carries || [];
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
			// classic scripts, as WordPress prints them. A chunk's URL carries
			// its build's hash, one string for all chunks (a hash per chunk
			// would put a table of them in every script): any change to a
			// build gives its chunks new URLs, so no browser keeps a stale one.
			chunkFilename: `${ name }.[id].js?ver=[fullhash]`,
			chunkLoading: 'import',
			// import() resolves a chunk's relative path against the script's
			// own URL, so no run-time public path detection is needed.
			publicPath: '',
			chunkFormat: 'module',
			uniqueName: `wcStripe_${ name.replace( /\W/g, '_' ) }`,
			// Several builds share the folder: `npm run build` empties it first.
			clean: false,
		},
		optimization: {
			...defaultConfig.optimization,
			// A chunk's id is its name, so the loader needs no table of names.
			chunkIds: 'named',
			splitChunks: {
				...defaultConfig.optimization.splitChunks,
				cacheGroups: {
					...defaultConfig.optimization.splitChunks.cacheGroups,
					// In a script made of several, code two chunks loaded later
					// both use (the transport, for adding to the cart and for
					// the wallet sheet) is a chunk of its own, named after
					// them, fetched once. Elsewhere such code is small, and
					// the table of chunks each chunk needs would cost every
					// page's loader more than the repeats cost once the
					// shopper acts.
					lazyShared: carries.length > 0 && {
						chunks: 'async',
						minChunks: 2,
						minSize: 0,
						reuseExistingChunk: true,
						name: ( module, chunks ) =>
							chunks
								.map( ( chunk ) => chunk.name )
								.sort()
								.join( '~' ),
					},
				},
			},
		},
		experiments: { ...defaultConfig.experiments, outputModule: true },
		externals: [ libraryExternals( LIBRARIES, own, onPages ) ],
		plugins: [
			...defaultConfig.plugins.filter(
				( plugin ) =>
					plugin.constructor.name !==
					'DependencyExtractionWebpackPlugin'
			),
			new WooCommerceDependencyExtractionWebpackPlugin(),
			new ScriptManifestPlugin( { libraries: LIBRARIES, own, carries } ),
			...own.map( ( library ) => new LibraryEntryPlugin( library ) ),
		],
	};
}

const hosts = [ ...HOSTING.keys() ];
const plainSurfaces = Object.keys( SURFACES ).filter(
	( name ) => ! HOSTING.has( name )
);
// Every library is also a file of its own, for a page whose storefront
// script does not carry it: a mix of scripts pages.js does not list (a
// product shortcode on a plain page, say) still works, loading it as usual.
const standalone = LIBRARIES;

module.exports = [
	// Surface scripts that carry no library: built first, so that what they
	// import from each library is known.
	...plainSurfaces.map( ( name ) =>
		build(
			name,
			{ [ name ]: SURFACES[ name ].entry },
			{ dependencies: [], onPages: pagesOf( name ) }
		)
	),
	// Storefront scripts carrying their page's libraries: the libraries'
	// entries run first, then the page's own code.
	...hosts.map( ( name ) =>
		build(
			name,
			{
				[ name ]: [
					...HOSTING.get( name ).map( libraryEntry ),
					...[].concat( SURFACES[ name ].entry ),
				],
			},
			{
				own: HOSTING.get( name ),
				onPages: pagesOf( name ),
				dependencies: plainSurfaces,
			}
		)
	),
	// A library's own file; it waits for every build that may use it: the
	// surfaces, and the libraries needed on fewer pages (listed before it).
	...standalone.map( ( library, index ) =>
		build(
			library.name,
			{ [ library.name ]: libraryEntry( library ) },
			{
				own: [ library ],
				onPages: library.pages,
				dependencies: [
					...Object.keys( SURFACES ),
					...standalone
						.slice( 0, index )
						.map( ( earlier ) => earlier.name ),
				],
			}
		)
	),
];
module.exports.SURFACES = SURFACES;
module.exports.LIBRARIES = LIBRARIES;
module.exports.HOSTING = HOSTING;
