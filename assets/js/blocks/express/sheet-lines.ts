/**
 * The wallet sheet's lines on the block checkout, stated one way at every
 * step: one line per cart line (its name, with the quantity when more than
 * one), then Tax, Shipping and Discount, as the wallet buttons state them
 * on every other page (core/amounts/display-items.ts).
 *
 * The click takes them from WooCommerce's props (the cart's lines and its
 * total items). A new address or rate is priced by the gateway, whose
 * answer names its lines its own way (a "Subtotal" or the products,
 * "Tax" or "Taxes", depending on the gateway and its filters): only its
 * amounts are taken (the total, the shipping, the discount; the tax is what
 * is left), and the lines are stated again the same way. Taking the
 * gateway's own lines made the sheet read "Subtotal / Taxes" or "Beanie /
 * Tax" for the same cart, depending on whether the first quote had come
 * back yet.
 */
import { buildDisplayItems } from '../../core/amounts/display-items';
import type {
	CartForDisplay,
	LineItem,
} from '../../core/amounts/display-items';
import { parseMoney, rescaleAmount } from '../../core/amounts/rescale';
import type { ExpressTotals } from '../../core/api/express-api';
import { toNumber } from '../../core/settings/fields';
import type { ExpressMethodProps } from './types';

type SheetProps = Pick< ExpressMethodProps, 'billing' | 'cartData' >;

/** A total item's value (WooCommerce's `cartTotalItems`), 0 when absent. */
function totalItem( props: SheetProps, key: string ): number {
	return (
		props.billing.cartTotalItems.find( ( item ) => item.key === key )
			?.value || 0
	);
}

/** The cart's lines, their amounts in `unit` decimals. */
function cartLines( props: SheetProps, unit: number ) {
	return ( props.cartData?.cartItems || [] ).map( ( item ) => ( {
		name: item.name,
		quantity: item.quantity,
		totals: {
			line_subtotal: rescaleAmount(
				parseMoney( item.totals?.line_subtotal ),
				props.billing.currency.minorUnit,
				unit
			),
		},
	} ) );
}

/**
 * The wallet's decimals: the gateway's, or where it prints none, the
 * currency's own (WooCommerce's minor unit).
 */
const walletDecimals = ( props: SheetProps, decimals: number | null ) =>
	decimals ?? props.billing.currency.minorUnit;

/** The sheet's lines when the shopper taps, from WooCommerce's props. */
export function clickLines(
	props: SheetProps,
	printedDecimals: number | null
): LineItem[] {
	const { minorUnit } = props.billing.currency;
	const decimals = walletDecimals( props, printedDecimals );
	const cart: CartForDisplay = {
		items: cartLines( props, minorUnit ),
		totals: {
			total_tax: totalItem( props, 'total_tax' ),
			total_shipping: totalItem( props, 'total_shipping' ),
			total_discount: totalItem( props, 'total_discount' ),
			total_price: props.billing.cartTotal.value,
			currency_minor_unit: minorUnit,
		},
	};
	return buildDisplayItems( cart, decimals );
}

/** The amount of the gateway's line under `key`, if it has one. */
function keyedAmount( answer: ExpressTotals, key: string ): number | null {
	const lines = Array.isArray( answer.displayItems )
		? ( answer.displayItems as Array< Record< string, unknown > > )
		: [];
	const line = lines.find( ( entry ) => entry?.key === key );
	return line ? toNumber( line.amount ) : null;
}

/**
 * The sheet's lines after a quote: the cart's lines, and the gateway's
 * amounts (in the wallet's decimals) stated as the click stated them; null
 * when the answer has no total to go by.
 */
export function quoteLines(
	props: SheetProps,
	answer: ExpressTotals,
	printedDecimals: number | null
): LineItem[] | null {
	const total = toNumber( answer.total?.amount );
	if ( total === null ) {
		return null;
	}
	const decimals = walletDecimals( props, printedDecimals );
	const items = cartLines( props, decimals );
	const { minorUnit } = props.billing.currency;
	const shipping =
		keyedAmount( answer, 'total_shipping' ) ??
		toNumber( answer.shipping_options?.[ 0 ]?.amount ) ??
		0;
	const discount = Math.abs( keyedAmount( answer, 'total_discount' ) ?? 0 );
	const fees = rescaleAmount(
		totalItem( props, 'total_fees' ),
		minorUnit,
		decimals
	);
	const itemsTotal = items.reduce(
		( sum, item ) => sum + item.totals.line_subtotal,
		0
	);
	const cart: CartForDisplay = {
		items,
		totals: {
			total_tax: Math.max(
				0,
				total - itemsTotal - fees - shipping + discount
			),
			total_shipping: shipping,
			total_discount: discount,
			total_price: total,
			currency_minor_unit: decimals,
		},
	};
	return buildDisplayItems( cart, decimals );
}
