/**
 * What a wallet sheet shows and asks for, from a page's data: the Store
 * API's cart (cart, checkout, and the product page once its product is in
 * the cart) or the gateway's product data. Amounts are in Stripe's unit.
 */
import { buildDisplayItems, cartChargeAmount } from '../amounts/display-items';
import type { CartForDisplay, LineItem } from '../amounts/display-items';
import { parseMoney, rescaleAmount } from '../amounts/rescale';
import type { ExpressProductData, ShippingOption } from '../settings/types';

export interface SheetData {
	amount: number;
	currency: string;
	lineItems: LineItem[];
	requestShipping: boolean;
	shippingRates: ShippingOption[];
}

export interface StoreCart extends CartForDisplay {
	needs_shipping?: boolean;
	items_count?: number;
	totals: CartForDisplay[ 'totals' ] & { currency_code?: string };
	shipping_rates?: Array< {
		shipping_rates?: Array< {
			rate_id: string;
			name: string;
			price: string | number;
			selected?: boolean;
		} >;
	} >;
}

/** The cart's rates, the chosen one first (wallets preselect the first). */
function cartRates( cart: StoreCart, decimals: number ): ShippingOption[] {
	const rates = cart.shipping_rates?.[ 0 ]?.shipping_rates || [];
	return [ ...rates ]
		.sort( ( a, b ) => Number( !! b.selected ) - Number( !! a.selected ) )
		.map( ( rate ) => ( {
			id: rate.rate_id,
			displayName: rate.name,
			amount: rescaleAmount(
				parseMoney( rate.price ),
				cart.totals.currency_minor_unit,
				decimals
			),
		} ) );
}

export function sheetFromCart( cart: StoreCart, decimals: number ): SheetData {
	return {
		amount: cartChargeAmount( cart, decimals ),
		currency: ( cart.totals.currency_code || '' ).toLowerCase(),
		lineItems: buildDisplayItems( cart, decimals ),
		requestShipping: cart.needs_shipping === true,
		shippingRates: cartRates( cart, decimals ),
	};
}

export function sheetFromProduct( product: ExpressProductData ): SheetData {
	return {
		amount: product.total,
		currency: product.currency,
		lineItems: product.displayItems,
		requestShipping: product.requestShipping,
		shippingRates: product.shippingOptions,
	};
}
