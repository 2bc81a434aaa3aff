/**
 * The cart our plugin preloads into the page where the wallet buttons start
 * from it (includes/preloaded-cart.php): on the classic cart and checkout,
 * when the gateway prints its express params, the Store API's GET /cart is
 * run inside the page's own request (WordPress's
 * `rest_preload_api_request()`, a 200 answer only) and handed to apiFetch's
 * preloading middleware after the `wp-api-fetch` handle. The buttons' first
 * read of the cart is then answered from the page, not after a round trip.
 *
 * Follows: woocommerce-gateway-stripe-frontend.php (this project's plugin,
 * includes/preloaded-cart.php) and WordPress wp-includes/rest-api.php
 * rest_preload_api_request().
 */
import type { Context } from '../context';
import { scriptJson } from '../http/respond';
import { hydrateApiRequest } from '../woocommerce/blocks/checkout-data';
import { STORE_API_ROUTE } from '../woocommerce/store-api/namespace';

/** The kinds of page whose wallet buttons start from the cart. */
const READS_CART = [ 'cart', 'classic checkout' ];

export function readsCart( page: string | undefined, wallets: boolean ) {
	return wallets && !! page && READS_CART.includes( page );
}

/** The inline script printed after `wp-api-fetch`, or '' without a cart. */
export function preloadedCartScript( ctx: Context ): string {
	const path = `${ STORE_API_ROUTE }/cart`;
	const cart = hydrateApiRequest( ctx, path );
	return cart
		? `wp.apiFetch.use( wp.apiFetch.createPreloadingMiddleware( ${ scriptJson(
				{ [ path ]: cart }
			) } ) );`
		: '';
}
