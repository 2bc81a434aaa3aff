/**
 * The sheet each kind of page starts with, which the buttons need before
 * they can be drawn (Stripe wants the amount up front), from what the page
 * printed: the product, the cart or the order to pay. A cart with nothing
 * to pay shows no buttons.
 */
import { sheetFromPrinted } from '../core/express/sheet-data';
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

/**
 * The printed sheet; undefined when a cart page printed none (it is read
 * from the Store API instead).
 */
export function printedSheet(
	settings: ExpressSettings
): SheetData | null | undefined {
	if ( settings.isPayForOrder ) {
		return orderSheet( settings );
	}
	if ( settings.isProductPage ) {
		return settings.product ? sheetFromPrinted( settings.product ) : null;
	}
	if ( ! settings.cart ) {
		return undefined;
	}
	const sheet = sheetFromPrinted( settings.cart );
	return sheet.amount > 0 || settings.hasFreeTrial ? sheet : null;
}
