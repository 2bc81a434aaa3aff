/**
 * The development shop's browser scripts (never shipped):
 * - wp-globals: React, ReactDOM, ReactJSXRuntime, wp.element, wp.data and
 *   wp.i18n as globals, as a WordPress page has them (wp-globals-react18:
 *   the same on React 18.3, from dev/react18).
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
		path: path.resolve( __dirname, 'build' ),
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

module.exports = [
	{
		...base,
		name: 'globals',
		// It stands in for WordPress's own scripts: its size is not ours.
		performance: { hints: false },
		entry: {
			'wp-globals': path.resolve( __dirname, 'browser/globals/index.ts' ),
		},
	},
	{
		// The same globals on React 18.3, the React WordPress ships today:
		// the block checkout browser tests run on both.
		...base,
		name: 'globals-react18',
		performance: { hints: false },
		entry: {
			'wp-globals-react18': path.resolve(
				__dirname,
				'browser/globals/index.ts'
			),
		},
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
	},
	{
		...base,
		name: 'host',
		dependencies: [ 'globals' ],
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
