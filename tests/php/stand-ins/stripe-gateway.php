<?php
/**
 * The Stripe gateway plugin, as far as the front end's scripts go, as its
 * PHP registers them (woocommerce-gateway-stripe 8.8 to 10.x):
 *
 * - `stripe`: https://js.stripe.com/v3/, version 3.0, in the footer;
 * - `wc-stripe-upe-classic` (WC_Stripe_UPE_Payment_Gateway::payment_scripts):
 *   build/upe-classic.js after `stripe` and `wc-checkout`, with
 *   `wc_stripe_upe_params`, on product, cart, checkout, pay for order and add
 *   payment method pages;
 * - `wc_stripe_express_checkout` (WC_Stripe_Express_Checkout_Element::scripts):
 *   build/express-checkout.js after `jquery` and `stripe`, with
 *   `wc_stripe_express_checkout_params`, where wallet buttons show (product,
 *   cart, checkout, pay for order; not a change of method), and
 *   `wcStripeExpressCheckoutPayForOrderParams` localized as the pay form
 *   renders (`before_woocommerce_pay_form`);
 * - `wc-stripe-blocks-integration` (WC_Stripe_Blocks_Support): build/upe-blocks.js
 *   after `stripe`, a payment method handle of the cart and checkout blocks.
 *
 * - `wc_stripe_payment_request` (WC_Stripe_Payment_Request::scripts, 8.8.0):
 *   assets/js/stripe-payment-request.min.js after `jquery` and `stripe`,
 *   with `wc_stripe_payment_request_params`, in place of
 *   `wc_stripe_express_checkout` where the gateway's Express Checkout
 *   Element is off (its default): `"express": "legacy"`.
 *
 * $GLOBALS['wp_tests_page']['wallets'] false: the store shows no wallet
 * buttons on that page.
 *
 * @package WooCommerce_Gateway_Stripe_Frontend
 */

// phpcs:disable WordPress.NamingConventions.PrefixAllGlobals

define( 'WC_STRIPE_VERSION', '9.5.0' );

function wp_tests_stripe_url( $path ) {
	return WP_PLUGIN_URL . '/woocommerce-gateway-stripe/' . $path;
}

function wp_tests_stripe_register_stripe_js() {
	wp_register_script( 'stripe', 'https://js.stripe.com/v3/', array(), '3.0', true );
}

/** WC_Stripe_UPE_Payment_Gateway::payment_scripts. */
function wp_tests_stripe_payment_scripts() {
	if ( ! is_product() && ! is_cart() && ! is_checkout() && ! is_add_payment_method_page() ) {
		return;
	}
	if ( wp_tests_kind_is( 'order received', 'block checkout', 'block cart' ) ) {
		return;
	}
	wp_tests_stripe_register_stripe_js();
	wp_register_script( 'wc-stripe-upe-classic', wp_tests_stripe_url( 'build/upe-classic.js' ), array( 'stripe', 'wc-checkout', 'wp-i18n' ), WC_STRIPE_VERSION, true );
	wp_set_script_translations( 'wc-stripe-upe-classic', 'woocommerce-gateway-stripe' );
	wp_localize_script(
		'wc-stripe-upe-classic',
		'wc_stripe_upe_params',
		array(
			'gatewayId'            => 'stripe',
			'key'                  => 'pk_test_123',
			'isCheckout'           => wp_tests_kind_is( 'classic checkout' ),
			'isOrderPay'           => wp_tests_kind_is( 'pay for order' ),
			'isChangingPayment'    => wp_tests_kind_is( 'change payment method' ),
			'paymentMethodsConfig' => array( 'card' => array( 'isReusable' => true ) ),
		)
	);
	wp_enqueue_script( 'wc-stripe-upe-classic' );
}
add_action( 'wp_enqueue_scripts', 'wp_tests_stripe_payment_scripts' );

