/**
 * What WooCommerce prints with its tokenization form script whenever a
 * gateway shows saved methods on a checkout page (the Stripe gateway's
 * payment_fields() calls it on checkout, pay for order and the change of a
 * subscription's method): `wc_tokenization_form_params`, through
 * wp_localize_script(), so `"1"` or `""`.
 *
 * Follows: woocommerce includes/abstracts/abstract-wc-payment-gateway.php
 * tokenization_script() (handle `woocommerce-tokenization-form`).
 */
import type { Context } from '../../context';

export function tokenizationFormParams( ctx: Context ) {
	return {
		wc_tokenization_form_params: {
			// WC_Checkout::is_registration_required(): no guest checkout.
			is_registration_required: ! ctx.state.settings.guestCheckout,
			is_logged_in: ctx.session.customerId > 0,
		},
	};
}
