<?php
/**
 * Every notice, warning and deprecation PHP raises in a site's process,
 * kept in `$GLOBALS['wp_tests_errors']` (level, message, file, line) for
 * the runner's JSON, none displayed: the tests decide which ones fail.
 *
 * @package WooCommerce_Gateway_Stripe_Frontend
 */

// phpcs:disable WordPress.NamingConventions.PrefixAllGlobals

$GLOBALS['wp_tests_errors'] = array();

// What PHP code logs with error_log() (a database error while WP_DEBUG is
// on, WooCommerce's payment method checks) goes to the site's
// wp-content/debug.log, as WP_DEBUG_LOG would send it, not into the
// runner's JSON.
if ( isset( $GLOBALS['wp_tests_site'] ) ) {
	ini_set( 'error_log', $GLOBALS['wp_tests_site'] . 'wp-content/debug.log' ); // phpcs:ignore WordPress.PHP.IniSet.Risky
}
set_error_handler(
	function ( $level, $message, $file, $line ) {
		$GLOBALS['wp_tests_errors'][] = array(
			'level'   => $level,
			'message' => $message,
			'file'    => $file,
			'line'    => $line,
		);
		return true;
	}
);
