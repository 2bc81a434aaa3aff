/**
 * WooCommerce's "blocked" look while a request runs: a white overlay at 0.6
 * opacity over the element, which also stops clicks reaching it. Blocking an
 * element that is already blocked does nothing, so nested work cannot unblock
 * it early.
 */
export const OVERLAY_OPACITY = 0.6;
const OVERLAY_CLASS = 'blockUI blockOverlay';

function overlayOf( element: HTMLElement ): HTMLElement | null {
	return element.querySelector( ':scope > .blockOverlay' );
}

export function isBlocked( element: HTMLElement ): boolean {
	return !! overlayOf( element );
}

export function block( element: HTMLElement ): void {
	if ( isBlocked( element ) ) {
		return;
	}
	if ( window.getComputedStyle( element ).position === 'static' ) {
		element.style.position = 'relative';
	}
	const overlay = document.createElement( 'div' );
	overlay.className = OVERLAY_CLASS;
	overlay.setAttribute( 'aria-hidden', 'true' );
	Object.assign( overlay.style, {
		position: 'absolute',
		inset: '0',
		zIndex: '1000',
		background: '#fff',
		opacity: String( OVERLAY_OPACITY ),
		cursor: 'wait',
	} );
	element.setAttribute( 'aria-busy', 'true' );
	element.appendChild( overlay );
}

export function unblock( element: HTMLElement ): void {
	overlayOf( element )?.remove();
	element.removeAttribute( 'aria-busy' );
}
