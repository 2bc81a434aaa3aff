/**
 * WooCommerce's Store API: every call sends the `Nonce` header
 * and keeps the fresh one each answer carries (WooCommerce rotates it).
 * Checkout answers carry `payment_result` even with a 4xx status; those are
 * results, not transport errors.
 */
import { messageFromBody } from '../transport/error-message';
import { toApiResult } from '../transport/api-result';
import type { ApiResult, Transport, TransportResult } from '../transport/types';

export interface CheckoutResponse {
	order_id: number;
	status: string;
	order_key?: string;
	payment_result: {
		payment_status: 'success' | 'failure' | 'pending' | 'error';
		payment_details: Array< { key: string; value: string } >;
		redirect_url: string;
	};
}

export interface StoreApiConfig {
	root?: string;
	nonce: string;
}

export const EXPRESS_CHECKOUT_HEADER = 'X-WCSTRIPE-EXPRESS-CHECKOUT';
export const EXPRESS_CHECKOUT_NONCE_HEADER =
	'X-WCSTRIPE-EXPRESS-CHECKOUT-NONCE';

function hasPaymentResult( data: unknown ): data is CheckoutResponse {
	return (
		!! data &&
		typeof data === 'object' &&
		'payment_result' in data &&
		!! ( data as CheckoutResponse ).payment_result
	);
}

export type StoreApi = ReturnType< typeof createStoreApi >;

export function createStoreApi( config: StoreApiConfig, transport: Transport ) {
	const root = ( config.root || '/wp-json/wc/store/v1' ).replace( /\/$/, '' );
	let nonce = config.nonce;

	async function call< T >(
		path: string,
		method: 'GET' | 'POST',
		json?: unknown,
		headers: Record< string, string > = {}
	): Promise< TransportResult< T > > {
		const result = await transport.request< T >( {
			url: root + path,
			method,
			json,
			headers: { Nonce: nonce, ...headers },
		} );
		const fresh = result.ok ? result.headers.get( 'Nonce' ) : null;
		if ( fresh ) {
			nonce = fresh;
		}
		return result;
	}

	const simple = async < T >(
		path: string,
		method: 'GET' | 'POST',
		json?: unknown
	): Promise< ApiResult< T > & { code?: string } > => {
		const result = await call< T >( path, method, json );
		return {
			...toApiResult( result ),
			code:
				! result.ok && result.error.kind === 'http'
					? result.error.code
					: undefined,
		};
	};

	async function checkoutCall(
		path: string,
		json: unknown,
		headers: Record< string, string > = {}
	): Promise<
		ApiResult< CheckoutResponse > & {
			code?: string;
			data?: unknown;
			unanswered?: boolean;
		}
	> {
		const result = await call< CheckoutResponse >(
			path,
			'POST',
			json,
			headers
		);
		if ( result.ok ) {
			return { ok: true, data: result.data };
		}
		const { error } = result;
		if ( error.kind === 'http' && hasPaymentResult( error.data ) ) {
			return { ok: true, data: error.data };
		}
		return {
			ok: false,
			message:
				( error.kind === 'http' && messageFromBody( error.data ) ) ||
				error.message,
			code: error.kind === 'http' ? error.code : undefined,
			// The error body: invalid parameters list their own messages.
			data: error.kind === 'http' ? error.data : undefined,
			// No readable answer: the request may have reached the shop,
			// and the order may have been placed and paid.
			unanswered: error.kind === 'network' || error.kind === 'parse',
		};
	}

	return {
		currentNonce: () => nonce,
		getCart: < T = unknown >() => simple< T >( '/cart', 'GET' ),
		addItem: < T = unknown >( item: {
			id: number;
			quantity?: number;
			[ extra: string ]: unknown;
		} ) =>
			simple< T >( '/cart/add-item', 'POST', {
				...item,
				quantity: item.quantity ?? 1,
			} ),
		removeItem: < T = unknown >( item: {
			key: string;
			booking_id?: string;
		} ) => simple< T >( '/cart/remove-item', 'POST', item ),
		applyCoupon: < T = unknown >( coupon: { code: string } ) =>
			simple< T >( '/cart/apply-coupon', 'POST', coupon ),
		removeCoupon: < T = unknown >( coupon: { code: string } ) =>
			simple< T >( '/cart/remove-coupon', 'POST', coupon ),
		/** One remove per line; a line that is already gone is no error. */
		async emptyCart( keys: string[], bookingId?: string ): Promise< void > {
			for ( const key of keys ) {
				await call( '/cart/remove-item', 'POST', {
					key,
					...( bookingId ? { booking_id: bookingId } : {} ),
				} );
			}
		},
		checkout( body: unknown, express?: { nonce: string } ) {
			return checkoutCall(
				'/checkout',
				body,
				express
					? {
							[ EXPRESS_CHECKOUT_HEADER ]: 'true',
							[ EXPRESS_CHECKOUT_NONCE_HEADER ]: express.nonce,
						}
					: {}
			);
		},
		payForOrder(
			orderId: number,
			query: { key: string; billing_email?: string },
			body: unknown
		) {
			const params = new URLSearchParams( { key: query.key } );
			if ( query.billing_email ) {
				params.set( 'billing_email', query.billing_email );
			}
			return checkoutCall( `/checkout/${ orderId }?${ params }`, body );
		},
	};
}
