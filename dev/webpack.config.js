/**
 * The development shop's browser scripts (never shipped):
 * - wp-globals: React, ReactDOM, ReactJSXRuntime, wp.element, wp.data and
 *   wp.i18n as globals, as a WordPress page has them.
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
