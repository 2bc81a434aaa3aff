/**
 * The wallet buttons' area survives a totals refresh: the new totals the
 * shop sends carry an empty container, separator and attribution inputs,
 * and the kept-space box printed before the buttons draw. The old nodes
 * (the mounted buttons) take the new empty ones' places, so buttons keep
 * working. The new kept-space box goes: once the buttons drew, the old
 * totals have no box, and a new one would leave a blank gap above the
 * buttons that nothing removes; if the buttons have not drawn yet, the old
 * box takes its place (the buttons' script removes that one as they
 * appear). One box at most, the buttons, and the same height.
 */
import { KEPT_SPACE_CLASS } from '../../core/express/kept-space';

const RESERVE = `.${ KEPT_SPACE_CLASS }`;

const KEPT_IDS = [
	'wc-stripe-express-checkout-element',
	'wc-stripe-express-checkout-button-separator',
	'wc-stripe-express-checkout__order-attribution-inputs',
];

export function keepExpressArea( old: Element, fresh: Element ): void {
	const newReserve = fresh.querySelector( RESERVE );
	const oldReserve = old.querySelector( RESERVE );
	for ( const id of KEPT_IDS ) {
		const kept = old.querySelector( `#${ id }` );
		const slot = fresh.querySelector( `#${ id }` );
		if ( kept && slot ) {
			slot.replaceWith( kept );
		}
	}
	if ( newReserve && oldReserve ) {
		newReserve.replaceWith( oldReserve );
	} else {
		newReserve?.remove();
	}
}
