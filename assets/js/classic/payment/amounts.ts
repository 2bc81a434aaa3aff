/**
 * What the Payment Element charges, in Stripe's units: the gateway prints
 * the cart's total as `cartTotal` with its settings, already in Stripe's
 * units (`get_stripe_amount()`, 8.8.0 class-wc-stripe-upe-payment-gateway.php),
 * and prints it again with nothing else, so after each order review update
 * the cart's new total is read from the Store API (cart-amount.ts). The save
 * rule decides whether the method is kept for later.
 */
import type { ElementAmounts } from '../../core/payment-element/elements-options';
import { savePaymentMethodUsage } from '../../core/payment-rules/save-payment-method';
import type { GatewaySettings } from '../../core/settings/types';

export function currentAmounts(
	settings: GatewaySettings,
	form: ParentNode,
	gatewayId: string,
	amount = settings.cartTotal
): ElementAmounts {
	const ticked = !! form.querySelector< HTMLInputElement >(
		`#wc-${ gatewayId }-new-payment-method:checked`
	);
	return {
		amount,
		currency: settings.currency,
		saveForLater:
			savePaymentMethodUsage( {
				cartContainsSubscription: settings.cartContainsSubscription,
				subscriptionRequiresManualRenewal:
					settings.subscriptionRequiresManualRenewal,
				shopperTickedSave: ticked,
			} ) === 'always',
	};
}
