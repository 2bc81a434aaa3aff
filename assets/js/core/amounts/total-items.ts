/**
 * The block checkout's total items (subtotal, fees, discount, taxes,
 * shipping, in the currency's minor unit) → the sheet's lines in Stripe's
 * unit: empty lines left out, the discount negative, and none at all when
 * they add up to more than the charge.
 */
import { linesWithinTotal } from './display-items';
import type { LineItem } from './display-items';
import { rescaleAmount } from './rescale';

/** A line of the block checkout's `billing.cartTotalItems`. */
export interface CartTotalItem {
	key: string;
	label: string;
	value: number;
}

export function lineItemsFromTotals(
	items: readonly CartTotalItem[],
	charge: number,
	minorUnit: number,
	decimals: number | null
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
