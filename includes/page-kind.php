<?php
/**
 * Which kind of page this request renders: a key of build/page-handles.json.
 *
 * @package WooCommerce_Gateway_Stripe_Frontend
 */

defined( 'ABSPATH' ) || exit;

/**
 * The kind of the current page, from WooCommerce's conditional tags.
 *
 * The endpoints come first: order pay, order received and add payment method
 * are endpoints of the checkout and account pages. The cart block is a kind
 * of its own: WooCommerce Blocks makes the cart block's script depend on the
 * gateway's block integration, which this plugin points at the block
 * checkout's script, so a cart block page loads that one script of ours.
 *
 * @return string The kind; 'block cart' or a key of the page map.
 */
function wc_stripe_frontend_page_kind() {
	if ( is_wc_endpoint_url( 'order-received' ) ) {
		return 'order received';
	}
	if ( is_wc_endpoint_url( 'order-pay' ) ) {
		// A subscription's change of method is an order pay URL with this
		// argument (WooCommerce Subscriptions); only its presence is read.
		// phpcs:ignore WordPress.Security.NonceVerification.Recommended
		return isset( $_GET['change_payment_method'] ) ? 'change payment method' : 'pay for order';
	}
	if ( is_wc_endpoint_url( 'add-payment-method' ) ) {
		return 'add payment method';
	}
	if ( is_wc_endpoint_url( 'edit-address' ) ) {
		return 'edit address';
	}
	// A page holding the Checkout or Cart block is one, whether or not it
	// is the store's checkout or cart page: WooCommerce 10.0.2's is_cart()
	// and is_checkout() hold on the store's pages and on pages holding the
	// shortcodes (CartCheckoutUtils::is_page_type()), not on other pages
	// holding the blocks, whose scripts still load ours.
	if ( is_checkout() || ( is_singular() && has_block( 'woocommerce/checkout' ) ) ) {
		return has_block( 'woocommerce/checkout' ) ? 'block checkout' : 'classic checkout';
	}
	if ( is_cart() || ( is_singular() && has_block( 'woocommerce/cart' ) ) ) {
		if ( has_block( 'woocommerce/cart' ) ) {
			return 'block cart';
		}
		$cart = WC()->cart;
		return ( $cart && $cart->is_empty() ) ? 'empty cart' : 'cart';
	}
	if ( is_product() ) {
		$product = wc_get_product( get_queried_object_id() );
		return ( $product && $product->is_type( 'variable' ) ) ? 'variable product' : 'product';
	}
	if ( is_shop() || is_product_taxonomy() ) {
		return 'shop';
	}
	if ( is_account_page() ) {
		return 'my account';
	}
	return 'any other page';
}
