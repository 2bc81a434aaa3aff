/**
 * Where the Store API answers, and the REST cookie header its calls send:
 * apart from the client (store-api.ts), so a page that only reads the cart
 * as it opens carries no more than these. The root and the nonce are
 * WordPress's (rest-api.ts).
 */
import { restNonce, restUrl } from './rest-api';

/** The Store API's routes, under WordPress's REST root. */
export const STORE_API_ROUTE = '/wc/store/v1';

/** A Store API route's URL: `/cart` → `…/wp-json/wc/store/v1/cart`. */
export const storeUrl = ( path: string ) => restUrl( STORE_API_ROUTE + path );

/**
 * WordPress counts a logged-in shopper's REST request as theirs only with
 * its REST nonce in `X-WP-Nonce`; without it the request is a guest's, and
 * WooCommerce then drops the session of the customer it finds on a guest's
 * request (emptying their cart). Every Store API call made with the
 * shopper's cookies sends it: the one WordPress prints with `wp-api-fetch`,
 * or one a page gave (the specification's `nonce.wp_rest`).
 */
export const restCookieHeaders = (
	wpRest?: string
): Record< string, string > => {
	const nonce = wpRest || restNonce();
	return nonce ? { 'X-WP-Nonce': nonce } : {};
};
