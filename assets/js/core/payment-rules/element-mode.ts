/**
 * A deferred Payment Element takes money ('payment' mode) for a total of at
 * least 1 of the currency, and only sets the method up below that: a free
 * trial takes no money now, but the card is kept for the renewals. The
 * gateway decides the same way from the total it prints in Stripe's units
 * (`cartTotal`, 8.8.0 client/classic/upe/payment-processing.js: below 1
 * unit is setup): ¥1 is 1, $1 is 100.
 */
import { stripeMajor } from '../amounts/stripe-amount';

export const SETUP_MODE_THRESHOLD = 1;

export function elementModeForTotal(
	amount: number,
	currency: string
): 'payment' | 'setup' {
	return stripeMajor( amount, currency ) < SETUP_MODE_THRESHOLD
		? 'setup'
		: 'payment';
}
