/**
 * A debit's mandate under its element (Stripe's own is switched off, so the
 * shopper reads it in the shop's language).
 */
import { mandateText } from '../../core/messages/mandates';
import type { PaymentMethodId } from '../../core/payment-methods/types';

export function MandateNotice( { methodId }: { methodId: PaymentMethodId } ) {
	const text = mandateText( methodId );
	return text ? <p className="wc-stripe-mandate">{ text }</p> : null;
}
