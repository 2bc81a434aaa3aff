/**
 * What WooCommerce prints into the block checkout page for its scripts
 * (`Checkout::enqueue_data()`), beside the settings, each made by running
 * the Store API route inside the page's own request with the nonce check
 * off (`Hydration::get_rest_api_response_data()`, WordPress's
 * `rest_preload_api_request()`: only an answer with status 200 is kept):
 *
 * - the cart, preloaded as `{ body, headers }` under its REST path
 *   (`/wc/store/v1/cart`), which WooCommerce prints into apiFetch's
 *   preloading middleware (`preloadingScript()`, before its settings
 *   script): the checkout's first GET of the cart is answered from the
 *   page;
 * - `checkoutData`, the body of GET /wc/store/v1/checkout: the session's
 *   draft order, made (or brought in line with the cart) as the page is
 *   printed, with its addresses and payment method (after a failed redirect
 *   payment, the failed order awaiting payment, whose method WooCommerce's
 *   payment store starts with). POST /checkout pays that same order.
 *
 * Follows: woocommerce src/Blocks/BlockTypes/Checkout.php enqueue_data(),
 * src/Blocks/Assets/AssetDataRegistry.php hydrate_api_request(),
 * hydrate_data_from_api_request(), src/Blocks/Domain/Services/Hydration.php
 * and enqueue_asset_data() (WooCommerce Blocks 11.8), and WordPress
 * wp-includes/rest-api.php rest_preload_api_request().
 */
import type { Context } from '../../context';
import { serveRoute } from '../store-api/route-handlers';
import { storeRequest } from '../store-api/request';
import { STORE_API_ROUTE } from '../store-api/namespace';

/** A preloaded answer, as `rest_preload_api_request()` keeps it. */
export interface PreloadedRequest {
	body: unknown;
	headers: Record< string, string >;
}

/** The Store API's GET answer for `path`, or null unless it is a 200. */
export function hydrateApiRequest(
	ctx: Context,
	path: string
): PreloadedRequest | null {
	const store = storeRequest( ctx );
	if ( ! store ) {
		return null;
	}
	const answer = serveRoute(
		{
			...store,
			req: { method: 'GET', headers: {} } as Context[ 'req' ],
			url: new URL( path, ctx.origin ),
			body: {},
			skipNonce: true,
		},
		path.slice( STORE_API_ROUTE.length ),
		'GET'
	);
	return answer.status === 200
		? { body: answer.body, headers: answer.headers }
		: null;
}

/** `hydrate_data_from_api_request( 'checkoutData', … )`: its body, or ''. */
export function checkoutData( ctx: Context ): unknown {
	return (
		hydrateApiRequest( ctx, `${ STORE_API_ROUTE }/checkout` )?.body ?? ''
	);
}

/** `hydrate_api_request( '/wc/store/v1/cart' )`, keyed by its path. */
export function preloadedRequests(
	ctx: Context
): Record< string, PreloadedRequest > {
	const path = `${ STORE_API_ROUTE }/cart`;
	const cart = hydrateApiRequest( ctx, path );
	return cart ? { [ path ]: cart } : {};
}

/**
 * What `enqueue_asset_data()` prints before WooCommerce's settings script:
 * the preloaded answers handed to apiFetch's preloading middleware (printed
 * as WordPress's `wp_json_encode()`, URI-encoded, as WooCommerce does).
 */
export function preloadingScript(
	requests: Record< string, PreloadedRequest >
): string {
	if ( ! Object.keys( requests ).length ) {
		return '';
	}
	const encoded = encodeURIComponent( JSON.stringify( requests ) ).replace(
		/'/g,
		'%27'
	);
	return `wp.apiFetch.use( wp.apiFetch.createPreloadingMiddleware( JSON.parse( decodeURIComponent( '${ encoded }' ) ) ) );`;
}
