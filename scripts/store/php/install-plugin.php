<?php
/**
 * Set-up step: our plugin installed as a store owner installs it
 * (Plugins → Add New → Upload Plugin: WordPress's Plugin_Upgrader with the
 * zip `npm run package` writes), replacing the copy there is, then
 * activated, which WordPress refuses unless the plugins our header's
 * `Requires Plugins` names are active.
 *
 * Arguments: the store's folder, the zip.
 *
 * Follows: WordPress 6.8.3 wp-admin/update.php (`upload-plugin`),
 * Plugin_Upgrader::install() (`overwrite_package`, as the upload's
 * "Replace current with uploaded"), activate_plugin().
 *
 * @package WooCommerce_Gateway_Stripe_Frontend
 */

// phpcs:disable WordPress.NamingConventions.PrefixAllGlobals

require __DIR__ . '/load.php';
require_once ABSPATH . 'wp-admin/includes/file.php';
require_once ABSPATH . 'wp-admin/includes/plugin.php';
require_once ABSPATH . 'wp-admin/includes/class-wp-upgrader.php';

$store_zip    = $argv[2];
$store_plugin = 'woocommerce-gateway-stripe-frontend/woocommerce-gateway-stripe-frontend.php';
// The uploader's capability check: an administrator uploads.
wp_set_current_user( 1 );

$store_upgrader = new Plugin_Upgrader( new Automatic_Upgrader_Skin() );
$store_result   = $store_upgrader->install( $store_zip, array( 'overwrite_package' => true ) );
if ( true !== $store_result ) {
	$store_messages = $store_upgrader->skin->get_upgrade_messages();
	store_fail( 'Plugin_Upgrader refused our zip: ' . ( is_wp_error( $store_result ) ? $store_result->get_error_message() : implode( ' ', $store_messages ) ) );
}
$store_activated = activate_plugin( $store_plugin );
if ( is_wp_error( $store_activated ) ) {
	store_fail( 'Activating our plugin: ' . $store_activated->get_error_message() );
}
$store_data = get_plugin_data( WP_PLUGIN_DIR . '/' . $store_plugin, false, false );
store_say( "Our plugin {$store_data['Version']}: installed from the zip and active." );
