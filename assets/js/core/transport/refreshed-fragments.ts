/**
 * WooCommerce's `get_refreshed_fragments` (with its `time` field), the mini
 * cart's background refresh. Nothing is shown when it fails, the page keeps
 * what it has, so any failure (an error status, a network error, an answer
 * that is not JSON, no answer within the shop's limit) resolves to null
 * instead of a message: it needs none of the transport (./send.ts).
 */
import type { CartFragmentsResponse } from './cart-ajax';
import { FORM_CONTENT_TYPE, pageFetch } from './page-fetch';
import { wcAjaxUrl } from './urls';

export async function requestRefreshedFragments(
	ajaxTemplate: string,
	/** The shop's own limit (`wc_cart_fragments_params.request_timeout`). */
	timeoutMs: number,
	fetchImpl: typeof fetch = pageFetch
): Promise< CartFragmentsResponse | null > {
	const controller = new AbortController();
	// Cleared in `finally`.
	// eslint-disable-next-line @wordpress/no-unused-vars-before-return
	const timer = setTimeout( () => controller.abort(), timeoutMs );
	try {
		const response = await fetchImpl(
			wcAjaxUrl( ajaxTemplate, 'get_refreshed_fragments' ),
			{
				method: 'POST',
				credentials: 'same-origin',
				headers: { 'Content-Type': FORM_CONTENT_TYPE },
				body: `time=${ Date.now() }`,
				signal: controller.signal,
			}
		);
		return response.ok ? JSON.parse( await response.text() ) : null;
	} catch {
		return null;
	} finally {
		clearTimeout( timer );
	}
}
