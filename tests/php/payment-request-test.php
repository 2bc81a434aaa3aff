<?php
/**
 * The gateway's wallet buttons with its Express Checkout Element off (the
 * gateway 8.8.0's default): its legacy Payment Request script
 * (`wc_stripe_payment_request`) is replaced by the page's one script of
 * ours, which gets `wc_stripe_payment_request_params` before it, over
 * WordPress's own script loader (includes/payment-request.php). The same
 * pages on the real WooCommerce and gateway: woocommerce-test.php.
 *
 * @package WooCommerce_Gateway_Stripe_Frontend
 */

// phpcs:disable WordPress.NamingConventions.PrefixAllGlobals

foreach ( array( 'product', 'variable product', 'cart', 'classic checkout' ) as $wp_tests_kind ) {
	wp_test(
		"{$wp_tests_kind}, the gateway's legacy Payment Request configuration: one script of ours and not the gateway's stripe-payment-request.min.js, wc_stripe_payment_request_params printed before ours, the wallet chunks preloaded, no PHP notice",
		function () use ( $wp_tests_kind, $plugin_url ) {
			$page     = array(
				'kind'    => $wp_tests_kind,
				'express' => 'legacy',
			);
			$rendered = wp_tests_render( $page );
			$scripts  = wp_tests_scripts( $rendered );
			$handle   = wp_tests_page_map()[ $wp_tests_kind ];
			wp_tests_assert_our_script( $scripts, $handle, $plugin_url, true );
			foreach ( array_column( $scripts, 'src' ) as $src ) {
				wp_assert( false === strpos( $src, 'stripe-payment-request' ), "the gateway's {$src} is printed" );
			}
			foreach ( array_column( $scripts, 'id' ) as $id ) {
				wp_assert( 0 !== strpos( $id, 'wc_stripe_payment_request-js' ), "{$id} is printed" );
			}
			$extra = wp_tests_position( $scripts, "{$handle}-js-extra" );
			wp_assert( $extra >= 0 && $extra < wp_tests_position( $scripts, "{$handle}-js" ), 'our data comes before our script' );
			wp_assert( false !== strpos( $scripts[ $extra ]['content'], 'var wc_stripe_payment_request_params = {' ), 'the legacy params in our data' );
			wp_assert( false === strpos( $scripts[ $extra ]['content'], 'wc_stripe_express_checkout_params' ), 'no express checkout params' );
			$all = implode( '', array_column( $scripts, 'content' ) );
			wp_assert_same( 1, substr_count( $all, 'var wc_stripe_payment_request_params = ' ), 'printed once' );
			wp_assert( wp_tests_position( $scripts, 'stripe-js' ) >= 0, 'Stripe.js' );
			$chunks = preg_grep( '#/build/chunks/[\w.~-]*wallet-buttons#', wp_tests_links( $rendered, 'preload' ) );
			wp_assert( count( $chunks ) > 0, 'the wallet buttons\' chunks preloaded' );
			wp_assert_same( array(), $rendered['errors'], 'notices' );
		}
	);
}
