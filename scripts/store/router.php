<?php
/**
 * PHP's built-in web server's router for the real store: a file that is
 * there is served as it is (PHP files run), a folder's index.php runs, and
 * every other address goes to WordPress's index.php, as the rewrite rules
 * WordPress writes for Apache (.htaccess) do for pretty permalinks.
 *
 * Follows: WordPress 6.8.3 WP_Rewrite::mod_rewrite_rules(); PHP's manual,
 * "Built-in web server" (a router returning false serves the file).
 *
 * @package WooCommerce_Gateway_Stripe_Frontend
 */

// phpcs:disable WordPress.NamingConventions.PrefixAllGlobals

$store_path = urldecode( (string) parse_url( $_SERVER['REQUEST_URI'], PHP_URL_PATH ) );
$store_file = $_SERVER['DOCUMENT_ROOT'] . $store_path;

if ( '/' !== $store_path && is_file( $store_file ) ) {
	return false;
}
if ( is_dir( $store_file ) && is_file( rtrim( $store_file, '/' ) . '/index.php' ) && '/' !== $store_path ) {
	$_SERVER['SCRIPT_NAME']     = rtrim( $store_path, '/' ) . '/index.php';
	$_SERVER['SCRIPT_FILENAME'] = rtrim( $store_file, '/' ) . '/index.php';
	$_SERVER['PHP_SELF']        = $_SERVER['SCRIPT_NAME'];
	chdir( dirname( $_SERVER['SCRIPT_FILENAME'] ) );
	require $_SERVER['SCRIPT_FILENAME'];
	return;
}
$_SERVER['SCRIPT_NAME']     = '/index.php';
$_SERVER['SCRIPT_FILENAME'] = $_SERVER['DOCUMENT_ROOT'] . '/index.php';
$_SERVER['PHP_SELF']        = '/index.php';
require $_SERVER['DOCUMENT_ROOT'] . '/index.php';
