/**
 * A debit's mandate under its element in the method's box (Stripe's own
 * is switched off, so the shopper reads it in the shop's language), put
 * back when an order review update redraws the box, and changed when the
 * shopper opens another method in an Optimized Checkout element.
 */
import { mandateText } from '../../core/messages/mandates';
import type { PaymentMethodId } from '../../core/payment-methods/types';

export function showMandate(
	container: HTMLElement,
	methodId: PaymentMethodId
): void {
	const text = mandateText( methodId );
	const next = container.nextElementSibling;
	const shown = next?.classList.contains( 'wc-stripe-mandate' ) ? next : null;
	if ( shown && shown.textContent === text ) {
		return;
	}
	// An Optimized Checkout element changes method: its mandate follows.
	shown?.remove();
	if ( ! text ) {
		return;
	}
	const notice = document.createElement( 'p' );
	notice.className = 'wc-stripe-mandate';
	notice.textContent = text;
	container.after( notice );
}
