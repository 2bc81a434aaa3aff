/**
 * What the Payment Element charges, read from the page: the gateway prints
 * the cart's total with the payment area (`.wc-stripe-cart-amount`, also in
 * each order review update), else the page's settings give it. The save rule
 * decides whether the method is kept for later.
 */
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
	return {
		totalMinor: number( marker?.dataset.total, settings.cartTotal ),
		currencyMinorUnit: number( marker?.dataset.minorUnit, 2 ),
		currency: marker?.dataset.currency || settings.currency,
		saveForLater:
			savePaymentMethodUsage( {
				cartContainsSubscription: settings.cartContainsSubscription,
				subscriptionRequiresManualRenewal:
					settings.subscriptionRequiresManualRenewal,
				shopperTickedSave: ticked,
			} ) === 'always',
	};
}
