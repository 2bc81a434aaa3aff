/**
 * A page served from a cache carries another visitor's nonces. When the Store
 * API refuses one (or WordPress refuses the REST cookie nonce), the buttons
 * ask the gateway for this visitor's nonces and try once more, so the
 * shopper never sees the refusal.
 */
import type { ExpressApi } from '../api/express-api';

const NONCE_REFUSALS = [
	'woocommerce_rest_invalid_nonce',
	'woocommerce_rest_missing_nonce',
	'rest_cookie_invalid_nonce',
];

export const isNonceRefusal = ( result: { ok: boolean; code?: string } ) =>
	! result.ok && NONCE_REFUSALS.includes( result.code || '' );

export async function withFreshNonce<
	R extends { ok: boolean; code?: string },
>(
	api: Pick< ExpressApi, 'refreshNonces' >,
	attempt: () => Promise< R >
): Promise< R > {
	const first = await attempt();
	return isNonceRefusal( first ) && ( await api.refreshNonces() )
		? attempt()
		: first;
}
