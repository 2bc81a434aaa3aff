/**
 * A call whose failure shows nothing (the mini cart's background refresh):
 * its JSON answer, or null when it failed in any way (network, time limit,
 * HTTP status, a body that is not JSON). The clock runs over the whole
 * answer, body included.
 *
 * Apart from ./send.ts, which tells a timeout, an abort and other failures
 * apart for the messages the shopper reads: the mini cart's refresh runs as
 * most storefront pages open, and needs none of that, while the calls that
 * show messages load once the shopper acts. (Fetching this way instead of
 * through send() keeps about 130 B gzip off the opening script of the shop
 * and the product pages, measured 2026-11-29.)
 */
export interface QuietRequest {
	url: string;
	method: string;
	headers: Record< string, string >;
	body?: string;
	timeoutMs: number;
}

export async function quietJson< T >(
	fetchImpl: typeof fetch,
	req: QuietRequest
): Promise< T | null > {
	const controller = new AbortController();
	// Cleared in `finally`.
	// eslint-disable-next-line @wordpress/no-unused-vars-before-return
	const timer = setTimeout( () => controller.abort(), req.timeoutMs );
	try {
		const response = await fetchImpl( req.url, {
			method: req.method,
			credentials: 'same-origin',
			headers: req.headers,
			body: req.body,
			signal: controller.signal,
		} );
		return response.ok
			? ( JSON.parse( await response.text() ) as T )
			: null;
	} catch {
		return null;
	} finally {
		clearTimeout( timer );
	}
}
