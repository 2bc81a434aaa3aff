/**
 * The product's scripts: wp-scripts' default configuration with WooCommerce's
 * dependency extraction, one entry per handle of the page map
 * (`assets/js/pages/page-handles.json`): `build/NAME.js`, from
 * `assets/js/pages/NAME.ts`, is `wc-stripe-NAME`, its dependencies (handles,
 * never bundled) and version in `build/NAME.asset.php`. How the code an entry
 * reaches through `import()` is grouped into files is decided here (byMoment).
 */
const path = require( 'path' );
const defaultConfig = require( '@wordpress/scripts/config/webpack.config' );
const WooCommerceDependencyExtractionWebpackPlugin = require( '@woocommerce/dependency-extraction-webpack-plugin' );
const {
	ScriptManifestPlugin,
} = require( './scripts/webpack/script-manifest-plugin' );
const CopyWebpackPlugin = require( 'copy-webpack-plugin' );
const PAGE_HANDLES = require( './assets/js/pages/page-handles.json' );

const PREFIX = 'wc-stripe-';

/** Handle names without the prefix, each once, as the map lists them. */
const HANDLES = [ ...new Set( Object.values( PAGE_HANDLES ) ) ].map(
	( handle ) => handle.slice( PREFIX.length )
);

/**
 * Code a page loads as it opens, only where the page has what it serves:
 * a chunk of its own, named by the module its `import()` starts from.
 */
const OPENING_CHUNKS = {
	'wallet-buttons': /assets\/js\/express\/[\w-]+-buttons(\.ts)?$/,
	// The cart the buttons start with, where the page printed none.
	'cart-sheet': /assets\/js\/express\/initial-cart(\.ts)?$/,
	'attribution-inputs': /storefront\/attribution\/inputs-element(\.ts)?$/,
	'password-toggle': /storefront\/account\/password-toggle(\.ts)?$/,
	'stripe-loader': /@stripe\/stripe-js\/pure$/,
	// A gateway's own Place order button, where one has it.
	'place-order-button':
		/assets\/js\/classic\/checkout-form\/custom-place-order-button(\.ts)?$/,
	// WooCommerce's jQuery API, fetched only where jQuery is on the page.
	jquery: /assets\/js\/(storefront\/jquery-api|core\/dom\/jquery-relay)(\.ts)?$/,
};

/**
 * What each handle loads as its page opens. All else its entry reaches through
 * `import()` waits for the shopper's first input, one `later` chunk per page
 * (the checkout's password buttons too: its account forms start folded).
 * The payment pages open with Stripe.js's loader and a gateway's own Place
 * order button (`PAYS`).
 */
const PAYS = [ 'stripe-loader', 'jquery', 'place-order-button' ];
const OPENS = {
	storefront: [ 'attribution-inputs', 'jquery' ],
	shop: [ 'attribution-inputs', 'jquery' ],
	product: [ 'wallet-buttons', 'stripe-loader', 'jquery' ],
	'variable-product': [ 'wallet-buttons', 'stripe-loader', 'jquery' ],
	cart: [ 'wallet-buttons', 'cart-sheet', 'stripe-loader', 'jquery' ],
	'my-account': [ 'attribution-inputs', 'password-toggle', 'jquery' ],
	checkout: [ 'wallet-buttons', 'cart-sheet', ...PAYS ],
	'order-pay': [ 'wallet-buttons', 'cart-sheet', ...PAYS ],
	'add-payment-method': [ 'attribution-inputs', 'password-toggle', ...PAYS ],
	'block-checkout': [ 'attribution-inputs', 'stripe-loader' ],
};

/**
 * Pages that always print `<wc-order-attribution-inputs>` carry its code in
 * their script: the `import()` that defines it then resolves at once.
 */
const ATTRIBUTION_INPUTS =
	'./assets/js/storefront/attribution/inputs-element.ts';
const WITH_ATTRIBUTION_INPUTS = [
	'product',
	'variable-product',
	'cart',
	'checkout',
	'order-pay',
];

/**
 * When an async chunk's code is needed on this handle's page: the opening
 * chunk its `import()` names, if the handle opens with it, else `later`.
 *
 * @param {string}                  name  The handle, without the prefix.
 * @param {import('webpack').Chunk} chunk An async chunk.
 */
