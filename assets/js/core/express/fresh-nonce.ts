/**
 * A page served from a cache carries another visitor's nonces. When the Store
 * API refuses one, the buttons ask the gateway for this visitor's nonces and
 * try once more, so the shopper never sees the refusal.
 */
import type { ExpressApi } from '../api/express-api';

const NONCE_REFUSALS = [
	'woocommerce_rest_invalid_nonce',
	'woocommerce_rest_missing_nonce',
];

export async function withFreshNonce<
	R extends { ok: boolean; code?: string },
>(
	api: Pick< ExpressApi, 'refreshNonces' >,
	attempt: () => Promise< R >
): Promise< R > {
	const first = await attempt();
	return ! first.ok &&
		NONCE_REFUSALS.includes( first.code || '' ) &&
		( await api.refreshNonces() )
		? attempt()
		: first;
}
