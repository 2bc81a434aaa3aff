/**
 * The box the gateway prints just before the wallet buttons' container, one
 * button row high per wallet offered, so the page is drawn with the
 * buttons' space already kept. Whoever draws, moves or gives up the buttons
 * finds it here.
 */
export const KEPT_SPACE_CLASS = 'wc-stripe-express-checkout-reserve';

/** The kept-space box just before the buttons' container, if printed. */
export function keptSpaceBefore( container: Element ): Element | null {
	const before = container.previousElementSibling;
	return before?.classList.contains( KEPT_SPACE_CLASS ) ? before : null;
}
