/**
 * An event argument another script passed as an element: our events carry
 * the element, WooCommerce's and jQuery listeners' a jQuery object. Apart
 * from ./jquery-bridge.ts, which every page's opening script carries: only
 * code that runs once the shopper acted reads it.
 */
/** The element itself, or the first element of a jQuery object. */
export function elementOf( arg: unknown ): Element | null {
	if ( arg instanceof Element ) {
		return arg;
	}
	const first = ( arg as { 0?: unknown } | null )?.[ 0 ];
	return first instanceof Element ? first : null;
}
