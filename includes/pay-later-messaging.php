<?php
/**
 * Stripe's pay-later message (its Payment Method Messaging Element): the
 * box our scripts draw it in, printed where the message goes.
 *
 * - On a product page after the price (`woocommerce_single_product_summary`,
 *   15: the price is 10, the excerpt 20; a block theme's single-product
 *   template runs this hook before its excerpt block, WooCommerce 10.0.2
 *   SingleProductTemplateCompatibility);
 * - on the classic cart before the wallet buttons and "Proceed to checkout"
 *   (`woocommerce_proceed_to_checkout`, 5: the gateway's buttons are 10,
 *   WooCommerce's button 20), in the totals WooCommerce draws again when
 *   the cart changes;
 * - on the classic checkout after the order total
 *   (`woocommerce_review_order_after_order_total`), in the order review
 *   WooCommerce draws again when the checkout changes.
 *
 * The box is `div.wc-stripe-pay-later`, one line (24 px) high per pay-later
 * method the gateway offers (Klarna, Afterpay / Clearpay, Affirm, of those
 * enabled at checkout for the store's currency and Stripe account), so the
 * message draws into space kept from the first paint. It carries the
 * amount in Stripe's units (`data-amount`, the gateway's
 * get_stripe_amount()), on a variable product each variation's
 * (`data-variations`), and on the cart and checkout the customer's billing
 * country (`data-country`): WooCommerce keeps those pages out of page
 * caches, a product page's script reads the country from the Store API.
 * No box, and so no message and none of its code, where the store switched
 * it off with the `wc_stripe_frontend_pay_later_messaging` filter or no
 * pay-later method is offered.
 *
 * @package WooCommerce_Gateway_Stripe_Frontend
 */

defined( 'ABSPATH' ) || exit;

/** One line of the message, in pixels. */
define( 'WC_STRIPE_FRONTEND_PAY_LATER_LINE_PX', 24 );

/**
 * Hooks the box where the message goes (on `woocommerce_init`, once
 * WooCommerce's hooks exist).
 */
function wc_stripe_frontend_add_pay_later_hooks() {
	add_action( 'woocommerce_single_product_summary', 'wc_stripe_frontend_pay_later_product', 15 );
	add_action( 'woocommerce_proceed_to_checkout', 'wc_stripe_frontend_pay_later_cart', 5 );
	add_action( 'woocommerce_review_order_after_order_total', 'wc_stripe_frontend_pay_later_checkout' );
}

/**
 * The pay-later methods the gateway offers here: its methods enabled at
 * checkout (those serving the store's currency and Stripe account), from
 * the gateway's own list; none while the gateway is off.
 *
 * @return string[]
 */
function wc_stripe_frontend_pay_later_methods() {
	/**
	 * Whether Stripe's pay-later message shows on the product page, the
	 * classic cart and the classic checkout (default true).
	 *
	 * @since 0.1.0
	 * @param bool $show False switches the message off everywhere.
	 */
	if ( ! apply_filters( 'wc_stripe_frontend_pay_later_messaging', true ) || ! function_exists( 'WC' ) || ! WC()->payment_gateways() ) {
		return array();
	}
	$gateways = WC()->payment_gateways()->payment_gateways();
	$gateway  = isset( $gateways['stripe'] ) ? $gateways['stripe'] : null;
	if ( ! $gateway || 'yes' !== $gateway->enabled || ! method_exists( $gateway, 'get_upe_enabled_at_checkout_payment_method_ids' ) ) {
		return array();
	}
	return array_values(
		array_intersect(
			array( 'klarna', 'afterpay_clearpay', 'affirm' ),
			(array) $gateway->get_upe_enabled_at_checkout_payment_method_ids()
		)
	);
}

/**
 * An amount of the store's currency in Stripe's units, as the gateway
 * charges it.
 *
 * @param float|string $amount In the store's currency.
 * @return int
 */
function wc_stripe_frontend_stripe_amount( $amount ) {
	if ( class_exists( 'WC_Stripe_Helper' ) ) {
		return (int) WC_Stripe_Helper::get_stripe_amount( $amount, strtolower( get_woocommerce_currency() ) );
	}
	return (int) round( (float) $amount * 100 );
}

/**
 * The box, or '' where no message shows.
 *
 * @param array $data `amount` (Stripe's units), and `variations` (id =>
 *                    Stripe's units) or `country`.
 * @return string
 */
function wc_stripe_frontend_pay_later_box( $data ) {
	$lines = count( wc_stripe_frontend_pay_later_methods() );
	if ( ! $lines ) {
		return '';
	}
	$attributes = ' data-amount="' . esc_attr( (string) absint( $data['amount'] ) ) . '"';
	if ( isset( $data['variations'] ) ) {
		$attributes .= ' data-variations="' . esc_attr( wp_json_encode( (object) $data['variations'] ) ) . '"';
	}
	if ( isset( $data['country'] ) ) {
		$attributes .= ' data-country="' . esc_attr( $data['country'] ) . '"';
	}
	return '<div class="wc-stripe-pay-later"' . $attributes . ' style="min-height:' . esc_attr( (string) ( $lines * WC_STRIPE_FRONTEND_PAY_LATER_LINE_PX ) ) . 'px"></div>';
}

/**
 * WooCommerce's customer's billing country (where a new customer starts:
 * the store's default customer location).
 *
 * @return string
 */
function wc_stripe_frontend_customer_country() {
	$country = WC()->customer ? WC()->customer->get_billing_country() : '';
	if ( ! $country ) {
		$location = wc_get_customer_default_location();
		$country  = isset( $location['country'] ) ? $location['country'] : '';
	}
	return (string) $country;
}

/** After the product's price: its price, and each variation's. */
function wc_stripe_frontend_pay_later_product() {
	global $product;
	if ( ! $product instanceof WC_Product ) {
		return;
	}
	$data = array( 'amount' => wc_stripe_frontend_stripe_amount( wc_get_price_to_display( $product ) ) );
	if ( $product->is_type( 'variable' ) ) {
		$data['variations'] = array();
		foreach ( $product->get_available_variations() as $variation ) {
			$data['variations'][ $variation['variation_id'] ] = wc_stripe_frontend_stripe_amount( $variation['display_price'] );
		}
	}
	echo wc_stripe_frontend_pay_later_box( $data ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped where built.
}

/** The cart's total, before the cart's wallet buttons. */
function wc_stripe_frontend_pay_later_cart() {
	if ( ! WC()->cart ) {
		return;
	}
	echo wc_stripe_frontend_pay_later_box( // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped where built.
		array(
			'amount'  => wc_stripe_frontend_stripe_amount( WC()->cart->get_total( 'edit' ) ),
			'country' => wc_stripe_frontend_customer_country(),
		)
	);
}

/** The order's total, in a row of the order review after it. */
function wc_stripe_frontend_pay_later_checkout() {
	if ( ! WC()->cart ) {
		return;
	}
	$box = wc_stripe_frontend_pay_later_box(
		array(
			'amount'  => wc_stripe_frontend_stripe_amount( WC()->cart->get_total( 'edit' ) ),
			'country' => wc_stripe_frontend_customer_country(),
		)
	);
	if ( $box ) {
		echo '<tr class="wc-stripe-pay-later-row"><td colspan="2">' . $box . '</td></tr>'; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped where built.
	}
}
