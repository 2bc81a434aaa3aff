/**
 * Where a successful checkout sends the shopper: the shop's redirect, which
 * may be a bare `#…` hash that a payment method handles on this page. Only
 * http(s) addresses and hashes are followed, never a `javascript:` URL.
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
