<?php
/**
 * A store with a strict Content-Security-Policy: every script WordPress
 * prints carries the policy's nonce (its `wp_script_attributes` and
 * `wp_inline_script_attributes` filters, stand-ins/site-hooks.php), and so
 * must our `<link rel="preload">` tags, or the browser refuses them.
 *
 * @package WooCommerce_Gateway_Stripe_Frontend
 */

// phpcs:disable WordPress.NamingConventions.PrefixAllGlobals

require_once __DIR__ . '/stand-ins/site-hooks.php';

foreach ( array( 'product', 'cart', 'classic checkout' ) as $wp_tests_csp_kind ) {
	wp_test(
		"strict CSP, {$wp_tests_csp_kind}: a site giving its scripts a nonce gets the same nonce on our preloads of Stripe.js and the opening chunks",
		function () use ( $wp_tests_csp_kind ) {
			$page     = array(
				'kind'  => $wp_tests_csp_kind,
				'hooks' => array( 'scripts carry a CSP nonce' ),
			);
			$rendered = wp_tests_render( $page );
			$nonce    = "nonce='" . esc_attr( WP_TESTS_SCRIPT_NONCE ) . "'";
			$preloads = wp_tests_links( $rendered, 'preload' );
			$plain    = wp_tests_links( wp_tests_render( array( 'kind' => $wp_tests_csp_kind ) ), 'preload' );
			wp_assert( count( $plain ) > 1, 'Stripe.js and chunks are preloaded on this page' );

			// The same preloads as without the policy, each with its nonce.
			$stripped = array_map(
				function ( $link ) use ( $nonce ) {
					return str_replace( " {$nonce}", '', $link );
				},
				$preloads
			);
			wp_assert_same( $plain, $stripped, 'the same preloads' );
			foreach ( $preloads as $link ) {
				wp_assert( false !== strpos( $link, $nonce ), "{$link} carries the nonce" );
			}

			// As the scripts they preload do.
			$scripts = wp_tests_scripts( $rendered );
			$stripe  = $scripts[ wp_tests_position( $scripts, 'stripe-js' ) ];
			wp_assert_same( WP_TESTS_SCRIPT_NONCE, $stripe['nonce'] ?? null, 'Stripe.js\'s script tag' );
			wp_assert_same( array(), $rendered['errors'], 'no PHP notice' );
		}
	);
}
