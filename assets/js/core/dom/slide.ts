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

/**
 * The slide each element is in, if any. A new slide of the same element
 * takes over from it (as jQuery's animations are stopped), so a box shown
 * again while it was sliding away is not hidden when the old slide ends.
 */
const running = new WeakMap<
	HTMLElement,
	{ stop: () => void; shown: boolean }
>();

function stopSlide( element: HTMLElement ): void {
	running.get( element )?.stop();
}

/**
 * Whether the element is, or is sliding to be, shown: a box sliding away
 * counts as hidden already, one sliding in as shown.
 */
export function isShownOrShowing( element: HTMLElement ): boolean {
	const slide = running.get( element );
	if ( slide ) {
		return slide.shown;
	}
	return ! element.hidden && element.style.display !== 'none';
}

function animateHeight(
	element: HTMLElement,
	from: number,
	to: number,
	durationMs: number,
	done: () => void,
	shown: boolean
): void {
	element.style.overflow = 'hidden';
	element.style.height = `${ from }px`;
	element.style.transition = `height ${ durationMs }ms ease`;
	// Read layout so the browser starts from `from`.
	void element.offsetHeight;
	element.style.height = `${ to }px`;
	const settle = () => {
		running.delete( element );
		element.style.removeProperty( 'height' );
		element.style.removeProperty( 'overflow' );
		element.style.removeProperty( 'transition' );
	};
	const timer = window.setTimeout( () => {
		settle();
		done();
	}, durationMs );
	running.set( element, {
		stop: () => {
			window.clearTimeout( timer );
			settle();
		},
		shown,
	} );
}

export function slideDown( element: HTMLElement, durationMs: number ): void {
	stopSlide( element );
	element.hidden = false;
	// WooCommerce's markup hides some boxes with an inline style.
	if ( element.style.display === 'none' ) {
		element.style.removeProperty( 'display' );
	}
	if ( instant( durationMs ) ) {
		return;
	}
	animateHeight(
		element,
		0,
		element.scrollHeight,
		durationMs,
		() => {},
		true
	);
}

export function slideUp( element: HTMLElement, durationMs: number ): void {
	stopSlide( element );
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
	animateHeight(
		element,
		element.scrollHeight,
		0,
		durationMs,
		() => {
			element.hidden = true;
		},
		false
	);
}

export function slideToggle( element: HTMLElement, durationMs: number ): void {
	if ( element.hidden || element.style.display === 'none' ) {
		slideDown( element, durationMs );
	} else {
		slideUp( element, durationMs );
	}
}
