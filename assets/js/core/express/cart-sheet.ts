/**
 * The sheet from the Store API's cart (cart, checkout, and the product page
 * once its product is in the cart): its charge, its lines, whether it ships,
 * and its rates, the chosen one first (wallets preselect the first).
 */
import { buildDisplayItems, cartChargeAmount } from '../amounts/display-items';
import type { CartForDisplay } from '../amounts/display-items';
import { stripeScale } from '../amounts/stripe-amount';
import type { ShippingOption } from '../settings/types';
import type { SheetData } from './sheet-data';

export interface StoreCart extends CartForDisplay {
	needs_shipping?: boolean;
	items_count?: number;
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
	printed: number | null
): ShippingOption[] {
	const rates = cart.shipping_rates?.[ 0 ]?.shipping_rates || [];
	const scale = stripeScale(
		{
			currency: cart.totals.currency_code || '',
			minorUnit: cart.totals.currency_minor_unit,
		},
		printed
	);
	return [ ...rates ]
		.sort( ( a, b ) => Number( !! b.selected ) - Number( !! a.selected ) )
		.map( ( rate ) => ( {
			id: rate.rate_id,
			displayName: rate.name,
			amount: scale( rate.price ),
		} ) );
}

/**
 * The sheet of a Store API cart, every amount in Stripe's units
 * (core/amounts/stripe-amount.ts); `printed` is the page's
 * `checkout.currency_decimals`, used only when the cart names no currency.
 */
export function sheetFromCart(
	cart: StoreCart,
	printed: number | null
): SheetData {
	return {
		amount: cartChargeAmount( cart, printed ),
		currency: ( cart.totals.currency_code || '' ).toLowerCase(),
		lineItems: buildDisplayItems( cart, printed ),
		requestShipping: cart.needs_shipping === true,
		shippingRates: cartRates( cart, printed ),
	};
}
