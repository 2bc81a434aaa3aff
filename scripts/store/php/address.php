<?php
/**
 * Keeps the store's stored address with the port it is served on. wp-config
 * defines WP_HOME and WP_SITEURL from STORE_PORT on every start, but the
 * options keep the address the store was installed on, and WooCommerce
 * 10.0.2 caches the prefetch links of its Cart and Checkout blocks in the
 * site transient `woocommerce_block_asset_resource_hints`, keyed by the
 * WooCommerce and WordPress versions only (src/Blocks/AssetsController.php,
 * get_block_asset_resource_hints_cache()). A store moved to another port
 * then prints `<link rel="prefetch">` to the old one, which the browser logs
 * as failed loads. When the address changed, the options are updated and
 * the transient deleted, as a site moved by hand would need.
 *
 * Arguments: the store's folder.
 *
 * @package WooCommerce_Gateway_Stripe_Frontend
 */

// phpcs:disable WordPress.NamingConventions.PrefixAllGlobals

require __DIR__ . '/load.php';

global $wpdb;
$store_address = (string) getenv( 'STORE_HOME' );
// The raw option: get_option( 'home' ) answers WP_HOME.
$store_stored = (string) $wpdb->get_var( "SELECT option_value FROM {$wpdb->options} WHERE option_name = 'home'" );
if ( $store_stored !== $store_address ) {
	$wpdb->update( $wpdb->options, array( 'option_value' => $store_address ), array( 'option_name' => 'home' ) );
	$wpdb->update( $wpdb->options, array( 'option_value' => $store_address ), array( 'option_name' => 'siteurl' ) );
	wp_cache_flush();
	delete_site_transient( 'woocommerce_block_asset_resource_hints' );
	store_say( "Address: {$store_stored} moved to {$store_address}." );
} else {
	store_say( "Address: {$store_address}." );
}
