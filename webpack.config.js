/**
 * Product bundles. WordPress's default config, with one entry per kind of page
 * and WooCommerce's dependency extraction, so `@woocommerce/*`, `@wordpress/*`
 * and React stay WordPress/WooCommerce globals and `build/NAME.asset.php` lists
 * their script handles.
 */
const path = require( 'path' );
const defaultConfig = require( '@wordpress/scripts/config/webpack.config' );
const WooCommerceDependencyExtractionWebpackPlugin = require( '@woocommerce/dependency-extraction-webpack-plugin' );

const entries = {
	// Block checkout: payment methods registered into the block registry.
	'blocks-checkout': './assets/js/blocks/index.ts',
	// Classic checkout, pay-for-order, add-payment-method, change-payment.
	'classic-checkout': './assets/js/classic/checkout/index.ts',
	// Wallet buttons on product, cart and pay-for-order pages.
	'express-checkout': './assets/js/express/index.ts',
	// Storefront behaviours every shop page needs.
	storefront: './assets/js/classic/storefront/index.ts',
};

module.exports = {
	...defaultConfig,
	entry: entries,
	output: {
		...defaultConfig.output,
		path: path.resolve( __dirname, 'build' ),
	},
	plugins: [
		...defaultConfig.plugins.filter(
			( plugin ) =>
				plugin.constructor.name !== 'DependencyExtractionWebpackPlugin'
		),
		new WooCommerceDependencyExtractionWebpackPlugin(),
	],
};
