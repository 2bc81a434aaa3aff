/**
 * Which cart and which customer a Store API request works with, as
 * WooCommerce and WordPress decide it:
 *
 * - The cart: a valid `Cart-Token` names the session to work on
 *   (WooCommerce's `StoreApi\SessionHandler` loads it by key); without one,
 *   the cookie's session.
 * - The customer, on a request with a cart token: WordPress's cookie
 *   authentication. A logged-in shopper's cookie counts only with a valid
 *   `X-WP-Nonce` (`wp_rest`): without it WordPress treats the request as a
 *   guest's (`rest_cookie_check_errors` sets the user to 0). A wrong or
 *   expired one is refused with 403 `rest_cookie_invalid_nonce` on every
 *   request, a guest's too. (Requests without a token and without the
 *   header keep taking the cookie alone, as this shop always has: the block
 *   checkout host sends no `X-WP-Nonce` yet.)
 * - Nonces are the customer's: a `wc_store_api` nonce made for the
 *   logged-in shopper is refused on a request WordPress counts as a guest's.
 *
 * Follows: woocommerce src/StoreApi/SessionHandler.php and WordPress
 * wp-includes/rest-api.php rest_cookie_check_errors().
 */
import type { Context } from '../../context';
import { cartTokenSessionKey } from './cart-tokens';
import { sessionByKey } from '../includes/sessions';
import { verifyNonce } from '../../wordpress/nonces';
import type { Session } from '../includes/types';
import { WORDPRESS_NONCES } from '../../wordpress/nonce-actions';

export interface StoreContext extends Context {
	/** The key of the session whose cart the request works on. */
	cartKey: string;
	/** The request came with a valid cart token. */
	tokenCart: boolean;
	/**
	 * The nonce check is off (`woocommerce_store_api_disable_nonce_check`),
	 * as WooCommerce's Hydration turns it off while it preloads a page's
	 * Store API answers.
	 */
	skipNonce?: boolean;
}

/**
 * The token's session as the request's customer sees it: its cart and its
 * order awaiting payment, with the cookie session's id (nonces are tied to
 * the shopper's own session, as WordPress ties them to the login) and the
 * customer WordPress authenticated. Writes go to the token's session.
 */
function asCustomer( cart: Session, id: string, customerId: number ): Session {
	return new Proxy( cart, {
		get( target, prop, receiver ) {
			if ( prop === 'id' ) {
				return id;
			}
			if ( prop === 'customerId' ) {
				return customerId;
			}
			return Reflect.get( target, prop, receiver );
		},
	} );
}

/**
 * WordPress's cookie authentication (rest_cookie_check_errors()): without
 * `X-WP-Nonce` the request is a guest's; with one, it must be this
 * visitor's (a guest's too: WordPress checks a guest's nonce as well, so a
 * stale one from a page a cache kept is refused). The user id, or null
 * when refused.
 */
function cookieCustomer( ctx: Context ): number | null {
	const nonce = ctx.req.headers[ 'x-wp-nonce' ];
	if ( nonce === undefined ) {
		return 0;
	}
	return verifyNonce( ctx.state, ctx.session, WORDPRESS_NONCES.rest, nonce )
		? ctx.session.customerId
		: null;
}

/** The request's cart and customer; null when WordPress refused it. */
export function storeRequest( ctx: Context ): StoreContext | null {
	const key = cartTokenSessionKey(
		ctx.state.nonceSalt,
		ctx.req.headers[ 'cart-token' ]
	);
	const customerId = cookieCustomer( ctx );
	if ( customerId === null ) {
		return null;
	}
	if ( ! key ) {
		return { ...ctx, cartKey: ctx.session.id, tokenCart: false };
	}
	return {
		...ctx,
		session: asCustomer(
			sessionByKey( ctx.state, key ),
			ctx.session.id,
			customerId
		),
		cartKey: key,
		tokenCart: true,
	};
}
