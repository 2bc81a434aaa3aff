<?php
/**
 * Renders one page of a store with the plugin, the way WordPress does a
 * front-end request's scripts: `wp_head` (enqueueing, resource hints,
 * preloads, the head's scripts), the body (what templates enqueue as they
 * render), `wp_footer` (the footer's scripts). Run in a PHP process of its
 * own per page (hooks and the script registry are global), with the page as
 * JSON in the first argument: {"kind": "product", "locale": "de_DE", …};
 * `hooks` names what the site's theme or plugins hook in
 * (stand-ins/site-hooks.php).
 * Prints JSON: {"head", "footer", "errors"}.
 *
 * @package WooCommerce_Gateway_Stripe_Frontend
 */

// phpcs:disable WordPress.NamingConventions.PrefixAllGlobals

$GLOBALS['wp_tests_page'] = json_decode( $argv[1], true );
$wp_tests_errors          = array();
set_error_handler(
	function ( $level, $message, $file, $line ) use ( &$wp_tests_errors ) {
		$wp_tests_errors[] = "{$message} ({$file}:{$line})";
		return true;
	}
);

require __DIR__ . '/wordpress.php';
wp_tests_add_script_hooks();
if ( ! empty( $GLOBALS['wp_tests_page']['locale'] ) ) {
	$GLOBALS['locale'] = $GLOBALS['wp_tests_page']['locale'];
}
foreach ( (array) ( $GLOBALS['wp_tests_page']['get'] ?? array() ) as $key => $value ) {
	$_GET[ $key ] = $value;
}

require __DIR__ . '/stand-ins/site-hooks.php';
wp_tests_add_site_hooks( (array) ( $GLOBALS['wp_tests_page']['hooks'] ?? array() ) );
require __DIR__ . '/stand-ins/woocommerce.php';
require __DIR__ . '/stand-ins/stripe-gateway.php';
// `"plugin": false`: the same page as WooCommerce and the gateway print it alone.
if ( $GLOBALS['wp_tests_page']['plugin'] ?? true ) {
	require WP_PLUGIN_DIR . '/woocommerce-gateway-stripe-frontend/woocommerce-gateway-stripe-frontend.php';
}

ob_start();
do_action( 'wp_head' );
$head = ob_get_clean();
ob_start();
do_action( 'wp_tests_body' );
$body = ob_get_clean();
ob_start();
do_action( 'wp_footer' );
$footer = ob_get_clean();

echo wp_json_encode(
	array(
		'head'   => $head,
		'body'   => $body,
		'footer' => $footer,
		'errors' => $wp_tests_errors,
	)
);
