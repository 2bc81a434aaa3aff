/**
 * Cart fragments: page areas (the mini cart, a header count…) that the shop
 * re-renders after a cart change, keyed by a selector; the answer's markup
 * replaces each area.
 */
import { nodesFromServerHtml } from '../../core/dom/server-html';

export const MINI_CART = 'div.widget_shopping_cart_content';

export function isFragmentMap(
	value: unknown
): value is Record< string, string > {
	return (
		!! value &&
		typeof value === 'object' &&
		Object.values( value ).every( ( html ) => typeof html === 'string' )
	);
}

/** Replaces each fragment's page areas with the shop's markup. */
export function replaceFragments( fragments: Record< string, string > ): void {
	for ( const [ selector, html ] of Object.entries( fragments ) ) {
		try {
			document
				.querySelectorAll( selector )
				.forEach( ( area ) =>
					area.replaceWith( ...nodesFromServerHtml( html ) )
				);
		} catch {
			// Not a selector: nothing on the page can be its area.
		}
	}
}
