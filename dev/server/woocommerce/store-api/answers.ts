/**
 * How every Store API answer is sent (src/StoreApi/Routes/V1/AbstractRoute.php
 * and AbstractCartRoute.php `add_response_headers()`): the session's fresh
 * `Nonce`, its timestamp, the user, the `Cart-Token` of the session the
 * request worked on and the cart's hash; errors as `{code, message,
 * data: {status}}` (ErrorSchema).
 *
 * Follows: woocommerce src/StoreApi/Routes/V1/AbstractRoute.php,
 * AbstractCartRoute.php add_response_headers(), and
 * Schemas/V1/ErrorSchema.php.
 */
import { sendJson } from '../../http/respond';
import { nonceFor } from '../../wordpress/nonces';
import { WOOCOMMERCE_NONCES } from '../../wordpress/nonce-actions';
import { cartHash } from '../includes/cart-cookies';
import { createCartToken } from './cart-tokens';
import type { StoreContext } from './request';

export function storeHeaders( ctx: StoreContext ): Record< string, string > {
	return {
		Nonce: nonceFor( ctx.state, ctx.session, WOOCOMMERCE_NONCES.storeApi ),
		'Nonce-Timestamp': String( Math.floor( Date.now() / 1000 ) ),
		'User-ID': String( ctx.session.customerId ),
		// The session this request worked on, for the next request to name.
		'Cart-Token': createCartToken( ctx.state.nonceSalt, ctx.cartKey ),
		'Cart-Hash': cartHash( ctx.session.cart ),
	};
}

export function storeError(
	ctx: StoreContext,
	status: number,
	code: string,
	message: string,
	extra: Record< string, unknown > = {}
) {
	sendJson(
		ctx.res,
		status,
		{ code, message, data: { status, ...extra } },
		storeHeaders( ctx )
	);
}
