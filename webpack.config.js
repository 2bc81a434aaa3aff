/**
 * The product's scripts: WordPress's default wp-scripts configuration with
 * WooCommerce's dependency extraction, one entry per script handle.
 *
 * Each page of the shop loads one script of ours, made for that kind of page
 * (assets/js/pages/), as the plugin enqueues it: `build/NAME.js` is the
 * handle `wc-stripe-NAME`, registered with the dependencies and version in
 * `build/NAME.asset.php`. `@wordpress/*`, `@woocommerce/*` and React stay
 * WordPress's and WooCommerce's globals, so the asset file lists their
 * handles.
 *
 * Code a page needs only later (once the shopper acts, or where the page
 * shows wallet buttons) is an ordinary `import()` chunk,
 * `build/chunks/NAME.CHUNK.js`.
 */
const path = require( 'path' );
const defaultConfig = require( '@wordpress/scripts/config/webpack.config' );
const WooCommerceDependencyExtractionWebpackPlugin = require( '@woocommerce/dependency-extraction-webpack-plugin' );
const {
	ScriptManifestPlugin,
} = require( './scripts/webpack/script-manifest-plugin' );

const page = ( name ) => `./assets/js/pages/${ name }.ts`;

/** Handle name (without `wc-stripe-`) → its entry. */
const SCRIPTS = {
	// Every page without behaviours of its own: order received, the empty
	// cart, any other page.
	storefront: page( 'storefront' ),
	// The shop, categories and other listings.
	shop: page( 'shop' ),
	product: page( 'product' ),
	'variable-product': page( 'variable-product' ),
	cart: page( 'cart' ),
	'my-account': page( 'my-account' ),
	// The classic checkout: its form, Stripe's payment methods, wallets.
	checkout: page( 'checkout' ),
	// Pay for order, and a subscription's change of payment method.
	'order-pay': page( 'order-pay' ),
	'add-payment-method': page( 'add-payment-method' ),
	// The block checkout: our methods in WooCommerce's block registry.
	'block-checkout': page( 'block-checkout' ),
};

/**
 * One build per handle: its chunks then leave out exactly what the handle
 * itself carries, so no module ships twice on a page (one build for all
 * would give a chunk the pages share whatever any one of them lacks).
 *
 * @param {string} name The handle's name, without `wc-stripe-`.
 */
const script = ( name ) => ( {
	...defaultConfig,
	name,
	entry: { [ name ]: SCRIPTS[ name ] },
	output: {
		...defaultConfig.output,
		path: path.resolve( __dirname, 'build' ),
		// A chunk's URL carries the build's hash, one string for every
		// chunk (a hash per chunk would put a table of them in every
		// script), so no browser keeps a stale chunk after an update.
		chunkFilename: `chunks/${ name }.[name].js?ver=[fullhash]`,
		// Chunks are loaded with the browser's own import(), whose loader is
		// smaller than webpack's script-tag one; the handles stay classic
		// scripts, as WordPress prints them. import() resolves a chunk's
		// path against the script's own URL, so no public path is needed.
		chunkLoading: 'import',
		chunkFormat: 'module',
		publicPath: '',
		// Builds share the folder (`npm run build` empties it first) and a
		// page may load two of them (the block checkout): their own names.
		uniqueName: `wcStripe_${ name.replace( /\W/g, '_' ) }`,
		clean: false,
	},
	experiments: { ...defaultConfig.experiments, outputModule: true },
	optimization: {
		...defaultConfig.optimization,
		// A chunk's id is its name, so the loader needs no table of names.
		chunkIds: 'named',
		splitChunks: {
			...defaultConfig.optimization.splitChunks,
			cacheGroups: {
				...defaultConfig.optimization.splitChunks.cacheGroups,
				// Code two later chunks both use (the transport, for adding
				// to the cart and for the wallet sheet) is a chunk of its
				// own, `NAME.a~b.js`, so a page fetches it once.
				later: {
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
	plugins: [
		...defaultConfig.plugins.filter(
			( plugin ) =>
				plugin.constructor.name !== 'DependencyExtractionWebpackPlugin'
		),
		new WooCommerceDependencyExtractionWebpackPlugin(),
		new ScriptManifestPlugin( {
			handle: ( entry ) => `wc-stripe-${ entry }`,
		} ),
	],
} );

module.exports = Object.keys( SCRIPTS ).map( script );
