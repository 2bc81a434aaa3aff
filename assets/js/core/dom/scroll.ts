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
	// From the next frame: changes made in this one (notices added, the
	// view kept still, keep-in-view.ts) are in place by then.
	if ( ! window.requestAnimationFrame ) {
		window.scrollTo( 0, Math.max( 0, noticeTop( element ) ) );
		return;
	}
	window.requestAnimationFrame( () => {
		const top = Math.max( 0, noticeTop( element ) );
		const reduced = window.matchMedia?.(
			'(prefers-reduced-motion: reduce)'
		).matches;
		if ( reduced || durationMs <= 0 ) {
			window.scrollTo( 0, top );
			return;
		}
		const distance = top - window.scrollY;
		const begin = performance.now();
		let done = 0;
		const step = ( now: number ) => {
			const progress = Math.min( 1, ( now - begin ) / durationMs );
			// Ease in and out, as jQuery's default "swing".
			const eased = 0.5 - Math.cos( progress * Math.PI ) / 2;
			// By steps, not to fixed places: the page may keep the view
			// still meanwhile (keep-in-view.ts), and that is not undone.
			const next = Math.round( distance * eased );
			if ( next !== done ) {
				window.scrollBy( 0, next - done );
				done = next;
			}
			if ( progress < 1 ) {
				window.requestAnimationFrame( step );
			}
		};
		window.requestAnimationFrame( step );
	} );
}

const noticeTop = ( element: Element ) =>
	element.getBoundingClientRect().top +
	window.scrollY -
	NOTICE_SCROLL_OFFSET_PX;
