/**
 * The gateway's own answers (shipping options, product data, the order to
 * pay) list their lines as `{ label, amount }`; Stripe's `lineItems` want
 * `{ name, amount }`. A discount the server lists as a positive amount under
 * its `total_discount` key is made negative, as Stripe requires.
 */
import { toNumber } from '../settings/fields';
import { linesWithinTotal } from './display-items';
import type { LineItem } from './display-items';
import { rescaleAmount } from './rescale';

export function toLineItems( raw: unknown ): LineItem[] {
	if ( ! Array.isArray( raw ) ) {
		return [];
	}
	return raw.flatMap( ( entry ) => {
		if ( ! entry || typeof entry !== 'object' ) {
			return [];
		}
		const item = entry as Record< string, unknown >;
		const name = item.name ?? item.label;
		const amount = toNumber( item.amount ?? item.value );
		if ( typeof name !== 'string' || amount === null ) {
			return [];
		}
		return [
			{
				name,
				amount:
					item.key === 'total_discount'
						? -Math.abs( amount )
						: Math.round( amount ),
			},
		];
	} );
}

/** A line of the block checkout's `billing.cartTotalItems`. */
export interface CartTotalItem {
	key: string;
	label: string;
	value: number;
}

/**
 * The block checkout's total items (subtotal, fees, discount, taxes,
 * shipping, in the currency's minor unit) → the sheet's lines in Stripe's
 * unit: empty lines left out, the discount negative, and none at all when
 * they add up to more than the charge.
 */
export function lineItemsFromTotals(
	items: readonly CartTotalItem[],
	charge: number,
	minorUnit: number,
	decimals: number
): LineItem[] {
	const lines = items
		.map( ( item ) => ( {
			name: item.label.replace( /:\s*$/, '' ),
			amount: rescaleAmount(
				item.key === 'total_discount'
					? -Math.abs( item.value )
					: item.value,
				minorUnit,
				decimals
			),
		} ) )
		.filter( ( line ) => line.amount !== 0 );
	return linesWithinTotal( lines, charge );
}
