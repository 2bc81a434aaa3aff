/**
 * WooCommerce's classic wc-ajax calls.
 * Coupon answers are notice HTML from the shop; callers insert them the way
 * WooCommerce does, never build markup from our own strings.
 */
import { failureOf, toApiResult } from './api-result';
import { repairCheckoutJson } from './checkout-json';
import type { CheckoutResult } from './checkout-json';
import { wcAjaxUrl } from './urls';
import type { ApiResult, FormValue, Transport, TransportResult } from './types';

export interface CartFragmentsResponse {
	error?: boolean;
	product_url?: string;
	fragments?: Record< string, string >;
	cart_hash?: string;
	success?: boolean;
}

export interface OrderReviewResponse {
	result: 'success' | 'failure';
	reload?: boolean;
	fragments?: Record< string, string >;
	messages?: string;
}

const ERROR_CLASS = /class="[^"]*\b(woocommerce-error|is-error)\b/;

/**
 * The checkout's own calls tell a network failure (its message) from an
 * answer the shop could not give (an HTTP error, a page that is not JSON):
 * those come back with an empty message, and the checkout shows the shop's
 * configured `i18n_checkout_error` instead.
 */
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
	const post = async < T >(
		action: string,
		form: Record< string, FormValue >
	): Promise< ApiResult< T > > =>
		toApiResult(
			await transport.request< T >( { url: url( action ), form } )
		);
	const html = async (
		action: string,
		form: Record< string, FormValue >
	): Promise< ApiResult< { html: string; isError: boolean } > > => {
		const result = await transport.request< string >( {
			url: url( action ),
			form,
			parse: 'text',
		} );
		if ( ! result.ok ) {
			return failureOf( result );
		}
		return {
			ok: true,
			data: {
				html: result.data,
				isError: ERROR_CLASS.test( result.data ),
			},
		};
	};
	return {
		addToCart: ( buttonData: Record< string, FormValue > ) =>
			post< CartFragmentsResponse >( 'add_to_cart', buttonData ),
		removeFromCart: ( cartItemKey: string ) =>
			post< CartFragmentsResponse >( 'remove_from_cart', {
				cart_item_key: cartItemKey,
			} ),
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
		applyCoupon: ( form: {
			security: string;
			coupon_code: string;
			billing_email?: string;
		} ) => html( 'apply_coupon', form ),
		removeCoupon: ( form: { security: string; coupon: string } ) =>
			html( 'remove_coupon', form ),
	};
}
