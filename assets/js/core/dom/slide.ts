/**
 * Showing and hiding with a slide, as WooCommerce's jQuery slideDown/slideUp:
 * the height animates over the given time and the element ends `hidden` or
 * shown. Reduced-motion users, and a time of 0, get an instant change.
 */
function instant( durationMs: number ): boolean {
	return (
		durationMs <= 0 ||
		!! window.matchMedia?.( '(prefers-reduced-motion: reduce)' ).matches
	);
}

function animateHeight(
	element: HTMLElement,
	from: number,
	to: number,
	durationMs: number,
	done: () => void
): void {
	element.style.overflow = 'hidden';
	element.style.height = `${ from }px`;
	element.style.transition = `height ${ durationMs }ms ease`;
	// Read layout so the browser starts from `from`.
	void element.offsetHeight;
	element.style.height = `${ to }px`;
	window.setTimeout( () => {
		element.style.removeProperty( 'height' );
		element.style.removeProperty( 'overflow' );
		element.style.removeProperty( 'transition' );
		done();
	}, durationMs );
}

export function slideDown( element: HTMLElement, durationMs: number ): void {
	element.hidden = false;
	// WooCommerce's markup hides some boxes with an inline style.
	if ( element.style.display === 'none' ) {
		element.style.removeProperty( 'display' );
	}
	if ( instant( durationMs ) ) {
		return;
	}
	animateHeight( element, 0, element.scrollHeight, durationMs, () => {} );
}

export function slideUp( element: HTMLElement, durationMs: number ): void {
	if ( element.hidden ) {
		return;
	}
	if ( element.style.display === 'none' ) {
		element.style.removeProperty( 'display' );
		element.hidden = true;
		return;
	}
	if ( instant( durationMs ) ) {
		element.hidden = true;
		return;
	}
	animateHeight( element, element.scrollHeight, 0, durationMs, () => {
		element.hidden = true;
	} );
}

export function slideToggle( element: HTMLElement, durationMs: number ): void {
	if ( element.hidden || element.style.display === 'none' ) {
		slideDown( element, durationMs );
	} else {
		slideUp( element, durationMs );
	}
}
