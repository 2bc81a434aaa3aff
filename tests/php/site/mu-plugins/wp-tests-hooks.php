<?php
/**
 * Must-use plugin of the test sites (scripts/whole-wordpress.js and
 * scripts/woocommerce-site.js copy it into wp-content/mu-plugins/): what
 * the site's theme or other plugins hook in for this request, by the names
 * the request lists in `hooks` (tests/php/site/request.php;
 * tests/php/stand-ins/site-hooks.php holds them).
 *
 * @package WooCommerce_Gateway_Stripe_Frontend
 */

// phpcs:disable WordPress.NamingConventions.PrefixAllGlobals

if ( ! empty( $GLOBALS['wp_tests_request']['hooks'] ) ) {
	require_once WP_TESTS_STAND_INS . '/site-hooks.php';
	wp_tests_add_site_hooks( (array) $GLOBALS['wp_tests_request']['hooks'] );
}
