/**
 * The listing's result count is a live region: hidden from assistive
 * technology while the page loads, then shown and its content set again
 * after 2 s, so the count (and the sort order) is announced once.
 */
export const RESULT_COUNT_REFRESH_MS = 2000;

export function initResultCount(): void {
	const count = document.querySelector< HTMLElement >(
		'.woocommerce-result-count'
	);
	if ( ! count ) {
		return;
	}
	count.setAttribute( 'aria-hidden', 'true' );
	window.setTimeout( () => {
		count.setAttribute( 'aria-hidden', 'false' );
		count.replaceChildren( ...Array.from( count.childNodes ) );
	}, RESULT_COUNT_REFRESH_MS );
}
