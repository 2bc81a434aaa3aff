/**
 * The bottom layer of the one transport: a single fetch with a time limit
 * that tells a timeout, an abort and any other network failure apart. It
 * shows the shopper nothing: `createTransport` adds parsing and messages on
 * top of it. Background calls that show nothing on failure (the mini cart's
 * refresh) need none of this telling apart: ./refreshed-fragments.ts.
 */
import type { NetworkFailure } from '../messages/network';
import { FORM_CONTENT_TYPE, pageFetch } from './page-fetch';

export interface SendRequest {
	url: string;
	method: string;
	headers: Record< string, string >;
	body?: string;
	timeoutMs: number;
	/** The caller's own abort. */
	signal?: AbortSignal;
	credentials?: 'omit' | 'same-origin';
}

export type Sent =
	| { ok: true; response: Response; text: string }
	| { ok: false; failure: NetworkFailure };

export { FORM_CONTENT_TYPE, pageFetch };

export async function send(
	fetchImpl: typeof fetch,
	req: SendRequest
): Promise< Sent > {
	const controller = new AbortController();
	let timedOut = false;
	// The clock runs over the whole answer, body included, and is cleared
	// in `finally`.
	// eslint-disable-next-line @wordpress/no-unused-vars-before-return
	const timer = setTimeout( () => {
		timedOut = true;
		controller.abort();
	}, req.timeoutMs );
	const onCallerAbort = () => controller.abort();
	req.signal?.addEventListener( 'abort', onCallerAbort );
	if ( req.signal?.aborted ) {
		controller.abort();
	}
	try {
		const response = await fetchImpl( req.url, {
			method: req.method,
			credentials: req.credentials || 'same-origin',
			headers: req.headers,
			body: req.body,
			signal: controller.signal,
		} );
		return { ok: true, response, text: await response.text() };
	} catch {
		let failure: NetworkFailure = 'other';
		if ( timedOut ) {
			failure = 'timeout';
		} else if ( controller.signal.aborted ) {
			failure = 'abort';
		}
		return { ok: false, failure };
	} finally {
		clearTimeout( timer );
		req.signal?.removeEventListener( 'abort', onCallerAbort );
	}
}
