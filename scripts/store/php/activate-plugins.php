<?php
/**
 * Set-up step 2: WooCommerce, then the Stripe gateway, activated as the
 * Plugins screen activates them (`activate_plugin()`). WooCommerce's
 * activation hook runs its installer, `WC_Install::install()` (tables,
 * options, roles, and its pages: Shop, the block Cart and Checkout, My
 * account). Plugins active already stay as they are.
 *
 * Follows: WordPress 6.8.3 wp-admin/includes/plugin.php (`activate_plugin()`);
 * WooCommerce 10.0.2 woocommerce.php (`register_activation_hook( …,
 * array( 'WC_Install', 'install' ) )`).
 *
 * @package WooCommerce_Gateway_Stripe_Frontend
 */

// phpcs:disable WordPress.NamingConventions.PrefixAllGlobals

require __DIR__ . '/load.php';
require_once ABSPATH . 'wp-admin/includes/plugin.php';

foreach ( array( 'woocommerce/woocommerce.php', 'woocommerce-gateway-stripe/woocommerce-gateway-stripe.php' ) as $store_plugin ) {
	if ( is_plugin_active( $store_plugin ) ) {
		store_say( "{$store_plugin}: active already." );
		continue;
	}
	$store_result = activate_plugin( $store_plugin );
	if ( is_wp_error( $store_result ) ) {
		store_fail( "{$store_plugin}: " . $store_result->get_error_message() );
	}
	store_say( "{$store_plugin}: activated." );
}
