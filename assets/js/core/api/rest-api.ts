/**
 * Where WordPress's REST API is, and who the shopper is to it, taken the
 * way WordPress gives them to every script, never from a key of our own:
 *
 * - The root from the discovery link WordPress prints in every page's head
 *   (`<link rel="https://api.w.org/">`, `rest_output_link_wp_head()`): it
 *   is `/wp-json/` with pretty permalinks and `/?rest_route=/` without
 *   them, so a route is joined to it the way apiFetch's root middleware
 *   joins one.
 * - The REST nonce from the `wp-api-fetch` handle: WordPress prints its
 *   nonce middleware with it (`wp_default_packages_inline_scripts()`).
 *   A logged-in shopper's request without it is a guest's to WordPress.
 *   It is read from WordPress's global (`wp.apiFetch`), not imported: a
 *   page whose script only may call the Store API later (the mini cart's
 *   wallets, which bring the nonce in their own settings) must not make
 *   WordPress print the handle on every storefront page. The scripts that
 *   read the cart through apiFetch import it, and so declare it.
 *
 * Requests themselves go through the one transport (its time limit and
 * failure kinds), not through apiFetch: a cart of its own is opened by a
 * request without cookies, which must carry no nonce, and apiFetch adds
 * one to every request.
 */
const DISCOVERY = 'link[rel="https://api.w.org/"]';
const DEFAULT_ROOT = '/wp-json/';

/** The site's REST root, ending in `/` (or `rest_route=/`). */
export function restRoot( doc: Document = document ): string {
	const href = doc.querySelector< HTMLLinkElement >( DISCOVERY )?.href;
	return href || DEFAULT_ROOT;
}

/**
 * A route's URL under the root: `/wc/store/v1/cart?x=1` becomes
 * `…/wp-json/wc/store/v1/cart?x=1`, or `…/?rest_route=/wc/store/v1/cart&x=1`
 * when the root already has a query.
 */
export function restUrl( route: string, root: string = restRoot() ): string {
	const path = route.replace( /^\//, '' );
	return root.includes( '?' ) ? root + path.replace( '?', '&' ) : root + path;
}

type WithApiFetch = {
	wp?: { apiFetch?: { nonceMiddleware?: { nonce?: unknown } } };
};

/** WordPress's REST nonce for this visitor, or '' on a page without it. */
export function restNonce(): string {
	const nonce = ( window as unknown as WithApiFetch ).wp?.apiFetch
		?.nonceMiddleware?.nonce;
	return typeof nonce === 'string' ? nonce : '';
}
