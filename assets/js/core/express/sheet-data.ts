/**
 * What a wallet sheet shows and asks for, from what the page printed (the
 * product, the cart, the order to pay). Amounts are in Stripe's unit.
 */
import type { LineItem } from '../amounts/display-items';
import type { PrintedSheet, ShippingOption } from '../settings/types';

export interface SheetData {
	amount: number;
	currency: string;
	lineItems: LineItem[];
	requestShipping: boolean;
	shippingRates: ShippingOption[];
}

export function sheetFromPrinted( printed: PrintedSheet ): SheetData {
	return {
		amount: printed.total,
		currency: printed.currency,
		lineItems: printed.displayItems,
		requestShipping: printed.requestShipping,
		shippingRates: printed.shippingOptions,
	};
}
