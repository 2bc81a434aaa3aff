/**
 * The development shop's browser scripts (never shipped):
 * - WordPress's own script handles, one file each as WordPress prints them:
 *   `react`, `react-dom`, `react-jsx-runtime` (React 19 in react19/, or
 *   React 18.3 from dev/react18 in react18/) and every `wp-*` handle of
 *   dev/wordpress-packages.json (wordpress/), the closure WordPress's script
 *   loader prints for the packages our asset files name. Each `wp-*` file is
 *   its package from node_modules as WordPress builds it: a `window.wp.NAME`
 *   library that takes the packages other handles provide from their
 *   globals, so a file carries its own package and nothing more.
 * - wc-blocks-registry, wc-blocks-checkout: the block checkout host.
 * - stripe-double: window.Stripe, a local stand-in for Stripe.js.
 * - interactivity-blocks: the Interactivity API and stand-ins of WooCommerce's
 *   block stores, for a block theme's product page.
 * The host and the double take React and WordPress packages from the globals,
 * so they share one React with the product bundles.
 */
const path = require( 'path' );
const defaultConfig = require( '@wordpress/scripts/config/webpack.config' );

const base = {
	...defaultConfig,
	output: {
		// Staged and swapped in whole by `npm run build` (scripts/build.js).
		path: path.resolve(
			__dirname,
			process.env.WC_STRIPE_STAGING ? 'build.next' : 'build'
		),
		filename: '[name].js',
	},
	plugins: defaultConfig.plugins.filter(
		( plugin ) =>
			! [
				'DependencyExtractionWebpackPlugin',
				'CleanWebpackPlugin',
				'PhpFilePathsPlugin',
				'CopyWebpackPlugin',
			].includes( plugin.constructor.name )
	),
};

const react18 = ( request ) =>
	path.resolve( __dirname, 'react18/node_modules', request );

const GLOBALS = path.resolve( __dirname, 'browser/globals' );
const handle = ( name ) => path.join( GLOBALS, `${ name }.ts` );

/** WordPress's handles for its packages: `wp-compose` … (the table). */
const WORDPRESS_HANDLES = Object.keys(
	require( './wordpress-packages.json' ).dependencies
).filter( ( name ) => name.startsWith( 'wp-' ) );

/**
 * The name a package has under `window.wp`.
 *
 * @param {string} name A package's slug: `is-shallow-equal`.
 * @return {string} Its global's name: `isShallowEqual`.
 */
const camelCase = ( name ) =>
	name.replace( /-([a-z])/g, ( _, letter ) => letter.toUpperCase() );

/**
 * The packages the handles provide, by request: React's, and each
 * `@wordpress/NAME` whose `wp-NAME` handle is in the table.
 */
const PROVIDED = {
	react: 'React',
	'react-dom': 'ReactDOM',
	'react-dom/client': 'ReactDOM',
	'react/jsx-runtime': 'ReactJSXRuntime',
	...Object.fromEntries(
		WORDPRESS_HANDLES.map( ( name ) => {
			const slug = name.slice( 'wp-'.length );
			return [ `@wordpress/${ slug }`, [ 'wp', camelCase( slug ) ] ];
		} )
	),
};

/**
 * A package another handle provides comes from that handle's global; the
 * entry itself (no issuer) and a React handle's own file are bundled.
 *
 * @param {Object} provided Request → the global that provides it.
 * @return {Function} A webpack `externals` function.
 */
const fromOtherHandles =
	( provided ) =>
	( { request, contextInfo }, callback ) =>
		provided[ request ] &&
		contextInfo.issuer &&
		! contextInfo.issuer.startsWith( GLOBALS )
			? callback( null, provided[ request ], 'window' )
			: callback();

const platform = ( name, folder, entry, extra = {} ) => ( {
	...base,
	name,
	// They stand in for WordPress's own scripts: their size is not ours.
	performance: { hints: false },
	entry,
	output: {
		...base.output,
		path: path.join( base.output.path, folder ),
	},
	externals: [
		fromOtherHandles(
			// React's own files import `react-dom` from each other.
			folder === 'wordpress' ? PROVIDED : { react: 'React' }
		),
	],
	...extra,
} );

