/**
 * The gateway prints its wallet settings only on pages where wallet buttons
 * show, before the page's script: `wc_stripe_express_checkout_params` (its
 * Express Checkout Element) or `wc_stripe_payment_request_params` (its
 * legacy Payment Request Button, with the element off). A page script loads
 * the buttons' code only then, so a page without buttons fetches none of it.
 * Read when the script runs, never at import.
 */
export function walletsOnPage(): boolean {
	return (
		typeof window !== 'undefined' &&
		( 'wc_stripe_express_checkout_params' in window ||
			'wc_stripe_payment_request_params' in window )
	);
}
