/**
 * WooCommerce's `get_refreshed_fragments` (with its `time` field), the mini
 * cart's background refresh. Nothing is shown when it fails, the page keeps
 * what it has, so it resolves to null then instead of a message, and needs
 * none of the transport (./quiet-json.ts).
 */
import type { CartFragmentsResponse } from './cart-ajax';
import { FORM_CONTENT_TYPE, pageFetch } from './page-fetch';
import { quietJson } from './quiet-json';
import { wcAjaxUrl } from './urls';

export async function requestRefreshedFragments(
	ajaxTemplate: string,
	/** The shop's own limit (`wc_cart_fragments_params.request_timeout`). */
	timeoutMs: number,
	fetchImpl: typeof fetch = pageFetch
): Promise< CartFragmentsResponse | null > {
	return quietJson< CartFragmentsResponse >( fetchImpl, {
		url: wcAjaxUrl( ajaxTemplate, 'get_refreshed_fragments' ),
		method: 'POST',
		headers: { 'Content-Type': FORM_CONTENT_TYPE },
		body: `time=${ Date.now() }`,
		timeoutMs,
	} );
}
