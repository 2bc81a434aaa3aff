/**
 * Pay-for-order: the sheet is the order the page prints
 * (`wcStripeExpressCheckoutPayForOrderParams`); it ships as it is, so the
 * sheet asks for no address.
 */
import type { SheetData } from '../core/express/sheet-data';
import { parsePayForOrder } from '../core/settings/parse-pay-for-order';
import type { ExpressSettings } from '../core/settings/types';

declare global {
	interface Window {
		wcStripeExpressCheckoutPayForOrderParams?: unknown;
	}
}

export const payForOrderData = () =>
	parsePayForOrder( window.wcStripeExpressCheckoutPayForOrderParams );

/** Pay-for-order: the order the page prints; it ships as it is. */
export function orderSheet( settings: ExpressSettings ): SheetData | null {
	const order = payForOrderData();
	return order
		? {
				amount: order.total,
				currency: settings.checkout.currencyCode,
				lineItems: order.displayItems,
				requestShipping: false,
				shippingRates: [],
			}
		: null;
}
