<?php
/**
 * Loads the real store's WordPress in PHP's command line for a set-up step
 * (scripts/store/install.js runs each step in a PHP process of its own): the
 * server variables a request to the home page would have, then wp-load.php.
 * Every PHP notice goes to the debug log as on a page, and a step stops
 * with the message on its first uncaught error.
 *
 * Arguments: the store's folder (ABSPATH), then the step's own.
 *
 * @package WooCommerce_Gateway_Stripe_Frontend
 */

// phpcs:disable WordPress.NamingConventions.PrefixAllGlobals

$store_site = rtrim( $argv[1], '/' ) . '/';
$store_home = (string) getenv( 'STORE_HOME' );
$_SERVER    = array_merge(
	$_SERVER,
	array(
		'HTTP_HOST'       => (string) parse_url( $store_home, PHP_URL_HOST ) . ':' . (string) parse_url( $store_home, PHP_URL_PORT ),
		'SERVER_NAME'     => (string) parse_url( $store_home, PHP_URL_HOST ),
		'SERVER_PORT'     => (string) parse_url( $store_home, PHP_URL_PORT ),
		'REQUEST_METHOD'  => 'GET',
		'REQUEST_URI'     => '/',
		'SCRIPT_NAME'     => '/index.php',
		'PHP_SELF'        => '/index.php',
		'SCRIPT_FILENAME' => $store_site . 'index.php',
		'REMOTE_ADDR'     => '127.0.0.1',
		'HTTP_USER_AGENT' => 'real-store-setup',
	)
);

/**
 * Ends the step with a message on stderr and a failing exit status.
 *
 * @param string $message What went wrong.
 */
function store_fail( $message ) {
	fwrite( STDERR, $message . "\n" );
	exit( 1 );
}

/**
 * Says what a step did, on stdout.
 *
 * @param string $message One line.
 */
function store_say( $message ) {
	fwrite( STDOUT, $message . "\n" );
}

require $store_site . 'wp-load.php';
