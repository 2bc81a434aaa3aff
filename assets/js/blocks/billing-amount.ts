/**
 * The block checkout's total (WooCommerce's `billing.cartTotal`, in the
 * store's price decimals) in Stripe's units, the units every amount handed
 * to Stripe.js is in (core/amounts/stripe-amount.ts).
 */
import { toStripeAmount } from '../core/amounts/stripe-amount';

interface Billing {
	cartTotal: { value: number };
	currency: { code: string; minorUnit: number };
}

export function billingStripeAmount(
	billing: Billing,
	printedDecimals: number | null = null
): number {
	return toStripeAmount(
		billing.cartTotal.value,
		{
			currency: billing.currency.code,
			minorUnit: billing.currency.minorUnit,
		},
		printedDecimals
	);
}
