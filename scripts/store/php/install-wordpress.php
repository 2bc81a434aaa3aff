<?php
/**
 * Set-up step 1: WordPress installed with its own installer, `wp_install()`
 * (as wp-admin/install.php calls it), then pretty permalinks
 * (`/%postname%/`, as Settings → Permalinks saves them). Does nothing on an
 * installed site.
 *
 * Follows: WordPress 6.8.3 wp-admin/install.php, wp-admin/includes/upgrade.php
 * (`wp_install()`), wp-admin/options-permalink.php.
 *
 * @package WooCommerce_Gateway_Stripe_Frontend
 */

// phpcs:disable WordPress.NamingConventions.PrefixAllGlobals

define( 'WP_INSTALLING', true );
require __DIR__ . '/load.php';
require_once ABSPATH . 'wp-admin/includes/upgrade.php';

if ( is_blog_installed() ) {
	store_say( 'WordPress: installed already.' );
	return;
}
$result = wp_install( 'Real Store', 'admin', 'admin@example.com', false, '', 'password' );
if ( empty( $result['user_id'] ) ) {
	store_fail( 'wp_install() made no user.' );
}
update_option( 'blogdescription', 'WordPress, WooCommerce and the Stripe gateway, with Stripe stood in' );
update_option( 'timezone_string', 'Europe/Berlin' );
// Settings → Permalinks: "Post name".
global $wp_rewrite;
$wp_rewrite->set_permalink_structure( '/%postname%/' );
flush_rewrite_rules();
store_say( 'WordPress ' . get_bloginfo( 'version' ) . ': installed.' );
