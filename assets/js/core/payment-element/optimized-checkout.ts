/**
 * Optimized Checkout's Payment Element: one element offers what the
 * gateway's payment method configuration allows (`paymentMethodConfiguration`)
 * minus the types the gateway leaves out (`excludedPaymentMethodTypes`),
 * in place of a list of types; as an accordion by default, without radios
 * or space between its items.
 *
 * Follows the gateway's client: woocommerce-gateway-stripe
 * client/classic/upe/payment-processing.js createStripePaymentElement() and
 * client/blocks/upe/upe-deferred-intent-creation/payment-elements.js (10.x),
 * client/stripe-utils/utils.js getExcludedPaymentMethodTypes() (an empty or
 * missing list leaves out Amazon Pay, a wallet button only under OC).
 */
import type { Layout, LayoutObject } from '@stripe/stripe-js';
import type { GatewaySettings } from '../settings/types';

export interface OptimizedCheckoutElement {
	/** Null when the page prints none: Stripe takes the account's own. */
	configurationId: string | null;
	excludedTypes: string[];
}

const EXCLUDED_WHEN_UNSAID = [ 'amazon_pay' ];

/** The element's configuration on a page where OC draws, else undefined. */
export function optimizedCheckoutElement(
	settings: Pick<
		GatewaySettings,
		| 'optimizedCheckout'
		| 'paymentMethodConfigurationId'
		| 'excludedPaymentMethodTypes'
	>
): OptimizedCheckoutElement | undefined {
	if ( ! settings.optimizedCheckout ) {
		return undefined;
	}
	return {
		configurationId: settings.paymentMethodConfigurationId,
		excludedTypes: settings.excludedPaymentMethodTypes.length
			? settings.excludedPaymentMethodTypes
			: EXCLUDED_WHEN_UNSAID,
	};
}

/**
 * The element's layout: with OC, an accordion lists the methods flush,
 * each opened by its row (the gateway passes `radios: false`, the older
 * spelling of 'never').
 */
export function optimizedCheckoutLayout(
	layout: Layout,
	optimizedCheckout: boolean
): Layout | LayoutObject {
	if ( ! optimizedCheckout || layout !== 'accordion' ) {
		return layout;
	}
	return { type: layout, radios: 'never', spacedAccordionItems: false };
}
