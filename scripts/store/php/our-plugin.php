<?php
/**
 * Switches our plugin off or on without the admin screens, as the Plugins
 * screen's Deactivate and Activate links do, so the same store runs the
 * gateway's and WooCommerce's own scripts (the incumbent) or ours.
 *
 * Arguments: the store's folder, then `on`, `off` or `status`.
 *
 * Follows: WordPress 6.8.3 activate_plugin(), deactivate_plugins().
 *
 * @package WooCommerce_Gateway_Stripe_Frontend
 */

// phpcs:disable WordPress.NamingConventions.PrefixAllGlobals

require __DIR__ . '/load.php';
require_once ABSPATH . 'wp-admin/includes/plugin.php';

$store_plugin = 'woocommerce-gateway-stripe-frontend/woocommerce-gateway-stripe-frontend.php';
$store_want   = $argv[2] ?? 'status';
if ( 'off' === $store_want && is_plugin_active( $store_plugin ) ) {
	deactivate_plugins( $store_plugin );
} elseif ( 'on' === $store_want && ! is_plugin_active( $store_plugin ) ) {
	$store_result = activate_plugin( $store_plugin );
	if ( is_wp_error( $store_result ) ) {
		store_fail( $store_result->get_error_message() );
	}
}
store_say( 'Our plugin: ' . ( is_plugin_active( $store_plugin ) ? 'on' : 'off' ) . '.' );
