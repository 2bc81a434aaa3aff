/**
 * "Buy now"'s cart of its own. The product is priced, shipped, taxed and
 * paid in a Store API cart that is not the shopper's: WooCommerce starts
 * one for a cart read sent without cookies and names it in the answer's
 * `Cart-Token`; every later call sends that token, with the shopper's
 * cookies and WordPress's REST nonce (`X-WP-Nonce`) so that a logged-in
 * shopper stays the customer of the order. The shopper's own cart is never
 * read or written, so there is nothing to put back, and nothing to lose.
 *
 * Two guards keep a token the shop did not honour (expired, or a shop
 * without cart tokens) from touching the shopper's cart, which WooCommerce
 * would quietly work on instead: cart writes go without the Store API
 * `Nonce` (a valid token needs none; a write on the shopper's cart without
 * one is refused), and every answer must name this cart in its own token.
 */
import type { ExpressApi } from '../api/express-api';
import {
	EXPRESS_CHECKOUT_HEADER,
	EXPRESS_CHECKOUT_NONCE_HEADER,
	createStoreApi,
	openSeparateCart,
	restCookieHeaders,
} from '../api/store-api';
import type { CheckoutAnswer, StoreApi } from '../api/store-api';
import type { ApiResult, Transport } from '../transport/types';
import { cartKeyOf } from './cart-token';
import type { StoreCart } from './cart-sheet';
import { isNonceRefusal, withFreshNonce } from './fresh-nonce';

/** The gateway's mark on "buy now" Store API calls (see docs/buy-now.md). */
export const BUY_NOW_HEADER = 'X-WCSTRIPE-BUY-NOW';

export interface SeparateCartDeps {
	transport: Transport;
	api: Pick< ExpressApi, 'nonces' | 'refreshNonces' >;
}

type Answer< T > = ApiResult< T > & { code?: string };

/** The line a "buy now" puts in its cart (Store API add-item). */
export interface CartItem {
	id: number;
	quantity?: number;
	[ extra: string ]: unknown;
}

const notThisCart = { ok: false as const, message: '', code: 'not_this_cart' };

export type SeparateCart = ReturnType< typeof createSeparateCart >;

export function createSeparateCart( deps: SeparateCartDeps ) {
	let token: string | null = null;
	let key: string | null = null;
	/** A cart kept from an earlier purchase may still hold its lines. */
	let kept = false;
	/** The Store API nonce this cart's answers carry (the customer's). */
	let nonce = '';

	const headers = () => {
		const nonces = deps.api.nonces();
		return {
			...restCookieHeaders( nonces.wpRest ),
			[ BUY_NOW_HEADER ]: 'true',
			[ EXPRESS_CHECKOUT_HEADER ]: 'true',
			[ EXPRESS_CHECKOUT_NONCE_HEADER ]: nonces.wcStoreApiExpressCheckout,
		};
	};

	/** One call on this cart, whose answer must come from this cart. */
	const onCart = < R extends { ok: boolean; code?: string } >(
		attempt: ( store: StoreApi ) => Promise< R >
	): Promise< R | typeof notThisCart > =>
		withFreshNonce( deps.api, async () => {
			if ( ! token ) {
				return notThisCart;
			}
			const store = createStoreApi(
				{ nonce: '', cartToken: token, headers: headers() },
				deps.transport
			);
			const result = await attempt( store );
			if ( ! result.ok ) {
				return result;
			}
			if ( cartKeyOf( store.currentCartToken() ) !== key ) {
				return notThisCart;
			}
			token = store.currentCartToken();
			nonce = store.currentNonce() || nonce;
			return result;
		} );

	async function emptyKeptCart(): Promise< boolean > {
		const cart = await onCart( ( store ) =>
			store.getCart< { items?: Array< { key: string } > } >()
		);
		if ( ! cart.ok ) {
			return false;
		}
		for ( const line of cart.data?.items || [] ) {
			const removed = await onCart( ( store ) =>
				store.removeItem( { key: line.key } )
			);
			if ( ! removed.ok ) {
				return false;
			}
		}
		return true;
	}

	return {
		/** The token naming this cart, for an unconfirmed purchase's mark. */
		token: () => token,
		/**
		 * The purchase's cart: the one an unconfirmed purchase kept (so the
		 * shop, finding its order awaiting payment, never charges it twice),
		 * or a new one. False when the shop gave no cart of its own.
		 */
		async open( keptToken?: string | null ): Promise< boolean > {
			kept = !! keptToken;
			token = keptToken || ( await openSeparateCart( deps.transport ) );
			key = cartKeyOf( token );
			nonce = '';
			return !! key;
		},
		/** The cart holds this item alone; its answer, or null. */
		async put( item: CartItem ): Promise< StoreCart | null > {
			if ( kept && ! ( await emptyKeptCart() ) ) {
				return null;
			}
			kept = false;
			const added = await onCart( ( store ) =>
				store.addItem< StoreCart >( item )
			);
			return added.ok ? added.data : null;
		},
		read: < T = unknown >(): Promise< Answer< T > > =>
			onCart( ( store ) => store.getCart< T >() ),
		address: (
			shipping: Record< string, string >
		): Promise< Answer< StoreCart > > =>
			onCart( ( store ) =>
				store.updateCustomer< StoreCart >( {
					shipping_address: shipping,
				} )
			),
		rate: ( rateId: string ): Promise< Answer< StoreCart > > =>
			onCart( ( store ) =>
				store.selectShippingRate< StoreCart >( {
					package_id: 0,
					rate_id: rateId,
				} )
			),
		/**
		 * The order from this cart. The checkout always needs the Store API
		 * nonce: this cart's latest, else the page's. A refused one is
		 * forgotten, so the caller's retry (with fresh nonces) sends the
		 * page's.
		 */
		async checkout(
			body: unknown,
			express: { nonce: string },
			pageNonce: string
		): Promise< CheckoutAnswer > {
			if ( ! token ) {
				return { ...notThisCart, unanswered: false };
			}
			const store = createStoreApi(
				{
					nonce: nonce || pageNonce,
					cartToken: token,
					headers: headers(),
				},
				deps.transport
			);
			const answer = await store.checkout( body, express );
			if ( isNonceRefusal( answer ) ) {
				nonce = '';
			}
			return answer;
		},
	};
}

/**
 * A kept cart of its own, read by its token: what the shop says of an
 * unconfirmed purchase. Not readable as that cart: nothing is known.
 */
export async function readKeptCart(
	deps: SeparateCartDeps,
	token: string
): Promise< Answer< unknown > > {
	const kept = createSeparateCart( deps );
	return ( await kept.open( token ) )
		? kept.read()
		: { ...notThisCart, message: '' };
}
