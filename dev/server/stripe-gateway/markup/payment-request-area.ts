/**
 * Where the legacy Payment Request Button draws (the gateway 8.8.0 with its
 * Express Checkout Element off): the hidden wrapper around the button's
 * box, and on the classic checkout the "— OR —" separator after it (the
 * legacy script shows both when a wallet can pay). No order attribution
 * inputs: the legacy markup has none.
 *
 * Before the wrapper, our plugin's box keeping the buttons' space (one
 * 48 px row per wallet the store turned on: Apple Pay and Google Pay, and
 * Link; with an invisible copy of the separator on the checkout), as
 * includes/payment-request.php prints it on a real store at the gateway's
 * own hooks.
 *
 * Follows: woocommerce-gateway-stripe 8.8.0
 * includes/payment-methods/class-wc-stripe-payment-request.php
 * display_payment_request_button_html(),
 * display_payment_request_button_separator_html();
 * includes/payment-request.php wc_stripe_frontend_payment_request_space().
 */
const SEPARATOR_STYLE = 'margin-top:1.5em;text-align:center;';

export function paymentRequestArea( {
	separator,
	reserve,
}: {
	separator: boolean;
	reserve: { rows: number; rowHeight: number };
} ): string {
	const kept = `<div class="wc-stripe-express-checkout-reserve" aria-hidden="true" style="clear:both"><div style="margin-top:1em;height:${
		reserve.rows * reserve.rowHeight
	}px"></div>${
		separator
			? `<p style="${ SEPARATOR_STYLE }visibility:hidden">&mdash; OR &mdash;</p>`
			: ''
	}</div>`;
	return `${ kept }<div id="wc-stripe-payment-request-wrapper" style="margin-top: 1em;clear:both;display:none;">
<div id="wc-stripe-payment-request-button">
<!-- A Stripe Element will be inserted here. -->
</div>
</div>${
		separator
			? `<p id="wc-stripe-payment-request-button-separator" style="${ SEPARATOR_STYLE }display:none;">&mdash; OR &mdash;</p>`
			: ''
	}`;
}
