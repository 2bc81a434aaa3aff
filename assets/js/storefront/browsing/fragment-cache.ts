/**
 * When cached cart fragments may be reused. The cache (session storage) is
 * trusted only when it holds the mini cart, was stored for the cart the
 * shop's `woocommerce_cart_hash` cookie names, and is under a day old; a
 * hash stored without a creation time is not trusted either.
 *
 * A shopper with nothing cached and no cart (no hash cookie) needs nothing
 * fetched: the page's own mini cart is the empty one they have. WooCommerce
 * fetches anyway; skipping it spares every new visitor a request.
 */
export const FRAGMENT_LIFETIME_MS = 24 * 60 * 60 * 1000;

export interface CachedCart {
	fragments: unknown;
	storedHash: string;
	cookieHash: string;
	createdAt: number | null;
	now: number;
}

export type CacheDecision =
	| { reuse: true; refreshInMs: number | null }
	| { reuse: false; fetch: boolean };

export function cacheDecision( cache: CachedCart ): CacheDecision {
	if ( ! cache.fragments && ! cache.storedHash && ! cache.cookieHash ) {
		return { reuse: false, fetch: false };
	}
	if ( cache.storedHash && cache.createdAt === null ) {
		return { reuse: false, fetch: true };
	}
	let refreshInMs: number | null = null;
	if ( cache.createdAt !== null ) {
		refreshInMs = cache.createdAt + FRAGMENT_LIFETIME_MS - cache.now;
		if ( refreshInMs < 0 ) {
			return { reuse: false, fetch: true };
		}
	}
	const fragments = cache.fragments as Record< string, unknown > | null;
	const hasMiniCart =
		!! fragments &&
		typeof fragments === 'object' &&
		typeof fragments[ 'div.widget_shopping_cart_content' ] === 'string';
	return hasMiniCart && cache.storedHash === cache.cookieHash
		? { reuse: true, refreshInMs }
		: { reuse: false, fetch: true };
}
