/**
 * WooCommerce Store API v1 under /wp-json/wc/store/v1: which cart and which
 * customer the request works with (request.ts; WordPress refuses a cookie
 * whose REST nonce is wrong), then the batch route (batch.ts) or one route
 * (route-handlers.ts), whose answer is sent with its headers (answers.ts).
 *
 * Follows: woocommerce src/StoreApi/RoutesController.php (the v1 routes it
 * registers) and WordPress's REST server dispatch.
 */
import type { Context } from '../../context';
import { sendJson } from '../../http/respond';
import { sendStoreAnswer } from './answers';
import { batchRoute } from './batch';
import { noRoute, serveRoute } from './route-handlers';
import { storeRequest } from './request';
import { STORE_API_PREFIX } from './namespace';

export { STORE_API_PREFIX } from './namespace';

/** WordPress's own refusal of a cookie whose REST nonce is wrong. */
function refuseCookie( ctx: Context ) {
	sendJson( ctx.res, 403, {
		code: 'rest_cookie_invalid_nonce',
		message: 'Cookie check failed',
		data: { status: 403 },
	} );
}

export async function storeApi( context: Context ): Promise< boolean > {
	if ( ! context.url.pathname.startsWith( STORE_API_PREFIX ) ) {
		return false;
	}
	const ctx = storeRequest( context );
	if ( ! ctx ) {
		refuseCookie( context );
		return true;
	}
	const route = ctx.url.pathname
		.slice( STORE_API_PREFIX.length )
		.replace( /\/$/, '' );
	const method = ctx.req.method || 'GET';
	if ( route === '/batch' ) {
		sendStoreAnswer(
			ctx.res,
			method === 'POST' ? batchRoute( ctx ) : noRoute()
		);
		return true;
	}
	sendStoreAnswer( ctx.res, serveRoute( ctx, route, method ) );
	return true;
}
