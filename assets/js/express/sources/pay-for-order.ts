/**
 * Pay-for-order: the sheet is the order the page prints, paid through the
 * Store API with the order's key and billing email; the order already has
 * its shipping, so the sheet asks for none.
 */
import { parsePayForOrder } from '../../core/settings/parse-pay-for-order';
import type { ExpressSettings } from '../../core/settings/types';
import type { PageSource } from '../page-source';

declare global {
	interface Window {
		wcStripeExpressCheckoutPayForOrderParams?: unknown;
	}
}

export function payForOrderSource(
	settings: ExpressSettings
): PageSource | null {
	const order = parsePayForOrder(
		window.wcStripeExpressCheckoutPayForOrderParams
	);
	if ( ! order ) {
		return null;
	}
	return {
		payForOrder: order,
		load: async () => ( {
			amount: order.total,
			currency: settings.checkout.currencyCode,
			lineItems: order.displayItems,
			requestShipping: false,
			shippingRates: [],
		} ),
	};
}
