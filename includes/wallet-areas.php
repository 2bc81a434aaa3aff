<?php
/**
 * Where else wallet buttons show (issue 47): the mini cart, and the Cart
 * block's express area kept from the first paint.
 *
 * The mini cart's wallets are off until the store opts in, with
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
 *   for a logged-in shopper, and WooCommerce's Store API nonce where the
 *   gateway prints none (8.8.0); the gateway prints its params only on the
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
 * On a page with the Cart block where the gateway shows wallets, the head
 * gets the rule that keeps the express area's height while WooCommerce has
 * not drawn it (assets/js/blocks/express/cart-area-space.ts gives the
 * space back when no wallet can pay): from the first paint, where our
 * script, printed after the block, would come too late.
 *
 * Read against woocommerce-gateway-stripe 8.8.0:
 * WC_Stripe::get_instance()->express_checkout_configuration (a
 * WC_Stripe_Express_Checkout_Element: javascript_params(), and its public
 * express_checkout_helper: should_show_ece_on_cart_page(),
 * allowed_items_in_cart()), and WooCommerce 10.0.2
 * templates/cart/mini-cart.php and assets/client/blocks/cart.css.
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
	 * @since 0.1.0
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
	/**
	 * The gateway's filter of its express params, applied as the gateway
	 * applies it before printing them (class-wc-stripe-express-checkout-element.php).
	 *
	 * @since 8.8.0 (the Stripe gateway release read here; the hook may be older)
	 *
	 * @param array $params The express checkout's params.
	 */
	$params = apply_filters( 'wc_stripe_express_checkout_params', $element->javascript_params() ); // phpcs:ignore WordPress.NamingConventions.PrefixAllGlobals.NonPrefixedHooknameFound -- the gateway's hook, not ours.
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

	// The REST nonce, and, where the gateway prints none (8.8.0 pays
	// through wc-ajax; our buttons order through the Store API),
	// WooCommerce's Store API nonce.
	$nonces                 = isset( $params['nonce'] ) && is_array( $params['nonce'] ) ? $params['nonce'] : array();
	$nonces['wp_rest']      = wp_create_nonce( 'wp_rest' );
	$nonces['wc_store_api'] = empty( $nonces['wc_store_api'] ) ? wp_create_nonce( 'wc_store_api' ) : $nonces['wc_store_api'];
	$params['nonce']        = $nonces;
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

/**
 * The Cart block's express area, kept while it is empty: one button row
 * per wallet the gateway offers, 12 px between rows, the 16 px above a
 * filled area and the "Or" rule with its 16 px margins (WooCommerce 10.0.2
 * cart.css), over WooCommerce's
 * skeleton box. The same rule as cart-area-space.ts writes; printed in the
 * head where the gateway prints its express params on a Cart block page.
 */
function wc_stripe_frontend_cart_wallet_space() {
	$element = wc_stripe_frontend_express_element();
	if ( ! $element || ! function_exists( 'has_block' ) || ! has_block( 'woocommerce/cart' ) || ! wp_script_is( 'wc_stripe_express_checkout', 'enqueued' ) ) {
		return;
	}
	$params = $element->javascript_params();
	$stripe = isset( $params['stripe'] ) && is_array( $params['stripe'] ) ? $params['stripe'] : array();
	$rows   = ( empty( $stripe['is_express_checkout_enabled'] ) ? 0 : 2 )
		+ ( empty( $stripe['is_link_enabled'] ) ? 0 : 1 )
		+ ( empty( $stripe['is_amazon_pay_enabled'] ) ? 0 : 1 );
	$height = isset( $params['button']['height'] ) ? (int) $params['button']['height'] : 48;
	$height = min( 55, max( 40, $height ? $height : 48 ) );
	if ( ! $rows ) {
		return;
	}
	printf(
		'<style id="wc-stripe-cart-wallets-space">.wp-block-woocommerce-cart :is(.wp-block-woocommerce-cart-express-payment-block,.wc-block-cart__payment-options):empty{min-height:calc(%dpx + 1lh)!important}</style>' . "\n",
		(int) ( $rows * ( $height + 12 ) - 12 + 48 )
	);
}

add_action( 'wp_enqueue_scripts', 'wc_stripe_frontend_mini_cart_wallets_scripts', 1001 );
add_action( 'wp_head', 'wc_stripe_frontend_cart_wallet_space' );
add_action( 'woocommerce_widget_shopping_cart_after_buttons', 'wc_stripe_frontend_mini_cart_wallets_slot' );
