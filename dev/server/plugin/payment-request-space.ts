/**
 * Our plugin's box keeping the legacy Payment Request Button's space (the
 * gateway 8.8.0 with its Express Checkout Element off): one 48 px row per
 * wallet the store turned on (Apple Pay and Google Pay, and Link), and on
 * the classic checkout an invisible copy of the "— OR —" separator that
 * follows the gateway's wrapper there. Hooked at the gateway's hooks and
 * priorities (after the add-to-cart form 1, "Proceed to checkout" 25, the
 * checkout's customer details 1); the gateway adds its own on
 * `plugins_loaded`, so ours runs first, just before its wrapper. Printed
 * where the gateway prints the wrapper: the element off, the store owner
 * showing wallets there.
 *
 * Follows: woocommerce-gateway-stripe-frontend (this project's plugin)
 * includes/payment-request.php wc_stripe_frontend_payment_request_space()
 * and its add_action() lines in woocommerce-gateway-stripe-frontend.php.
 */
import type { DevSettings } from '../dev-shop/settings';
import { addAction } from '../wordpress/hooks';
import {
	BUTTON_HEIGHT,
	walletsOn,
} from '../stripe-gateway/page-data/express-wallets';

/** Apple Pay and Google Pay, and Link. */
const ROWS = 3;

function space(
	settings: DevSettings,
	location: 'product' | 'cart' | 'checkout'
): string {
	if (
		settings.expressCheckoutElement ||
		! walletsOn( settings, location )
	) {
		return '';
	}
	const separator =
		location === 'checkout'
			? '<p style="margin-top:1.5em;text-align:center;visibility:hidden">&mdash; OR &mdash;</p>'
			: '';
	return `<div class="wc-stripe-express-checkout-reserve" aria-hidden="true" style="clear:both"><div style="margin-top:1em;height:${
		ROWS * BUTTON_HEIGHT
	}px"></div>${ separator }</div>`;
}

export function hookPaymentRequestSpace(): void {
	addAction(
		'woocommerce_after_add_to_cart_form',
		( ctx ) => space( ctx.state.settings, 'product' ),
		1
	);
	addAction(
		'woocommerce_proceed_to_checkout',
		( state ) => space( state.settings, 'cart' ),
		25
	);
	addAction(
		'woocommerce_checkout_before_customer_details',
		( ctx ) => space( ctx.state.settings, 'checkout' ),
		1
	);
}
