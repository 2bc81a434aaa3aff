/**
 * The sheet from the Store API's cart (cart, checkout, and the product page
 * once its product is in the cart): its charge, its lines, whether it ships,
 * and its rates, the chosen one first (wallets preselect the first).
 */
import { buildDisplayItems, cartChargeAmount } from '../amounts/display-items';
import type { CartForDisplay } from '../amounts/display-items';
import { parseMoney, rescaleAmount } from '../amounts/rescale';
import type { ShippingOption } from '../settings/types';
import type { SheetData } from './sheet-data';

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

function cartRates(
	cart: StoreCart,
	decimals: number | null
): ShippingOption[] {
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

export function sheetFromCart(
	cart: StoreCart,
	decimals: number | null
): SheetData {
	return {
		amount: cartChargeAmount( cart, decimals ),
		currency: ( cart.totals.currency_code || '' ).toLowerCase(),
		lineItems: buildDisplayItems( cart, decimals ),
		requestShipping: cart.needs_shipping === true,
		shippingRates: cartRates( cart, decimals ),
	};
}
