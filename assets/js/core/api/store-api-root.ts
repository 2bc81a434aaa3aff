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
 * request (emptying their cart). A logged-in shopper's Store API calls made
 * with their cookies send it: the one WordPress prints with `wp-api-fetch`,
 * or one a page gave (the specification's `nonce.wp_rest`).
 *
 * A guest's calls need no login and send none: WordPress checks a guest's
 * nonce too (rest_cookie_check_errors()), and a page a full-page cache kept
 * carries an expired one, which would turn each of those calls into a 403
 * `rest_cookie_invalid_nonce`. Logged in is WordPress's `logged-in` body
 * class (body_class()); a body without any class (a theme that prints no
 * body_class()) tells nothing, and the nonce goes, as before.
 */
export const restCookieHeaders = (
	wpRest?: string
): Record< string, string > => {
	const classes = document.body.classList;
	const nonce =
		classes.length && ! classes.contains( 'logged-in' )
			? ''
			: wpRest || restNonce();
	return nonce ? { 'X-WP-Nonce': nonce } : {};
};
