/**
 * The wallet sheet's lines on the block checkout, stated one way at every
 * step: one line per cart line (its name, with the quantity when more than
 * one), then Tax, Shipping, the fees and Discount, as the wallet buttons
 * state them on every other page (core/amounts/display-items.ts), all in
 * Stripe's units.
 *
 * The click takes them from WooCommerce's props (the cart's lines and its
 * total items, in the store's decimals). A new address or rate is priced by
 * the gateway, whose answer is already in Stripe's units and names its lines
 * its own way (a "Subtotal" or the products, "Tax" or "Taxes", depending on
 * the gateway and its filters): only its amounts are taken (the total, the
 * shipping, the discount; the tax is what is left), and the lines are
 * stated again the same way. Taking the gateway's own lines made the sheet
 * read "Subtotal / Taxes" or "Beanie / Tax" for the same cart, depending on
 * whether the first quote had come back yet. A tax or discount the cart
 * does not have is never stated: the lines then do not add up, and the
 * sheet shows its total alone.
 */
import { buildDisplayItems } from '../../core/amounts/display-items';
import type {
	CartForDisplay,
	LineItem,
} from '../../core/amounts/display-items';
import {
	THREE_DECIMAL_CURRENCIES,
	stripeDecimals,
	stripeScale,
} from '../../core/amounts/stripe-amount';
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

/** The cart's lines and fees as WooCommerce gives them (store decimals). */
function cartParts( props: SheetProps ) {
	return {
		items: ( props.cartData?.cartItems || [] ).map( ( item ) => ( {
			name: item.name,
			quantity: item.quantity,
			totals: { line_subtotal: item.totals?.line_subtotal ?? 0 },
		} ) ),
		fees: props.cartData?.cartFees || [],
	};
}

/** The sheet's lines when the shopper taps, from WooCommerce's props. */
export function clickLines(
	props: SheetProps,
	printedDecimals: number | null
): LineItem[] {
	const { currency } = props.billing;
	const cart: CartForDisplay = {
		...cartParts( props ),
		totals: {
			total_tax: totalItem( props, 'total_tax' ),
			total_shipping: totalItem( props, 'total_shipping' ),
			total_discount: totalItem( props, 'total_discount' ),
			total_price: props.billing.cartTotal.value,
			currency_minor_unit: currency.minorUnit,
			currency_code: currency.code,
		},
	};
	return buildDisplayItems( cart, printedDecimals );
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
 * The sheet's lines after a quote: the cart's lines in Stripe's units and
 * the gateway's amounts (Stripe's units already), stated as the click
 * stated them; null when the answer has no total to go by.
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
	const { currency } = props.billing;
	const scale = stripeScale(
		{ currency: currency.code, minorUnit: currency.minorUnit },
		printedDecimals
	);
	const parts = cartParts( props );
	const items = parts.items.map( ( item ) => ( {
		...item,
		totals: { line_subtotal: scale( item.totals.line_subtotal ) },
	} ) );
	const fees = parts.fees.map( ( fee ) => ( {
		name: fee.name,
		totals: { total: scale( fee.totals?.total ) },
	} ) );
	const shipping =
		keyedAmount( answer, 'total_shipping' ) ??
		toNumber( answer.shipping_options?.[ 0 ]?.amount ) ??
		0;
	const discount = totalItem( props, 'total_discount' )
		? Math.abs( keyedAmount( answer, 'total_discount' ) ?? 0 )
		: 0;
	const decimals = stripeDecimals( currency.code, printedDecimals );
	const known = [
		...items.map( ( item ) => item.totals.line_subtotal ),
		...fees.map( ( fee ) => fee.totals.total ),
		shipping,
		-discount,
	].reduce( ( sum, amount ) => sum + amount, 0 );
	const rest = total - known;
	// Each line that lost digits on its way to Stripe's units can leave
	// one unit (ten, for the three-decimal currencies) behind: a rest that
	// small is not a tax, unless the cart has one.
	const threeDecimal = THREE_DECIMAL_CURRENCIES.includes(
		currency.code.toLowerCase()
	);
	const unit = threeDecimal
		? 10 * Number( currency.minorUnit > 2 )
		: Number( decimals < currency.minorUnit );
	const slack = unit * ( items.length + fees.length + 2 );
	const isTax = totalItem( props, 'total_tax' ) !== 0 || rest > slack;
	const cart: CartForDisplay = {
		items,
		fees,
		totals: {
			total_tax: isTax ? Math.max( 0, rest ) : 0,
			total_shipping: shipping,
			total_discount: discount,
			total_price: total,
			// Already in Stripe's units: stated as they are.
			currency_minor_unit: decimals,
			currency_code: currency.code,
		},
	};
	return buildDisplayItems( cart, printedDecimals );
}
