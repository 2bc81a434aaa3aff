/**
 * The development shop's browser scripts (never shipped):
 * - WordPress's own script handles, one file each as WordPress prints them:
 *   `react`, `react-dom`, `react-jsx-runtime` (React 19 in react19/, or
 *   React 18.3 from dev/react18 in react18/) and `wp-element`, `wp-data`,
 *   `wp-i18n` (wordpress/). Each takes the packages another handle provides
 *   from that handle's global, so a page that needs no `wp-data` loads
 *   none of it.
 * - wc-blocks-registry, wc-blocks-checkout: the block checkout host.
 * - stripe-double: window.Stripe, a local stand-in for Stripe.js.
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

/**
 * Each package a handle's file imports from another handle comes from that
 * handle's global, except in the file that provides it.
 */
const PROVIDED = {
	react: 'React',
	'react-dom': 'ReactDOM',
	'react-dom/client': 'ReactDOM',
	'react/jsx-runtime': 'ReactJSXRuntime',
	'@wordpress/element': [ 'wp', 'element' ],
	'@wordpress/data': [ 'wp', 'data' ],
	'@wordpress/i18n': [ 'wp', 'i18n' ],
};
const fromOtherHandles =
	( provided ) =>
	( { request, contextInfo }, callback ) =>
		provided[ request ] && ! contextInfo.issuer.startsWith( GLOBALS )
			? callback( null, provided[ request ], 'window' )
			: callback();

const platform = ( name, folder, entries, extra = {} ) => ( {
	...base,
	name,
	// They stand in for WordPress's own scripts: their size is not ours.
	performance: { hints: false },
	entry: Object.fromEntries(
		entries.map( ( entry ) => [ entry, handle( entry ) ] )
	),
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

const REACT = [ 'react', 'react-dom', 'react-jsx-runtime' ];

module.exports = [
	platform( 'wordpress', 'wordpress', [
		'wp-element',
		'wp-data',
		'wp-i18n',
	] ),
	platform( 'react19', 'react19', REACT ),
	// React 18.3, the React WordPress ships today: the block checkout
	// browser tests run on both.
	platform( 'react18', 'react18', REACT, {
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
			'stripe-double': path.resolve(
				__dirname,
				'browser/stripe-double/index.ts'
			),
		},
		externals: {
			react: 'React',
			'react-dom': 'ReactDOM',
			'react/jsx-runtime': 'ReactJSXRuntime',
			'@wordpress/element': [ 'wp', 'element' ],
			'@wordpress/data': [ 'wp', 'data' ],
			'@wordpress/i18n': [ 'wp', 'i18n' ],
		},
	},
];
