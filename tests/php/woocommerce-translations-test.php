<?php
/**
 * Our scripts in French with the real WordPress 6.8.3, WooCommerce 10.0.2
 * and the gateway's 8.8.0 PHP (the site woocommerce-test.php installs, which
 * runs first): a French pack of the gateway in wp-content/languages/plugins/,
 * as the .l10n.php WordPress makes from a .mo (the form 6.5+ reads first),
 * and the gateway loading its text domain itself (load_plugin_textdomain()
 * on `init`). The product page and the block checkout print, before our
 * script, the pack's translations of exactly the messages our handle can
 * show.
 *
 * @package WooCommerce_Gateway_Stripe_Frontend
 */

// phpcs:disable WordPress.NamingConventions.PrefixAllGlobals, WordPress.WP.AlternativeFunctions

/** A front-end request to the real store as the customer, in a language. */
function wp_tests_store_request_in( $uri, $locale ) {
	global $wp_tests_store_info;
	$answer = wp_tests_site_run(
		'request.php',
		array(
			wp_tests_store(),
			json_encode(
				array(
					'uri'     => $uri,
					'cookies' => $wp_tests_store_info['cookie'],
					'locale'  => $locale,
				)
			),
		)
	);
	$answer['head']   = '';
	$answer['body']   = $answer['html'];
	$answer['footer'] = '';
	return $answer;
}

wp_test(
	'real WooCommerce and gateway, French from the gateway\'s pack (.l10n.php): the product page and the block checkout print its translations of our handle\'s messages, and nothing else of it',
	function () {
		$dir = wp_tests_store() . '/wp-content/languages/plugins';
		if ( ! is_dir( $dir ) ) {
			mkdir( $dir, 0777, true );
		}
		$source = "{$dir}/made-from.mo";
		wp_tests_write_mo( $source, wp_tests_french_entries(), 'nplurals=2; plural=(n > 1);' );
		$php = WP_Translation_File::transform( $source, 'php' );
		unlink( $source );
		file_put_contents( "{$dir}/woocommerce-gateway-stripe-fr_FR.l10n.php", $php );
		try {
			$pages = array(
				'/product/beanie/' => array( 'wc-stripe-product', array( 'Please select your product options before proceeding.', 'The card was declined.' ) ),
				'/block-checkout/' => array( 'wc-stripe-block-checkout', array( 'Please select your product options before proceeding.', 'The card was declined.', 'BLIK Code' ) ),
			);
			foreach ( $pages as $uri => list( $handle, $expected ) ) {
				$page    = wp_tests_store_request_in( $uri, 'fr_FR' );
				$printed = wp_tests_printed_translations( $page, $handle );
				wp_assert( null !== $printed, "{$uri}: translations printed for {$handle}" );
				$messages = $printed['data']['locale_data']['messages'];
				unset( $messages[''] );
				$french = array();
				foreach ( wp_tests_french_entries() as $entry ) {
					if ( empty( $entry['context'] ) && in_array( $entry['singular'], $expected, true ) ) {
						$french[ $entry['singular'] ] = $entry['translations'];
					}
				}
				ksort( $french );
				ksort( $messages );
				wp_assert_same( $french, $messages, "{$uri}: the pack's translations of {$handle}'s messages, and nothing else" );
				$ours = array_filter(
					$page['errors'],
					function ( $error ) {
						return false !== strpos( $error['file'], '/woocommerce-gateway-stripe-frontend/' );
					}
				);
				wp_assert_same( array(), wp_tests_errors_summary( $ours ), "{$uri}: PHP notices from our plugin" );
			}
		} finally {
			unlink( "{$dir}/woocommerce-gateway-stripe-fr_FR.l10n.php" );
		}
	}
);
