/**
 * Where the legacy Payment Request Button draws (the gateway 8.8.0 with its
 * Express Checkout Element off): the hidden wrapper around the button's
 * box, and on the classic checkout the "— OR —" separator after it (the
 * legacy script shows both when a wallet can pay). No order attribution
 * inputs: the legacy markup has none.
 *
 * Just before it, at the same hooks, our plugin prints the box keeping the
 * buttons' space (plugin/payment-request-space.ts).
 *
 * Follows: woocommerce-gateway-stripe 8.8.0
 * includes/payment-methods/class-wc-stripe-payment-request.php
 * display_payment_request_button_html(),
 * display_payment_request_button_separator_html().
 */
const SEPARATOR_STYLE = 'margin-top:1.5em;text-align:center;';

export function paymentRequestArea( {
	separator,
}: {
	separator: boolean;
} ): string {
	// The template's tabs and newlines as PHP prints them: the newline just
	// after each `?>` is eaten, the tabs before each `<?php` are not.
	return `\t\t<div id="wc-stripe-payment-request-wrapper" style="margin-top: 1em;clear:both;display:none;">
\t\t\t<div id="wc-stripe-payment-request-button">
\t\t\t\t\t\t\t\t<!-- A Stripe Element will be inserted here. -->
\t\t\t</div>
\t\t</div>
\t\t${
		separator
			? `\t\t<p id="wc-stripe-payment-request-button-separator" style="${ SEPARATOR_STYLE }display:none;">&mdash; OR &mdash;</p>\n\t\t`
			: ''
	}`;
}
