<?php
/**
 * Wallet buttons in the mini cart (issue 47), off until the store opts in.
 *
 * A store opts in with
 * `add_filter( 'wc_stripe_frontend_mini_cart_wallets', '__return_true' );`.
 * Neither the Stripe gateway nor WooCommerce offers wallets in the mini
 * cart. Where the filter says yes, and the store owner shows wallets on the
 * cart (the mini cart is a cart: the gateway's `cart` button location), on
 * a page with a mini cart (not the cart or checkout, where WooCommerce
 * hides it) this file:
 *
 * - prints the gateway's own express params, made for a cart, as
 *   `wc_stripe_mini_cart_params` with the page's script, with WordPress's
 *   REST nonce (`nonce.wp_rest`), which the buttons' Store API calls send
 *   for a logged-in shopper; the gateway prints its params only on the
 *   pages of its locations, and under its own name they would start the
 *   product page's buttons;
 * - enqueues Stripe.js (the gateway's `stripe` handle, deferred where this
 *   file registers it);
 * - prints an empty slot after the classic widget's buttons
 *   (`woocommerce_widget_shopping_cart_after_buttons`: the
 *   `woocommerce_widget_shopping_cart_buttons` hook prints inside a `<p>`,
 *   which a block element would split). The Mini-Cart block's drawer is
 *   drawn by WooCommerce's script; ours puts its slot in the drawer's footer.
 *
 * The buttons' code is a chunk our page script loads at the shopper's first
 * input (assets/js/pages/mini-cart.ts), never with the page.
 *
 * Read against woocommerce-gateway-stripe 8.8.0:
 * WC_Stripe::get_instance()->express_checkout_configuration (a
 * WC_Stripe_Express_Checkout_Element: javascript_params(), and its public
 * express_checkout_helper: should_show_ece_on_cart_page(),
 * allowed_items_in_cart()), and WooCommerce 10.0.2
 * templates/cart/mini-cart.php.
 *
 * @package WooCommerce_Gateway_Stripe_Frontend
 */

defined( 'ABSPATH' ) || exit;

/**
 * The gateway's express checkout element, or null when this gateway has
 * none.
 *
 * @return object|null
 */
function wc_stripe_frontend_express_element() {
	if ( ! class_exists( 'WC_Stripe' ) || ! method_exists( 'WC_Stripe', 'get_instance' ) ) {
		return null;
	}
	$element = isset( WC_Stripe::get_instance()->express_checkout_configuration )
		? WC_Stripe::get_instance()->express_checkout_configuration
		: null;
	return is_object( $element ) && method_exists( $element, 'javascript_params' ) && isset( $element->express_checkout_helper )
		? $element
		: null;
}

/**
 * Whether the mini cart shows wallet buttons on this page: the store opted
 * in, the gateway is available, the store owner shows wallets on the cart,
 * and the cart holds nothing the wallets cannot sell. Decided once a page.
 *
 * @return bool
 */
function wc_stripe_frontend_mini_cart_wallets_on() {
	static $on = null;
	if ( null !== $on ) {
		return $on;
	}
	$on      = false;
	$element = wc_stripe_frontend_express_element();
	/**
	 * Whether the mini cart (WooCommerce's classic widget and the Mini-Cart
	 * block's drawer) shows the Stripe gateway's wallet buttons.
	 *
	 * @param bool $show False by default.
	 */
	$opted_in = apply_filters( 'wc_stripe_frontend_mini_cart_wallets', false );
	if ( ! $opted_in || ! $element || ! function_exists( 'WC' ) ) {
		return $on;
	}
	$gateways = WC()->payment_gateways() ? WC()->payment_gateways()->get_available_payment_gateways() : array();
	$helper   = $element->express_checkout_helper;
	$on       = isset( $gateways['stripe'] )
		&& method_exists( $helper, 'should_show_ece_on_cart_page' ) && $helper->should_show_ece_on_cart_page()
		&& ( ! method_exists( $helper, 'allowed_items_in_cart' ) || $helper->allowed_items_in_cart() );
	return $on;
}

/**
 * Prints the buttons' settings with the page's script and enqueues
 * Stripe.js, on a page with a mini cart (after our page script is
 * enqueued, `wp_enqueue_scripts` 1000).
 */
function wc_stripe_frontend_mini_cart_wallets_scripts() {
	$handle = function_exists( 'wc_stripe_frontend_page_handle' ) ? wc_stripe_frontend_page_handle() : '';
	if ( ! $handle || is_cart() || is_checkout() || ! wc_stripe_frontend_mini_cart_wallets_on() ) {
		return;
	}
	$element = wc_stripe_frontend_express_element();
	/** This filter is documented in the gateway's class-wc-stripe-express-checkout-element.php. */
	$params = apply_filters( 'wc_stripe_express_checkout_params', $element->javascript_params() );
	if ( ! is_array( $params ) ) {
		return;
	}
	// A cart's buttons, whatever the page they are on.
	$params = array_merge(
		$params,
		array(
			'is_product_page'  => false,
			'is_cart_page'     => false,
			'is_checkout_page' => false,
			'is_pay_for_order' => false,
			'has_block'        => false,
			'product'          => false,
		)
	);

	$nonces            = isset( $params['nonce'] ) && is_array( $params['nonce'] ) ? $params['nonce'] : array();
	$nonces['wp_rest'] = wp_create_nonce( 'wp_rest' );
	$params['nonce']   = $nonces;
	wp_localize_script( $handle, 'wc_stripe_mini_cart_params', $params );
	if ( ! wp_script_is( 'stripe', 'registered' ) ) {
		wp_register_script(
			'stripe',
			'https://js.stripe.com/v3/',
			array(),
			'3.0',
			array(
				'in_footer' => true,
				'strategy'  => 'defer',
			)
		);
	}
	wp_enqueue_script( 'stripe' );
}

/**
 * The classic widget's slot, after its buttons: hidden until a wallet can
 * pay. Printed again with every cart fragment.
 */
function wc_stripe_frontend_mini_cart_wallets_slot() {
	if ( wc_stripe_frontend_mini_cart_wallets_on() ) {
		echo '<div class="wc-stripe-mini-cart-wallets" style="display:none"></div>';
	}
}

add_action( 'wp_enqueue_scripts', 'wc_stripe_frontend_mini_cart_wallets_scripts', 1001 );
add_action( 'woocommerce_widget_shopping_cart_after_buttons', 'wc_stripe_frontend_mini_cart_wallets_slot' );
