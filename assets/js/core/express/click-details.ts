/**
 * What a wallet button's click resolves with: the sheet's lines, the
 * contact details to ask for (email always), and shipping when the cart
 * needs it. Stripe opens the sheet only if the click resolves within 1 s,
 * so this is computed from what the page already knows.
 */
import type { ClickResolveDetails } from '@stripe/stripe-js';
import type { LineItem } from '../amounts/display-items';
import type { ShippingOption } from '../settings/types';

export interface ClickInput {
	lineItems: LineItem[];
	requestShipping: boolean;
	requestPhone: boolean;
	shippingRates: ShippingOption[];
	/** Shown until the sheet's address gives real rates. */
	defaultShippingOption: ShippingOption | null;
	allowedShippingCountries: readonly string[];
}

export function clickResolveDetails( input: ClickInput ): ClickResolveDetails {
	const details: ClickResolveDetails = {
		lineItems: input.lineItems,
		emailRequired: true,
		shippingAddressRequired: input.requestShipping,
		phoneNumberRequired: input.requestPhone,
	};
	if ( input.requestShipping ) {
		const fallback = input.defaultShippingOption;
		details.shippingRates = input.shippingRates.length
			? input.shippingRates
			: [ ...( fallback ? [ fallback ] : [] ) ];
		if ( input.allowedShippingCountries.length ) {
			details.allowedShippingCountries = [
				...input.allowedShippingCountries,
			];
		}
	}
	return details;
}