/**
 * React's handles: one small file each under browser/globals.
 *
 * @param {string[]} names The handles.
 * @return {Object} Webpack entries.
 */
const reactEntries = ( names ) =>
	Object.fromEntries( names.map( ( name ) => [ name, handle( name ) ] ) );

/**
 * The packages whose global is their default export, not the module: WordPress
 * builds them so (Gutenberg's tools/webpack/packages.js,
 * `exportDefaultPackages`), and scripts use `wp.apiFetch( … )`,
 * `wp.apiFetch.use( … )` and `wp.deprecated( … )` directly.
 */
const EXPORT_DEFAULT = [
	'api-fetch',
	'deprecated',
	'dom-ready',
	'redux-routine',
	'token-list',
	'server-side-render',
	'shortcode',
	'warning',
];

/**
 * Each `wp-NAME` handle: `@wordpress/NAME` as a `window.wp.camelName`
 * library, as WordPress's own build of its packages makes it.
 */
const wordpressEntries = Object.fromEntries(
	WORDPRESS_HANDLES.map( ( name ) => {
		const slug = name.slice( 'wp-'.length );
		return [
			name,
			{
				import: `@wordpress/${ slug }`,
				library: {
					name: [ 'wp', camelCase( slug ) ],
					type: 'window',
					...( EXPORT_DEFAULT.includes( slug )
						? { export: 'default' }
						: {} ),
				},
			},
		];
	} )
);

const REACT = [ 'react', 'react-dom', 'react-jsx-runtime' ];

module.exports = [
	platform( 'wordpress', 'wordpress', wordpressEntries, {
		module: {
			...base.module,
			rules: [
				...base.module.rules,
				// The packages' ES module files (.mjs) are read as
				// WordPress's build reads their sources: a default import
				// from another handle's global is its `default` export (an
				// .mjs file would take the whole global instead).
				{ test: /\.mjs$/, type: 'javascript/auto' },
			],
		},
	} ),
	platform( 'react19', 'react19', reactEntries( REACT ) ),
	// React 18.3, the React WordPress ships today: the block checkout
	// browser tests run on both.
	platform( 'react18', 'react18', reactEntries( REACT ), {
		resolve: {
			...base.resolve,
			alias: {
				...( base.resolve && base.resolve.alias ),
				'react/jsx-runtime$': react18( 'react/jsx-runtime.js' ),
				'react-dom/client$': react18( 'react-dom/client.js' ),
				'react-dom$': react18( 'react-dom/index.js' ),
				react$: react18( 'react/index.js' ),
			},
		},
	} ),
	{
		...base,
		name: 'host',
		entry: {
			'wc-blocks-registry': path.resolve(
				__dirname,
				'browser/blocks-host/registry-entry.ts'
			),
			'wc-blocks-checkout': path.resolve(
				__dirname,
				'browser/blocks-host/checkout-entry.tsx'
			),
			'wc-blocks-cart': path.resolve(
				__dirname,
				'browser/blocks-host/cart/cart-entry.tsx'
			),
			'wc-mini-cart-block': path.resolve(
				__dirname,
				'browser/mini-cart-block/index.ts'
			),
			'stripe-double': path.resolve(
				__dirname,
				'browser/stripe-double/index.ts'
			),
			// The Interactivity API and WooCommerce's block stores a block
			// theme's product page runs (productForm: 'block').
			'interactivity-blocks': path.resolve(
				__dirname,
				'browser/interactivity-blocks/index.ts'
			),
		},
		externals: {
			react: 'React',
			'react-dom': 'ReactDOM',
			'react/jsx-runtime': 'ReactJSXRuntime',
			'@wordpress/element': [ 'wp', 'element' ],
			'@wordpress/data': [ 'wp', 'data' ],
			'@wordpress/i18n': [ 'wp', 'i18n' ],
			'@wordpress/api-fetch': [ 'wp', 'apiFetch' ],
		},
	},
];