/** WC_Stripe_Express_Checkout_Element::scripts. */
function wp_tests_stripe_express_checkout_scripts() {
	if ( ! wp_tests_page( 'wallets', true ) || ! wp_tests_kind_is( 'product', 'variable product', 'cart', 'classic checkout', 'pay for order' ) || 'legacy' === wp_tests_page( 'express' ) ) {
		return;
	}
	wp_tests_stripe_register_stripe_js();
	wp_register_script( 'wc_stripe_express_checkout', wp_tests_stripe_url( 'build/express-checkout.js' ), array( 'jquery', 'stripe', 'wp-i18n' ), WC_STRIPE_VERSION, true );
	wp_localize_script(
		'wc_stripe_express_checkout',
		'wc_stripe_express_checkout_params',
		array(
			'ajax_url'          => '/?wc-ajax=%%endpoint%%',
			'stripe'            => array(
				'publishable_key'             => 'pk_test_123',
				'is_express_checkout_enabled' => true,
			),
			'is_product_page'   => is_product(),
			'is_cart_page'      => is_cart(),
			'is_checkout_page'  => wp_tests_kind_is( 'classic checkout' ),
			'is_pay_for_order'  => wp_tests_kind_is( 'pay for order' ),
			'login_confirmation' => false,
		)
	);
	wp_enqueue_script( 'wc_stripe_express_checkout' );
}
add_action( 'wp_enqueue_scripts', 'wp_tests_stripe_express_checkout_scripts' );

/**
 * WC_Stripe_Payment_Request::scripts (8.8.0), the gateway's wallet script
 * with its Express Checkout Element off: its params as javascript_params()
 * prints them, but `product`, which is false off a product page.
 */
function wp_tests_stripe_payment_request_scripts() {
	if ( ! wp_tests_page( 'wallets', true ) || ! wp_tests_kind_is( 'product', 'variable product', 'cart', 'classic checkout', 'pay for order' ) || 'legacy' !== wp_tests_page( 'express' ) ) {
		return;
	}
	wp_tests_stripe_register_stripe_js();
	wp_register_script( 'wc_stripe_payment_request', wp_tests_stripe_url( 'assets/js/stripe-payment-request.min.js' ), array( 'jquery', 'stripe' ), WC_STRIPE_VERSION, true );
	wp_localize_script(
		'wc_stripe_payment_request',
		'wc_stripe_payment_request_params',
		array(
			'ajax_url'           => '/?wc-ajax=%%endpoint%%',
			'stripe'             => array(
				'key'                        => 'pk_test_123',
				'is_link_enabled'            => true,
				'is_payment_request_enabled' => true,
			),
			'nonce'              => array(
				'payment'  => 'abc',
				'checkout' => 'def',
			),
			'login_confirmation' => false,
			'is_product_page'    => is_product(),
			'product'            => false,
		)
	);
	wp_enqueue_script( 'wc_stripe_payment_request' );
}
add_action( 'wp_enqueue_scripts', 'wp_tests_stripe_payment_request_scripts' );

/** WC_Stripe_Express_Checkout_Element::localize_pay_for_order_page_scripts. */
function wp_tests_stripe_pay_for_order_data() {
	if ( ! wp_script_is( 'wc_stripe_express_checkout', 'registered' ) ) {
		return;
	}
	wp_localize_script(
		'wc_stripe_express_checkout',
		'wcStripeExpressCheckoutPayForOrderParams',
		array(
			'order'          => 123,
			'displayItems'   => array(
				array(
					'label'  => 'Subtotal',
					'amount' => 1800,
				),
			),
			'needs_shipping' => false,
			'total'          => array(
				'label'   => 'Dev Shop (via WooCommerce)',
				'amount'  => 1800,
				'pending' => true,
			),
		)
	);
}
add_action( 'before_woocommerce_pay_form', 'wp_tests_stripe_pay_for_order_data' );
add_action(
	'wp_tests_body',
	function () {
		if ( wp_tests_kind_is( 'pay for order' ) ) {
			do_action( 'before_woocommerce_pay_form' );
		}
	}
);

/** WC_Stripe_Blocks_Support::get_payment_method_script_handles. */
add_filter(
	'wp_tests_payment_method_script_handles',
	function ( $handles ) {
		wp_tests_stripe_register_stripe_js();
		wp_register_script( 'wc-stripe-blocks-integration', wp_tests_stripe_url( 'build/upe-blocks.js' ), array( 'stripe', 'react', 'wc-blocks-registry', 'wc-settings', 'wp-i18n' ), WC_STRIPE_VERSION, true );
		wp_set_script_translations( 'wc-stripe-blocks-integration', 'woocommerce-gateway-stripe' );
		$handles[] = 'wc-stripe-blocks-integration';
		return $handles;
	}
);
