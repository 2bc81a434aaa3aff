/**
 * Small DOM helpers WooCommerce's forms share (the classic checkout, the
 * address forms, the cart's shipping calculator): delegated listeners (areas
 * are replaced by the shop's fragments, so listeners sit on a root that
 * stays) and WooCommerce's two ways of hiding an element (the `hidden`
 * attribute and an inline `display: none`).
 */
export function delegate< E extends Event = Event >(
	root: EventTarget,
	type: string,
	selector: string,
	handler: ( event: E, target: HTMLElement ) => void
): void {
	root.addEventListener( type, ( event ) => {
		const origin = event.target as Element | null;
		const target = origin?.closest?.( selector );
		if ( target ) {
			handler( event as E, target as HTMLElement );
		}
	} );
}

/** Shown unless it or an ancestor is hidden by attribute or inline style. */
export function isShown( element: Element ): boolean {
	for (
		let node: HTMLElement | null = element as HTMLElement;
		node;
		node = node.parentElement
	) {
		if ( node.hidden || node.style?.display === 'none' ) {
			return false;
		}
	}
	return true;
}

export function setShown( element: HTMLElement, shown: boolean ): void {
	element.hidden = ! shown;
	if ( shown && element.style.display === 'none' ) {
		element.style.removeProperty( 'display' );
	}
}

export const all = < T extends Element = HTMLElement >(
	selector: string,
	root: ParentNode = document
): T[] => Array.from( root.querySelectorAll< T >( selector ) );
