/**
 * What the Payment Element charges, in Stripe's units, read from the page:
 * the development shop prints the cart's total with the payment area
 * (`.wc-stripe-cart-amount`, in the store's decimals, also in each order
 * review update); the gateway prints `cartTotal` in its settings, already in
 * Stripe's units (`get_stripe_amount()`, 8.8.0
 * class-wc-stripe-upe-payment-gateway.php). The save rule decides whether
 * the method is kept for later.
 */
import { toStripeAmount } from '../../core/amounts/stripe-amount';
import type { ElementAmounts } from '../../core/payment-element/elements-options';
import { savePaymentMethodUsage } from '../../core/payment-rules/save-payment-method';
import type { GatewaySettings } from '../../core/settings/types';

export function currentAmounts(
	settings: GatewaySettings,
	form: ParentNode,
	gatewayId: string
): ElementAmounts {
	const marker = form.querySelector< HTMLElement >(
		'.wc-stripe-cart-amount'
	);
	const number = ( value: string | undefined, fallback: number ) => {
		const parsed = Number( value );
		return value !== undefined && value !== '' && Number.isFinite( parsed )
			? parsed
			: fallback;
	};
	const ticked = !! form.querySelector< HTMLInputElement >(
		`#wc-${ gatewayId }-new-payment-method:checked`
	);
	const currency = marker?.dataset.currency || settings.currency;
	const total = number( marker?.dataset.total, NaN );
	return {
		amount: Number.isFinite( total )
			? toStripeAmount( total, {
					currency,
					minorUnit: number( marker?.dataset.minorUnit, 2 ),
				} )
			: settings.cartTotal,
		currency,
		saveForLater:
			savePaymentMethodUsage( {
				cartContainsSubscription: settings.cartContainsSubscription,
				subscriptionRequiresManualRenewal:
					settings.subscriptionRequiresManualRenewal,
				shopperTickedSave: ticked,
			} ) === 'always',
	};
}
