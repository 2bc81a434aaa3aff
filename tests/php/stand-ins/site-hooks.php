<?php
/**
 * What a store's theme or another plugin hooks in, by name, for the tests
 * that need it: a rendered page's `hooks` list (render-page.php), or a
 * whole WordPress request's (the must-use plugin wp-tests-hooks.php reads
 * it from the request). Each is what such a site's code would do, through
 * the filters it would use.
 *
 * @package WooCommerce_Gateway_Stripe_Frontend
 */

// phpcs:disable WordPress.NamingConventions.PrefixAllGlobals

/** The nonce a strict Content-Security-Policy site gives its scripts. */
const WP_TESTS_SCRIPT_NONCE = 'wp-tests-nonce-3q2+7w==';

/**
 * Adds the named site hooks.
 *
 * @param string[] $names Keys of the list below.
 */
function wp_tests_add_site_hooks( array $names ) {
	$hooks = array(
		// A theme whose own script needs WooCommerce's single product script.
		'theme keeps wc-single-product' => function () {
			add_filter(
				'wc_stripe_frontend_replaced_handles',
				function ( $replaced ) {
					unset( $replaced['wc-single-product'] );
					return $replaced;
				}
			);
		},
		// A site that wants the storefront's smaller script on its shop
		// pages, which show no Add to cart buttons.
		'shop loads the storefront script' => function () {
			add_filter(
				'wc_stripe_frontend_page_handle',
				function ( $handle, $kind ) {
					return 'shop' === $kind ? 'wc-stripe-storefront' : $handle;
				},
				10,
				2
			);
		},
		// A filter that answers with something that is not a handle of ours.
		'page handle filtered to a stranger' => function () {
			add_filter(
				'wc_stripe_frontend_page_handle',
				function () {
					return 'jquery';
				}
			);
		},
		// A strict Content-Security-Policy: every script WordPress prints
		// carries the nonce the policy names (WordPress 6.3+ filters).
		'scripts carry a CSP nonce' => function () {
			$nonce = function ( $attributes ) {
				$attributes['nonce'] = WP_TESTS_SCRIPT_NONCE;
				return $attributes;
			};
			add_filter( 'wp_script_attributes', $nonce );
			add_filter( 'wp_inline_script_attributes', $nonce );
		},
		// What WooCommerce's cart checks are once the page's footer printed
		// (after our cart preload): the request's `probes`.
		'record the cart checks after the footer' => function () {
			add_action(
				'wp_footer',
				function () {
					$cart = WC()->cart;
					$GLOBALS['wp_tests_site_log']['probes']['cart checks'] = array(
						'check_cart_items'   => has_action( 'woocommerce_check_cart_items', array( $cart, 'check_cart_items' ) ),
						'check_cart_coupons' => has_action( 'woocommerce_check_cart_items', array( $cart, 'check_cart_coupons' ) ),
						'cart_context'       => $cart->cart_context,
					);
				},
				100
			);
		},
	);
	foreach ( $names as $name ) {
		if ( ! isset( $hooks[ $name ] ) ) {
			throw new LogicException( "No site hook \"{$name}\"" );
		}
		$hooks[ $name ]();
	}
}
