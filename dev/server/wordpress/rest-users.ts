/**
 * WordPress's REST route `POST /wp/v2/users/me`
 * (wp-includes/rest-api/endpoints/class-wp-rest-users-controller.php), as
 * far as a page uses it: WooCommerce's coming-soon banner saves its
 * dismissal in the user's `woocommerce_meta`. Cookie authentication needs
 * the REST nonce in `X-WP-Nonce` (rest_cookie_check_errors()).
 *
 * Follows: WordPress
 * wp-includes/rest-api/endpoints/class-wp-rest-users-controller.php.
 */
import type { Context } from '../context';
import { sendJson } from '../http/respond';
import { verifyNonce } from './nonces';
import { WORDPRESS_NONCES } from './nonce-actions';

export function usersMeRoute( ctx: Context ): boolean {
	const { req, res, session, state, body } = ctx;
	if (
		ctx.url.pathname !== '/wp-json/wp/v2/users/me' ||
		req.method !== 'POST'
	) {
		return false;
	}
	if (
		! verifyNonce(
			state,
			session,
			WORDPRESS_NONCES.rest,
			req.headers[ 'x-wp-nonce' ]
		)
	) {
		sendJson( res, 403, {
			code: 'rest_cookie_invalid_nonce',
			message: 'Cookie check failed',
			data: { status: 403 },
		} );
		return true;
	}
	session.comingSoonDismissed = true;
	sendJson( res, 200, {
		id: session.customerId,
		meta: { woocommerce_meta: body.woocommerce_meta || {} },
	} );
	return true;
}
