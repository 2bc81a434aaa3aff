/**
 * WordPress's nonces (wp-includes/pluggable.php `wp_create_nonce()`,
 * `wp_verify_nonce()`), in small: a nonce is a short hash of the action,
 * who asks (here the session and its logged-in customer) and the nonce
 * tick, so a value printed for one visitor and one action is refused for
 * any other. As WordPress's, a nonce is good in the tick it was made and
 * the next (`wp_nonce_tick()`: a tick is half the nonce's life, 12 of 24
 * hours). The shop's clock stands still until `POST /__dev/expire-nonces`
 * moves it on two ticks: every nonce printed before then has expired, as on
 * a page a full-page cache kept for a day. Every action name the shop's
 * components use is in nonce-actions.ts.
 *
 * Follows: WordPress wp-includes/pluggable.php wp_create_nonce(),
 * wp_verify_nonce().
 */
import { createHash } from 'node:crypto';
import type { ShopState } from '../dev-shop/state';

/**
 * What a nonce is tied to: the visitor's session token and the user's id
 * (0 for a visitor who is not logged in), as wp_create_nonce() reads them.
 */
interface NonceSession {
	id: string;
	customerId: number;
}

export function nonceFor(
	state: ShopState,
	session: NonceSession,
	action: string,
	tick = state.nonceTick
): string {
	return createHash( 'sha1' )
		.update(
			`${ state.nonceSalt }|${ tick }|${ session.id }|${ session.customerId }|${ action }`
		)
		.digest( 'hex' )
		.slice( 0, 10 );
}

/** Two ticks on: every nonce made before has expired. */
export function expireNonces( state: ShopState ): void {
	state.nonceTick += 2;
}

export function verifyNonce(
	state: ShopState,
	session: NonceSession,
	action: string,
	nonce: unknown
): boolean {
	return (
		typeof nonce === 'string' &&
		[ state.nonceTick, state.nonceTick - 1 ].some(
			( tick ) => nonce === nonceFor( state, session, action, tick )
		)
	);
}
