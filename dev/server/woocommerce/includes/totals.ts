/**
 * Cart prices, shipping rates, coupon, tax and totals in the store currency's
 * minor unit. Tax: 10 % on items and shipping after discount ("Tax").
 *
 * Follows: woocommerce includes/class-wc-cart-totals.php.
 */
import { productById } from './catalogue';
import type { Product } from './catalogue';
import { NO_SHIPPING_COUNTRIES } from './countries';
import { inCurrency, storeCurrency } from './currency';
import type { Currency } from './currency';
import type { Cart, CartLine } from './types';

export const TAX_RATE = 0.1;
export const COUPONS: Record< string, number > = { save10: 0.1 };
const FREE_SHIPPING_FROM = 5000;

export interface Rate {
	rate_id: string;
	name: string;
	price: number;
}

export interface LineTotals {
	line: CartLine;
	product: Product;
	unitPrice: number;
	subtotal: number;
}

export interface CartTotals {
	currency: Currency;
	lines: LineTotals[];
	items: number;
	discount: number;
	shipping: number;
	tax: number;
	total: number;
	needsShipping: boolean;
	rates: Rate[];
	selectedRate: string;
	containsSubscription: boolean;
}

export function unitPrice(
	product: Product,
	line: CartLine,
	currency: Currency
): number {
	if ( product.type === 'subscription' ) {
		return inCurrency( product.signUpPrice ?? product.price, currency );
	}
	const variation = product.variations?.find(
		( v ) => v.id === line.variationId
	);
	const addon = product.addon && line.addonValue ? product.addon.price : 0;
	return inCurrency(
		( variation?.price ?? product.price ) + addon,
		currency
	);
}

export function shippingRates(
	country: string,
	itemsTotal: number,
	currency: Currency
): Rate[] {
	if ( NO_SHIPPING_COUNTRIES.includes( country ) ) {
		return [];
	}
	const rates: Rate[] = [
		{
			rate_id: 'flat_rate:1',
			name: 'Flat rate',
			price: inCurrency( 500, currency ),
		},
	];
	if ( itemsTotal >= inCurrency( FREE_SHIPPING_FROM, currency ) ) {
		rates.push( {
			rate_id: 'free_shipping:2',
			name: 'Free shipping',
			price: 0,
		} );
	}
	return rates;
}

/** What totals depend on of the shop's settings. */
export interface TotalsSettings {
	currency: string;
	/** The store owner's price decimals; null: the currency's usual. */
	priceDecimals: number | null;
	storeCountry: string;
}

export function cartTotals(
	cart: Cart,
	{ storeCountry, ...store }: TotalsSettings
): CartTotals {
	const currency = storeCurrency( store );
	const lines: LineTotals[] = [];
	for ( const line of cart.lines ) {
		const product = productById( line.productId );
		if ( product ) {
			const price = unitPrice( product, line, currency );
			lines.push( {
				line,
				product,
				unitPrice: price,
				subtotal: price * line.quantity,
			} );
		}
	}
	const items = lines.reduce( ( sum, entry ) => sum + entry.subtotal, 0 );
	const discount = Math.round(
		cart.coupons.reduce(
			( sum, code ) => sum + ( COUPONS[ code ] || 0 ),
			0
		) * items
	);
	const needsShipping = lines.some( ( entry ) => ! entry.product.virtual );
	const country =
		cart.shipping.country || cart.billing.country || storeCountry;
	const rates = needsShipping
		? shippingRates( country, items, currency )
		: [];
	const selected =
		rates.find( ( rate ) => rate.rate_id === cart.selectedRate ) ||
		rates[ 0 ];
	const shipping = selected ? selected.price : 0;
	const tax = Math.round( ( items - discount + shipping ) * TAX_RATE );
	return {
		currency,
		lines,
		items,
		discount,
		shipping,
		tax,
		total: items - discount + shipping + tax,
		needsShipping,
		rates,
		selectedRate: selected ? selected.rate_id : '',
		containsSubscription: lines.some(
			( entry ) => entry.product.type === 'subscription'
		),
	};
}
