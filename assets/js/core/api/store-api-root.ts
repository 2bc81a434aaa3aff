/**
 * Where the Store API answers, and the REST cookie header its calls send:
 * apart from the client (store-api.ts), so a page that only reads the cart
 * as it opens carries no more than these.
 */
export const STORE_API_ROOT = '/wp-json/wc/store/v1';

/**
 * WordPress counts a logged-in shopper's REST request as theirs only with
 * its REST nonce in `X-WP-Nonce`; without it the request is a guest's, and
 * WooCommerce then drops the session of the customer it finds on a guest's
 * request (emptying their cart). Every Store API call sends it when the
 * page printed it.
 */
export const restCookieHeaders = (
	wpRest: string | undefined
): Record< string, string > => ( wpRest ? { 'X-WP-Nonce': wpRest } : {} );
