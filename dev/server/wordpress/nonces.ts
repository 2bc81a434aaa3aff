/**
 * WordPress's nonces (wp-includes/pluggable.php `wp_create_nonce()`,
 * `wp_verify_nonce()`), in small: a nonce is a short hash of the action
 * and who asks (here the session and its logged-in customer), so a value
 * printed for one visitor and one action is refused for any other. Every
 * action name the shop's components use is in nonce-actions.ts.
 *
 * Follows: WordPress wp-includes/pluggable.php wp_create_nonce(),
 * wp_verify_nonce().
 */
import { createHash } from 'node:crypto';
import type { ShopState } from '../dev-shop/state';
import type { Session } from '../woocommerce/includes/types';

export function nonceFor(
	state: ShopState,
	session: Session,
	action: string
): string {
	return createHash( 'sha1' )
		.update(
			`${ state.nonceSalt }|${ session.id }|${ session.customerId }|${ action }`
		)
		.digest( 'hex' )
		.slice( 0, 10 );
}

export function verifyNonce(
	state: ShopState,
	session: Session,
	action: string,
	nonce: unknown
): boolean {
	return (
		typeof nonce === 'string' &&
		nonce === nonceFor( state, session, action )
	);
}
