/**
 * The sheet read once the page is up: the shopper's cart from the Store API
 * (after WooCommerce updated the cart or the checkout, and on pages that
 * printed no cart of their own; a cart with nothing to pay shows no
 * buttons), or the order a pay-for-order page prints.
 */
import { createStoreApi } from '../core/api/store-api';
import { sheetFromCart } from '../core/express/cart-sheet';
import type { StoreCart } from '../core/express/cart-sheet';
import type { SheetData } from '../core/express/sheet-data';
import { parsePayForOrder } from '../core/settings/parse-pay-for-order';
import type { ExpressSettings } from '../core/settings/types';
import type { Transport } from '../core/transport/types';

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

export async function cartSheet(
	settings: ExpressSettings,
	transport: Transport
): Promise< SheetData | null > {
	const answer = await createStoreApi(
		{ nonce: settings.nonces.wcStoreApi },
		transport
	).getCart< StoreCart >();
	if ( ! answer.ok || ! answer.data?.totals ) {
		return null;
	}
	const sheet = sheetFromCart( answer.data, settings.currencyDecimals );
	return sheet.amount > 0 || settings.hasFreeTrial ? sheet : null;
}
