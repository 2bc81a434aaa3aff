<?php
/**
 * The gateway's wallet buttons in either of its configurations.
 *
 * The Stripe gateway 8.8.0 draws them with its Express Checkout Element
 * only behind a feature flag that is off by default
 * (WC_Stripe_Feature_Flags::is_stripe_ece_enabled(), option
 * `_wcstripe_feature_ece`, default 'no'). With it off, a store runs the
 * gateway's legacy Payment Request Button
 * (includes/payment-methods/class-wc-stripe-payment-request.php): the
 * `wc_stripe_payment_request` script with `wc_stripe_payment_request_params`,
 * a hidden `#wc-stripe-payment-request-wrapper` (and, on the checkout, its
 * separator) printed at three hooks, and wc-ajax actions of its own. Our
 * page script replaces either script and draws the buttons in either
 * container (docs/wallet-buttons.md).
 *
 * @package WooCommerce_Gateway_Stripe_Frontend
 */

defined( 'ABSPATH' ) || exit;

/**
 * Whether the gateway enqueued its wallet script on this page, in either
 * configuration: it does so only where its buttons show (the page kind,
 * the store owner's locations, the products in the cart), and prints their
 * settings with it.
 *
 * @return bool
 */
function wc_stripe_frontend_wallet_script_enqueued() {
	return wp_script_is( 'wc_stripe_express_checkout', 'enqueued' )
		|| wp_script_is( 'wc_stripe_payment_request', 'enqueued' );
}

/**
 * Keeps the legacy buttons' space free from the first paint, so they move
 * nothing when they appear: an empty `.wc-stripe-express-checkout-reserve`
 * box just before the gateway's hidden wrapper, one button row per wallet
 * the store turned on, and on the checkout an invisible copy of the
 * "— OR —" separator that follows the wrapper there, with its margins. Our
 * script removes the box in the frame the buttons (and the separator)
 * appear, or as soon as it knows none will (assets/js/express/visibility.ts).
 *
 * Hooked at the gateway's own hooks and priorities
 * (WC_Stripe_Payment_Request::init(), 8.8.0): our plugin's hooks are added
 * as it loads, the gateway's on `plugins_loaded`, so at the same priority
 * ours runs first, just before the wrapper.
 *
 * Printed only where the wrapper will be, asked as the gateway's
 * display_payment_request_button_html() asks (its callback is on this hook:
 * the Express Checkout Element is off; the `stripe` gateway is available;
 * should_show_payment_request_button()), on the pages whose script of ours
 * draws the buttons and replaces the gateway's (a store that keeps the
 * gateway's script through our filter gets no box of ours). A block theme
 * renders the page before `wp_head`, so this cannot wait for the scripts to
 * be enqueued; the page's handle, decided here first, is the same for these
 * kinds of page whenever it is asked.
 */
function wc_stripe_frontend_payment_request_space() {
	if ( ! class_exists( 'WC_Stripe_Payment_Request' ) || ! function_exists( 'WC' ) ) {
		return;
	}
	$gateway = WC_Stripe_Payment_Request::instance();
	if (
		! $gateway
		|| ! has_action( current_action(), array( $gateway, 'display_payment_request_button_html' ) )
		|| ! in_array( wc_stripe_frontend_page_kind(), array( 'product', 'variable product', 'cart', 'classic checkout' ), true )
		|| ! isset( wc_stripe_frontend_replaced_handles()['wc_stripe_payment_request'] )
	) {
		return;
	}
	$gateways = WC()->payment_gateways() ? WC()->payment_gateways()->get_available_payment_gateways() : array();
	$rows     = wc_stripe_frontend_payment_request_rows( $gateway );
	if ( ! isset( $gateways['stripe'] ) || ! $rows || ! $gateway->should_show_payment_request_button() ) {
		return;
	}
	// Our buttons draw at the store's height, within 40 to 55 px
	// (assets/js/core/settings/button-options.ts).
	$height    = min( 55, max( 40, (int) $gateway->get_button_height() ) );
	$separator = is_checkout() && in_array( 'checkout', (array) $gateway->get_button_locations(), true )
		? '<p style="margin-top:1.5em;text-align:center;visibility:hidden">&mdash; ' . esc_html__( 'OR', 'woocommerce-gateway-stripe' ) . ' &mdash;</p>'
		: '';
	printf(
		'<div class="wc-stripe-express-checkout-reserve" aria-hidden="true" style="clear:both"><div style="margin-top:1em;height:%dpx"></div>%s</div>',
		(int) ( $rows * $height ),
		$separator // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- built above from escaped text.
	);
}

/**
 * How many rows of buttons the legacy configuration may draw: Google Pay
 * and Apple Pay with the store's "Apple Pay / Google Pay" switch (a browser
 * has one of them, or neither), Link with Link on. Read as the gateway
 * reads them for its params (javascript_params(): `payment_request`,
 * WC_Stripe_UPE_Payment_Method_Link::is_link_enabled()).
 *
 * @param WC_Stripe_Payment_Request $gateway The gateway's payment request.
 * @return int
 */
function wc_stripe_frontend_payment_request_rows( $gateway ) {
	$settings = is_array( $gateway->stripe_settings ) ? $gateway->stripe_settings : array();
	$rows     = isset( $settings['payment_request'] ) && 'yes' === $settings['payment_request'] ? 2 : 0;
	if ( class_exists( 'WC_Stripe_UPE_Payment_Method_Link' ) && WC_Stripe_UPE_Payment_Method_Link::is_link_enabled() ) {
		++$rows;
	}
	return $rows;
}
