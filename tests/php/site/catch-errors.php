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
