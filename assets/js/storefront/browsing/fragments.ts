/**
 * Cart fragments: page areas (the mini cart, a header count…) that the shop
 * re-renders after a cart change, keyed by a selector. While a cart request
 * runs, the mini cart fades to 0.6 and is blocked; the answer's markup then
 * replaces each area.
 */
import { OVERLAY_OPACITY, block, unblock } from '../../core/dom/block-ui';
import { nodesFromServerHtml } from '../../core/dom/notices';

export const MINI_CART = 'div.widget_shopping_cart_content';

/** Fades and blocks the mini cart; the returned function undoes it. */
export function fadeCartAreas(): () => void {
	const areas = Array.from(
		document.querySelectorAll< HTMLElement >( MINI_CART )
	);
	for ( const area of areas ) {
		area.classList.add( 'updating' );
		area.style.transition = 'opacity .4s';
		area.style.opacity = String( OVERLAY_OPACITY );
		block( area );
	}
	return () => {
		for ( const area of areas ) {
			area.classList.remove( 'updating' );
			area.style.opacity = '';
			unblock( area );
		}
	};
}

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
