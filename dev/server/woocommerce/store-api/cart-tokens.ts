/**
 * WooCommerce's Store API cart tokens (the `Cart-Token` header): a JSON Web
 * Token (HS256) whose `user_id` names a cart session by its key, signed
 * with the site's secret and good for 48 hours. Every cart answer carries
 * one for the session it worked on; a request that sends a valid one works
 * on that session instead of the one its cookie names. Anything else (an
 * altered or expired token, or not a token at all) counts as no token, as
 * WooCommerce's `JsonWebToken::validate` has it.
 *
 * Follows: woocommerce src/StoreApi/Utilities/CartTokenUtils.php and
 * JsonWebToken.php.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

/** WooCommerce's `wc_session_expiration` default: two days. */
export const CART_TOKEN_LIFETIME_S = 2 * 24 * 60 * 60;

const ISSUER = 'store-api';

const encode = ( value: object ) =>
	Buffer.from( JSON.stringify( value ) ).toString( 'base64url' );

const sign = ( secret: string, body: string ) =>
	createHmac( 'sha256', secret ).update( body ).digest( 'base64url' );

export function createCartToken(
	secret: string,
	sessionKey: string,
	now = Date.now()
): string {
	const body = `${ encode( { alg: 'HS256', typ: 'JWT' } ) }.${ encode( {
		user_id: sessionKey,
		exp: Math.floor( now / 1000 ) + CART_TOKEN_LIFETIME_S,
		iss: ISSUER,
	} ) }`;
	return `${ body }.${ sign( secret, body ) }`;
}

function sameText( a: string, b: string ): boolean {
	const left = Buffer.from( a );
	const right = Buffer.from( b );
	return left.length === right.length && timingSafeEqual( left, right );
}

/** The session key a valid token names; null for anything else. */
export function cartTokenSessionKey(
	secret: string,
	token: unknown,
	now = Date.now()
): string | null {
	if ( typeof token !== 'string' ) {
		return null;
	}
	const parts = token.split( '.' );
	if (
		parts.length !== 3 ||
		! sameText(
			sign( secret, `${ parts[ 0 ] }.${ parts[ 1 ] }` ),
			parts[ 2 ]
		)
	) {
		return null;
	}
	let payload: { user_id?: unknown; exp?: unknown };
	try {
		payload = JSON.parse(
			Buffer.from( parts[ 1 ], 'base64url' ).toString( 'utf8' )
		);
	} catch {
		return null;
	}
	if (
		typeof payload?.user_id !== 'string' ||
		! payload.user_id ||
		typeof payload.exp !== 'number' ||
		payload.exp * 1000 <= now
	) {
		return null;
	}
	return payload.user_id;
}
