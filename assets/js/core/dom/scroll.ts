/**
 * WooCommerce scrolls notices into view 100 px below the top of the window:
 * over 1 s on most pages, 600 ms on the checkout. Reduced-motion users get an
 * instant jump.
 */
export const NOTICE_SCROLL_OFFSET_PX = 100;
export const NOTICE_SCROLL_MS = 1000;
export const CHECKOUT_NOTICE_SCROLL_MS = 600;

export function scrollToNotices(
	element: Element | null,
	durationMs: number = NOTICE_SCROLL_MS
): void {
	if ( ! element ) {
		return;
	}
	const top =
		element.getBoundingClientRect().top +
		window.scrollY -
		NOTICE_SCROLL_OFFSET_PX;
	const reduced = window.matchMedia?.(
		'(prefers-reduced-motion: reduce)'
	).matches;
	if ( reduced || durationMs <= 0 || ! window.requestAnimationFrame ) {
		window.scrollTo( 0, Math.max( 0, top ) );
		return;
	}
	const start = window.scrollY;
	const distance = Math.max( 0, top ) - start;
	const begin = performance.now();
	const step = ( now: number ) => {
		const progress = Math.min( 1, ( now - begin ) / durationMs );
		// Ease in and out, as jQuery's default "swing".
		const eased = 0.5 - Math.cos( progress * Math.PI ) / 2;
		window.scrollTo( 0, start + distance * eased );
		if ( progress < 1 ) {
			window.requestAnimationFrame( step );
		}
	};
	window.requestAnimationFrame( step );
}
