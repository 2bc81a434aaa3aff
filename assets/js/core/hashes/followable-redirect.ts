/**
 * Where an answer from the shop or from Stripe may send the shopper: an
 * http(s) address (absolute, or relative to the page) or a bare `#…` hash
 * that a payment method handles on this page. Anything else, such as a
 * `javascript:` or `data:` URL a broken or hostile answer carries, is never
 * followed, on any surface: every redirect goes through here.
 */
export function followableRedirect(
	redirect: unknown,
	base: string = window.location.href
): string | null {
	if ( typeof redirect !== 'string' || redirect.trim() === '' ) {
		return null;
	}
	if ( redirect.startsWith( '#' ) ) {
		return redirect;
	}
	try {
		const url = new URL( redirect, base );
		return url.protocol === 'https:' || url.protocol === 'http:'
			? url.href
			: null;
	} catch {
		return null;
	}
}
