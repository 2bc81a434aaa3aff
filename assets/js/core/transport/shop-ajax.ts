/**
 * WooCommerce's classic wc-ajax calls: the cart's (cart-ajax.ts) and the
 * checkout's (order review, the checkout post with its JSON repair).
 */
import { failureOf, toApiResult } from './api-result';
import { repairCheckoutJson } from './checkout-json';
import type { CheckoutResult } from './checkout-json';
import { wcAjaxUrl } from './urls';
import { createCartAjax } from './cart-ajax';
import type { ApiResult, FormValue, Transport } from './types';

export type { CartFragmentsResponse } from './cart-ajax';

export interface OrderReviewResponse {
	result: 'success' | 'failure';
	reload?: boolean;
	fragments?: Record< string, string >;
	messages?: string;
}

export type ShopAjax = ReturnType< typeof createShopAjax >;

export function createShopAjax(
	config: { ajaxUrl: string },
	transport: Transport
) {
	const url = ( action: string ) => wcAjaxUrl( config.ajaxUrl, action );
	return {
		...createCartAjax( config, transport ),
		updateOrderReview: (
			postData: Record< string, FormValue >,
			signal?: AbortSignal
		) =>
			transport
				.request< OrderReviewResponse >( {
					url: url( 'update_order_review' ),
					form: postData,
					signal,
				} )
				.then( toApiResult ),
		/** The checkout post; PHP notices around the JSON are repaired. */
		async checkout(
			checkoutUrl: string,
			form: Record< string, FormValue >
		): Promise< ApiResult< CheckoutResult > > {
			const result = await transport.request< string >( {
				url: checkoutUrl,
				form,
				parse: 'text',
			} );
			if ( ! result.ok ) {
				return failureOf( result );
			}
			const parsed = repairCheckoutJson( result.data );
			return parsed
				? { ok: true, data: parsed }
				: { ok: false, message: '' };
		},
	};
}
