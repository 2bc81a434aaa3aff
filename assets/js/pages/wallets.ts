/**
 * The gateway prints its wallet settings (`wc_stripe_express_checkout_params`)
 * only on pages where wallet buttons show, before the page's script. A page
 * script loads the buttons' code only then, so a page without buttons
 * fetches none of it. Read when the script runs, never at import.
 */
export function walletsOnPage(): boolean {
	return (
		typeof window !== 'undefined' &&
		'wc_stripe_express_checkout_params' in window
	);
}
