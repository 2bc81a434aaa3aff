<?php
/**
 * Plugin Name: WooCommerce
 * Description: Stand-in for the PHP tests' whole WordPress: WooCommerce's front-end script registrations and localized data (tests/php/stand-ins/woocommerce.php), and what routes a store's requests.
 * Version: 9.8.0
 *
 * WooCommerce as the test site (scripts/whole-wordpress.js) has it, in its
 * real folder and file (the slug `woocommerce` our plugin requires). There
 * is no WooCommerce data here, so what WooCommerce decides from its pages,
 * products and session stands in, small, following the request WordPress
 * parsed:
 *
 * - routing, as WooCommerce registers it on `init`: the `product` post type
 *   with its archive at /shop/ and its `product_type` taxonomy
 *   (WC_Post_Types), and the account and checkout endpoints (WC_Query);
 * - the page's kind, which the stand-in's conditional tags (is_cart(),
 *   is_checkout(), …) answer from: its page ids (wc_get_page_id()), a page
 *   holding the cart or checkout block counting as that page (is_cart() and
 *   is_checkout() in wc-conditional-functions.php), the endpoint in the
 *   query, a product's type, and the cart's emptiness from the
 *   `woocommerce_items_in_cart` cookie WooCommerce sets while the cart holds
 *   something (WC_Cart_Session::set_cart_cookies());
 * - what WooCommerce's shortcodes and blocks enqueue as they render (the
 *   stand-in's `wp_tests_body`): fired with the first block the theme
 *   renders, which in a block theme is before `wp_head`.
 *
 * Follows: WooCommerce 9.x (includes/class-wc-post-types.php,
 * includes/class-wc-query.php, includes/wc-conditional-functions.php).
 *
 * @package WooCommerce_Gateway_Stripe_Frontend
 */

// phpcs:disable WordPress.NamingConventions.PrefixAllGlobals

defined( 'ABSPATH' ) || exit;

// Until WordPress has run the request's query: no page of WooCommerce's.
$GLOBALS['wp_tests_page'] = array( 'kind' => 'any other page' );

require WP_TESTS_STAND_INS . '/woocommerce.php';

add_action(
	'init',
	function () {
		register_post_type(
			'product',
			array(
				'public'      => true,
				'has_archive' => 'shop',
				'rewrite'     => array( 'slug' => 'product' ),
			)
		);
		register_taxonomy( 'product_type', 'product', array( 'public' => false ) );
		foreach ( array( 'order-pay', 'order-received', 'add-payment-method', 'edit-address' ) as $endpoint ) {
			add_rewrite_endpoint( $endpoint, EP_PAGES );
		}
	},
	5
);

// WC_Install: the rules are made anew with WooCommerce's endpoints.
register_activation_hook(
	__FILE__,
	function () {
		delete_option( 'rewrite_rules' );
	}
);

/** The kind of the page WordPress's main query found. */
function wp_tests_site_page_kind() {
	global $wp;
	$id       = (int) get_queried_object_id();
	$is_page  = function ( $name ) use ( $id ) {
		return $id && (int) get_option( "woocommerce_{$name}_page_id" ) === $id;
	};
	$has      = function ( $block ) use ( $id ) {
		return $id && is_singular() && has_block( $block, $id );
	};
	$endpoint = function ( $name ) use ( $wp ) {
		return isset( $wp->query_vars[ $name ] );
	};
	if ( is_singular( 'product' ) ) {
		return has_term( 'variable', 'product_type', $id ) ? 'variable product' : 'product';
	}
	if ( is_post_type_archive( 'product' ) ) {
		return 'shop';
	}
	if ( $is_page( 'cart' ) || $has( 'woocommerce/cart' ) ) {
		if ( $has( 'woocommerce/cart' ) ) {
			return 'block cart';
		}
		return empty( $_COOKIE['woocommerce_items_in_cart'] ) ? 'empty cart' : 'cart';
	}
	if ( $is_page( 'checkout' ) || $has( 'woocommerce/checkout' ) ) {
		if ( $endpoint( 'order-received' ) ) {
			return 'order received';
		}
		if ( $endpoint( 'order-pay' ) ) {
			// phpcs:ignore WordPress.Security.NonceVerification.Recommended
			return isset( $_GET['change_payment_method'] ) ? 'change payment method' : 'pay for order';
		}
		return $has( 'woocommerce/checkout' ) ? 'block checkout' : 'classic checkout';
	}
	if ( $is_page( 'myaccount' ) ) {
		if ( $endpoint( 'edit-address' ) ) {
			return 'edit address';
		}
		return $endpoint( 'add-payment-method' ) ? 'add payment method' : 'my account';
	}
	return 'any other page';
}

add_action(
	'wp',
	function () {
		$GLOBALS['wp_tests_page'] = array( 'kind' => wp_tests_site_page_kind() );
	}
);

add_filter(
	'render_block',
	function ( $content ) {
		if ( ! did_action( 'wp_tests_body' ) ) {
			do_action( 'wp_tests_body' );
		}
		return $content;
	}
);

/*
 * The Store API's GET /cart (WooCommerce's Routes/V1/Cart.php under
 * `wc/store/v1`), small: a Beanie while the cart cookie says the cart holds
 * something, an empty cart otherwise. Our plugin preloads it into the
 * classic cart and checkout (includes/preloaded-cart.php).
 */
add_action(
	'rest_api_init',
	function () {
		register_rest_route(
			'wc/store/v1',
			'/cart',
			array(
				'methods'             => 'GET',
				'permission_callback' => '__return_true',
				'callback'            => function () {
					$full = ! empty( $_COOKIE['woocommerce_items_in_cart'] );
					return rest_ensure_response(
						array(
							'items'          => $full ? array(
								array(
									'name'     => 'Beanie',
									'quantity' => 1,
									'totals'   => array( 'line_subtotal' => '1800' ),
								),
							) : array(),
							'needs_shipping' => $full,
							'totals'         => array(
								'currency_code'       => 'EUR',
								'currency_minor_unit' => 2,
								'total_price'         => $full ? '1800' : '0',
							),
						)
					);
				},
			)
		);
	}
);
