/**
 * WooCommerce's Store API: every write sends the `Nonce` header (reads need
 * none, and WooCommerce's blocks send it with writes alone) and keeps the
 * fresh one each answer carries (WooCommerce rotates it). A client made with
 * a cart token (`Cart-Token`) works on that cart instead of the one the
 * shopper's cookie names, and keeps the token each answer renews.
 * Checkout answers carry `payment_result` even with a 4xx status; those are
 * results, not transport errors.
 *
 * A page a full-page cache kept carries a nonce that has expired (WordPress
 * nonces live 12 to 24 hours). WooCommerce refuses it (403
 * `woocommerce_rest_invalid_nonce`, "Nonce is invalid.") before the route
 * does anything, and sends this visitor's fresh nonce with the refusal
 * (AbstractCartRoute::get_response() adds its headers to errors too,
 * woocommerce 10.0.2): the call is sent again once, with it.
 */
import { messageFromBody } from '../transport/error-message';
import { toApiResult } from '../transport/api-result';
import type { ApiResult, Transport, TransportResult } from '../transport/types';
import { mayHaveReachedShop } from './unanswered';
import { storeUrl } from './store-api-root';

export { STORE_API_ROUTE, restCookieHeaders } from './store-api-root';

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
	nonce: string;
	/** The cart to work on, named by its token; else the cookie's cart. */
	cartToken?: string;
	/** Sent with every call (`X-WP-Nonce`, the gateway's headers). */
	headers?: Record< string, string >;
}

export const EXPRESS_CHECKOUT_HEADER = 'X-WCSTRIPE-EXPRESS-CHECKOUT';
export const EXPRESS_CHECKOUT_NONCE_HEADER =
	'X-WCSTRIPE-EXPRESS-CHECKOUT-NONCE';

export type CheckoutAnswer = ApiResult< CheckoutResponse > & {
	code?: string;
	data?: unknown;
	/** No readable answer: the shop may have placed (and paid) the order. */
	unanswered?: boolean;
};

function hasPaymentResult( data: unknown ): data is CheckoutResponse {
	return (
		!! data &&
		typeof data === 'object' &&
		'payment_result' in data &&
		!! ( data as CheckoutResponse ).payment_result
	);
}

/**
 * A cart of its own: the cart read sent without the shopper's cookies is a
 * new visitor's to WooCommerce, which starts a session for it and names it
 * in the answer's `Cart-Token`. Null when there is no token to use.
 */
export async function openSeparateCart(
	transport: Transport
): Promise< string | null > {
	const result = await transport.request( {
		url: storeUrl( '/cart' ),
		method: 'GET',
		credentials: 'omit',
	} );
	return ( result.ok && result.headers.get( 'Cart-Token' ) ) || null;
}

export type StoreApi = ReturnType< typeof createStoreApi >;

export function createStoreApi( config: StoreApiConfig, transport: Transport ) {
	let nonce = config.nonce;
	let cartToken = config.cartToken || '';

	/**
	 * WooCommerce refuses a write without the Store API's nonce unless it
	 * names its cart by token (StoreApi/Routes/V1/AbstractCartRoute.php
	 * check_nonce()). A page may print none (the gateway 8.8.0's express
	 * params have no `wc_store_api`, and a classic cart prints no block
	 * settings): every Store API answer carries one, so a read of the cart,
	 * as this shopper, brings it.
	 */
	async function ensureNonce(): Promise< void > {
		if ( nonce || cartToken ) {
			return;
		}
		const read = await transport.request( {
			url: storeUrl( '/cart' ),
			method: 'GET',
			headers: { ...config.headers },
		} );
		if ( read.ok ) {
			nonce = read.headers.get( 'Nonce' ) || nonce;
		}
	}

	async function call< T >(
		path: string,
		method: 'GET' | 'POST',
		json?: unknown,
		headers: Record< string, string > = {}
	): Promise< TransportResult< T > > {
		if ( method !== 'GET' ) {
			await ensureNonce();
		}
		const send = () =>
			transport.request< T >( {
				url: storeUrl( path ),
				method,
				json,
				headers: {
					// A client made without one sends none: see
					// separate-cart.ts.
					...( nonce && method !== 'GET' ? { Nonce: nonce } : {} ),
					...config.headers,
					...( cartToken ? { 'Cart-Token': cartToken } : {} ),
					...headers,
				},
			} );
		let result = await send();
		const fresh =
			! result.ok &&
			result.error.kind === 'http' &&
			result.error.code === 'woocommerce_rest_invalid_nonce' &&
			result.error.headers?.get( 'Nonce' );
		// Only a nonce we sent is replaced: a client made without one must
		// never write with one (separate-cart.ts).
		if ( nonce && fresh && fresh !== nonce ) {
			nonce = fresh;
			result = await send();
		}
		if ( result.ok ) {
			nonce = result.headers.get( 'Nonce' ) || nonce;
			// The same cart, its token renewed. A client without a token
			// stays on the cookie's cart.
			if ( cartToken ) {
				cartToken = result.headers.get( 'Cart-Token' ) || cartToken;
			}
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
	): Promise< CheckoutAnswer > {
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
			unanswered: mayHaveReachedShop( error ),
		};
	}

	return {
		currentNonce: () => nonce,
		currentCartToken: () => cartToken,
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
		/** The customer's addresses (partial), as a wallet sheet gives them. */
		updateCustomer: < T = unknown >( addresses: {
			billing_address?: Record< string, string >;
			shipping_address?: Record< string, string >;
		} ) => simple< T >( '/cart/update-customer', 'POST', addresses ),
		selectShippingRate: < T = unknown >( choice: {
			package_id: number;
			rate_id: string;
		} ) => simple< T >( '/cart/select-shipping-rate', 'POST', choice ),
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
