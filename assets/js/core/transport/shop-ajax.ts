/**
 * WooCommerce's classic checkout wc-ajax calls: the order review update, the
 * checkout post with its JSON repair, and the coupons (the same calls as the
 * cart page's, in cart-ajax.ts).
 *
 * The checkout's own calls tell a network failure (its message) from an
 * answer the shop could not give (an HTTP error, a page that is not JSON):
 * those come back with an empty message, and the checkout shows the shop's
 * configured `i18n_checkout_error` instead.
 */
import { failureOf } from './api-result';
import { repairCheckoutJson } from './checkout-json';
import type { CheckoutResult } from './checkout-json';
import { wcAjaxUrl } from './urls';
import { createCartAjax } from './cart-ajax';
import type { ApiResult, FormValue, Transport, TransportResult } from './types';

export type { CartFragmentsResponse } from './cart-ajax';

export interface OrderReviewResponse {
	result: 'success' | 'failure';
	reload?: boolean;
	fragments?: Record< string, string >;
	messages?: string;
}

function checkoutFailure(
	result: Extract< TransportResult< unknown >, { ok: false } >
): { ok: false; message: string } {
	return result.error.kind === 'network'
		? failureOf( result )
		: { ok: false, message: '' };
}

export type ShopAjax = ReturnType< typeof createShopAjax >;

export function createShopAjax(
	config: { ajaxUrl: string },
	transport: Transport
) {
	const url = ( action: string ) => wcAjaxUrl( config.ajaxUrl, action );
	const { applyCoupon, removeCoupon } = createCartAjax( config, transport );
	return {
		applyCoupon,
		removeCoupon,
		async updateOrderReview(
			postData: Record< string, FormValue >,
			signal?: AbortSignal
		): Promise< ApiResult< OrderReviewResponse > > {
			const result = await transport.request< OrderReviewResponse >( {
				url: url( 'update_order_review' ),
				form: postData,
				signal,
			} );
			if ( ! result.ok ) {
				return checkoutFailure( result );
			}
			return result.data && typeof result.data === 'object'
				? { ok: true, data: result.data }
				: { ok: false, message: '' };
		},
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
				return checkoutFailure( result );
			}
			const parsed = repairCheckoutJson( result.data );
			return parsed
				? { ok: true, data: parsed }
				: { ok: false, message: '' };
		},
	};
}
