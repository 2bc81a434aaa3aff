<?php
/**
 * Must-use plugin of the test site (scripts/whole-wordpress.js copies it
 * into wp-content/mu-plugins/): the site stays off the network. Every HTTP
 * request WordPress tries (the install's permalink check, the Plugins
 * screen's look-up of required plugins on WordPress.org) is answered with an
 * error, and mail is not sent; both are recorded for the request runners
 * (tests/php/site/), as is a redirect.
 *
 * Follows: WordPress 6.6's `pre_http_request` (WP_Http::request()),
 * `pre_wp_mail` (wp_mail()) and `wp_redirect` filters.
 *
 * @package WooCommerce_Gateway_Stripe_Frontend
 */

// phpcs:disable WordPress.NamingConventions.PrefixAllGlobals

$GLOBALS['wp_tests_site_log'] = array(
	'http'     => array(),
	'mail'     => array(),
	'redirect' => null,
);

add_filter(
	'pre_http_request',
	function ( $response, $args, $url ) {
		$GLOBALS['wp_tests_site_log']['http'][] = $url;
		return new WP_Error( 'wp_tests_offline', 'The test site makes no HTTP requests.' );
	},
	PHP_INT_MAX,
	3
);

add_filter(
	'pre_wp_mail',
	function ( $sent, $mail ) {
		$GLOBALS['wp_tests_site_log']['mail'][] = $mail['subject'];
		return true;
	},
	PHP_INT_MAX,
	2
);

add_filter(
	'wp_redirect',
	function ( $location ) {
		$GLOBALS['wp_tests_site_log']['redirect'] = $location;
		return $location;
	},
	PHP_INT_MAX
);
