/**
 * Sessions: each browser's cookie names one, with its cart; logging in
 * attaches a customer. A Store API cart token can name another one (see
 * cart-tokens.ts): the cart of its own a "buy now" works on.
 *
 * Follows: woocommerce includes/class-wc-session-handler.php.
 */
import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ShopState } from '../../dev-shop/state';
import {
	applyCustomerDefaults,
	customerDefaultLocation,
} from './customer-location';
import { EMPTY_ADDRESS } from './types';
import type { Session } from './types';

export const SESSION_COOKIE = 'devshop_session';

export function readCookies( req: IncomingMessage ): Record< string, string > {
	const cookies: Record< string, string > = {};
	for ( const pair of String( req.headers.cookie || '' ).split( ';' ) ) {
		const index = pair.indexOf( '=' );
		if ( index > 0 ) {
			cookies[ pair.slice( 0, index ).trim() ] = decodeURIComponent(
				pair.slice( index + 1 ).trim()
			);
		}
	}
	return cookies;
}

export function newSession( id: string ): Session {
	return {
		id,
		cart: {
			lines: [],
			coupons: [],
			selectedRate: '',
			billing: { ...EMPTY_ADDRESS, email: '' },
			shipping: { ...EMPTY_ADDRESS },
		},
		customerId: 0,
		awaitingOrderId: null,
		draftOrderId: null,
		notices: [],
	};
}

/**
 * The customer as WooCommerce reads it from the session: the store's
 * default location filled in where the shopper gave none.
 */
function withDefaults( state: ShopState, session: Session ): Session {
	applyCustomerDefaults(
		session,
		customerDefaultLocation( state.settings.storeCountry )
	);
	return session;
}

/** The request's session, created (and its cookie set) when missing. */
export function sessionFor(
	state: ShopState,
	req: IncomingMessage,
	res: ServerResponse
): Session {
	const id = readCookies( req )[ SESSION_COOKIE ];
	const existing = id ? state.sessions.get( id ) : undefined;
	if ( existing ) {
		return withDefaults( state, existing );
	}
	// A reset forgets sessions; keep the browser's id so its cookie stays valid.
	const sessionId =
		id && /^[a-f0-9]{32}$/.test( id )
			? id
			: randomBytes( 16 ).toString( 'hex' );
	const session = withDefaults( state, newSession( sessionId ) );
	state.sessions.set( sessionId, session );
	if ( sessionId !== id ) {
		res.setHeader(
			'Set-Cookie',
			`${ SESSION_COOKIE }=${ sessionId }; Path=/; HttpOnly; SameSite=Lax`
		);
	}
	return session;
}

/**
 * The session a valid cart token names. WooCommerce's Store API session
 * handler loads it by key, and starts it empty when no such session was
 * saved (a token for a cart that has expired, or was never written to).
 */
export function sessionByKey( state: ShopState, key: string ): Session {
	const existing = state.sessions.get( key );
	if ( existing ) {
		return withDefaults( state, existing );
	}
	const session = withDefaults( state, newSession( key ) );
	state.sessions.set( key, session );
	return session;
}
