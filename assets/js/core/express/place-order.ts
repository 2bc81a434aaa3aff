/**
 * Creating the express order: the gateway normalises the sheet's addresses
 * (state names to codes, regions it knows), then the Store API creates the
 * order with the express headers, or pays the page's existing order with its
 * key, billing email and its own shipping address. A refused nonce (a page
 * served from a cache) is renewed and the order tried once more.
 */
import type { ExpressApi } from '../api/express-api';
import type { StoreApi } from '../api/store-api';
import { isRecord } from '../settings/fields';
import type { PayForOrderData } from '../settings/types';
import type { FormValue } from '../transport/types';
import type { ExpressOrderPayload } from './order-payload';
import { orderOutcome } from './order-result';
import { withFreshNonce } from './fresh-nonce';
import type { OrderOutcome } from './order-result';

export interface PlaceOrderDeps {
	api: Pick< ExpressApi, 'normalizeAddress' | 'nonces' | 'refreshNonces' >;
	/** A Store API client sending this nonce. */
	storeApi: ( nonce: string ) => Pick< StoreApi, 'checkout' | 'payForOrder' >;
	payForOrder: PayForOrderData | null;
}

async function normalized(
	payload: ExpressOrderPayload,
	api: PlaceOrderDeps[ 'api' ]
): Promise< ExpressOrderPayload > {
	const answer = await api.normalizeAddress(
		payload.billing_address,
		payload.shipping_address as Record< string, FormValue >
	);
	if ( ! answer.ok || ! isRecord( answer.data ) ) {
		// The order can still go through with the addresses as given.
		return payload;
	}
	const { billing_address: billing, shipping_address: shipping } =
		answer.data;
	return {
		...payload,
		billing_address: {
			...payload.billing_address,
			...( isRecord( billing ) ? billing : {} ),
		} as Record< string, string >,
		shipping_address: {
			...payload.shipping_address,
			...( isRecord( shipping ) ? shipping : {} ),
		},
	};
}

export async function placeExpressOrder(
	payload: ExpressOrderPayload,
	deps: PlaceOrderDeps
): Promise< OrderOutcome > {
	const body = await normalized( payload, deps.api );
	const order = deps.payForOrder;
	const attempt = () => {
		const nonces = deps.api.nonces();
		const store = deps.storeApi( nonces.wcStoreApi );
		return order
			? store.payForOrder(
					order.orderId,
					{ key: order.orderKey, billing_email: order.billingEmail },
					{ ...body, shipping_address: order.shippingAddress }
				)
			: store.checkout( body, {
					nonce: nonces.wcStoreApiExpressCheckout,
				} );
	};
	return orderOutcome( await withFreshNonce( deps.api, attempt ) );
}