function momentOf( name, chunk ) {
	for ( const group of chunk.groupsIterable ) {
		for ( const { module, request } of group.origins ) {
			const target =
				request?.startsWith( '.' ) && module?.context
					? path.resolve( module.context, request )
					: request || '';
			const opening = OPENS[ name ].find( ( chunkName ) =>
				OPENING_CHUNKS[ chunkName ].test( target )
			);
			if ( opening ) {
				return opening;
			}
		}
	}
	return 'later';
}

/**
 * Groups a handle's async code into one file per set of moments it is needed
 * at (`later`, an opening chunk, or `cart-sheet~wallet-buttons` for code two
 * need), so a page fetches each module once and each moment one file. A
 * module's file follows from every async chunk webpack first put it in (not
 * from whichever subset splitting looks at: two files).
 *
 * @param {string} name The handle, without the prefix.
 */
function byMoment( name ) {
	let compilation = null;
	return {
		plugin: {
			apply: ( compiler ) =>
				compiler.hooks.thisCompilation.tap( 'ByMoment', ( current ) => {
					compilation = current;
				} ),
		},
		cacheGroup: {
			chunks: 'async',
			minChunks: 1,
			minSize: 0,
			enforce: true,
			name: ( module ) => {
				const moments = new Set(
					[
						...compilation.chunkGraph.getModuleChunksIterable(
							module
						),
					]
						.filter( ( chunk ) => ! chunk.canBeInitial() )
						.map( ( chunk ) => momentOf( name, chunk ) )
				);
				// What `later` shares with an opening chunk stays in its file.
				moments.delete( moments.size > 1 ? 'later' : '' );
				return [ ...moments ].sort().join( '~' );
			},
		},
	};
}

/**
 * One build per handle: its chunks leave out exactly what the handle carries,
 * so no module ships twice on a page (one build for all would give a chunk
 * the pages share whatever any one of them lacks).
 *
 * @param {string} name     The handle's name, without the prefix.
 * @param {Object} grouping How its async code is grouped (byMoment).
 */
const script = ( name, grouping = byMoment( name ) ) => ( {
	...defaultConfig,
	name,
	entry: {
		[ name ]: [
			`./assets/js/pages/${ name }.ts`,
			...( WITH_ATTRIBUTION_INPUTS.includes( name )
				? [ ATTRIBUTION_INPUTS ]
				: [] ),
		],
	},
	output: {
		...defaultConfig.output,
		// `npm run build` builds in a staging folder, swapped in whole.
		path: path.resolve(
			__dirname,
			process.env.WC_STRIPE_STAGING ? 'build.next' : 'build'
		),
		// A chunk's URL carries the build's hash (8 digits: every script
		// holds it), one for all chunks (a hash per chunk would put a table
		// of them in every script): no browser keeps a stale chunk.
		chunkFilename: `chunks/${ name }.[name].js?ver=[fullhash]`,
		hashDigestLength: 8,
		// Chunks load with the browser's import() (a smaller loader than
		// webpack's script tags), resolved against the script's own URL, so
		// no public path; the handles stay classic scripts.
		chunkLoading: 'import',
		chunkFormat: 'module',
		publicPath: '',
		// Builds share the folder; a page may load two: their own names.
		uniqueName: `wcStripe_${ name.replace( /\W/g, '_' ) }`,
		clean: false,
	},
	experiments: { ...defaultConfig.experiments, outputModule: true },
	optimization: {
		...defaultConfig.optimization,
		// A chunk's id is its name (the loader needs no table of names);
		// modules' and exports' are the shortest (?ver= changes every build).
		chunkIds: 'named',
		moduleIds: 'size',
		mangleExports: 'size',
		splitChunks: {
			...defaultConfig.optimization.splitChunks,
			cacheGroups: {
				...defaultConfig.optimization.splitChunks.cacheGroups,
				byMoment: grouping.cacheGroup,
			},
		},
	},
	plugins: [
		// No style sheets here: no CSS plugins, nor their runtime code.
		...defaultConfig.plugins.filter(
			( { constructor: type } ) =>
				! /^(Dependency|MiniCss|RtlCss)/.test( type.name )
		),
		new WooCommerceDependencyExtractionWebpackPlugin(),
		new ScriptManifestPlugin( {
			handle: ( entry ) => `${ PREFIX }${ entry }`,
		} ),
		// The PHP reads the page map beside the scripts (no sources in the zip).
		new CopyWebpackPlugin( {
			patterns: [ { from: 'assets/js/pages/page-handles.json' } ],
		} ),
		grouping.plugin,
	],
} );

module.exports = HANDLES.map( ( name ) => script( name ) );
