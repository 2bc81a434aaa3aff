/**
 * The lines a wallet sheet shows: one per cart line (quantity 1 unless more),
 * then Tax, Shipping, Discount and Refund, the last two negative. When the
 * charge (total minus refund) is lower than the sum of the item lines, the
 * item lines are dropped rather than shown adding up to more than is taken.
 */
import { __, sprintf } from '@wordpress/i18n';
import {
	DEFAULT_CURRENCY_DECIMALS,
	parseMoney,
	rescaleAmount,
} from './rescale';

export interface DisplayItem {
	label: string;
	amount: number;
}

export interface CartForDisplay {
	items: Array< {
		name: string;
		quantity?: number;
		totals: { line_subtotal: string | number };
	} >;
	totals: {
		total_tax?: string | number;
		total_shipping?: string | number;
		total_discount?: string | number;
		total_refund?: string | number;
		total_price: string | number;
		currency_minor_unit: number;
	};
}

function lineLabel( name: string, quantity: number ): string {
	return quantity > 1
		? sprintf(
				/* translators: 1: product name, 2: quantity. */
				__( '%1$s (× %2$d)', 'woocommerce-gateway-stripe' ),
				name,
				quantity
			)
		: name;
}

/**
 * "If total minus refund is lower than the sum of line items, line items are
 * dropped": a sheet whose lines add up to more than the charge would mislead.
 */
export function lineItemsFitTotal(
	lineSum: number,
	total: number,
	refund: number
): boolean {
	return total - refund >= lineSum;
}

export function buildDisplayItems(
	cart: CartForDisplay,
	decimals: number = DEFAULT_CURRENCY_DECIMALS
): DisplayItem[] {
	const unit = cart.totals.currency_minor_unit;
	const scale = ( value: unknown ) =>
		rescaleAmount( parseMoney( value ), unit, decimals );

	const lines = cart.items.map( ( item ) => ( {
		label: lineLabel( item.name, item.quantity ?? 1 ),
		amount: scale( item.totals.line_subtotal ),
	} ) );
	const lineSum = lines.reduce( ( sum, line ) => sum + line.amount, 0 );
	const refund = scale( cart.totals.total_refund );
	const keepLines = lineItemsFitTotal(
		lineSum,
		scale( cart.totals.total_price ),
		refund
	);

	const extras: DisplayItem[] = [
		{
			label: __( 'Tax', 'woocommerce-gateway-stripe' ),
			amount: scale( cart.totals.total_tax ),
		},
		{
			label: __( 'Shipping', 'woocommerce-gateway-stripe' ),
			amount: scale( cart.totals.total_shipping ),
		},
		{
			label: __( 'Discount', 'woocommerce-gateway-stripe' ),
			amount: -Math.abs( scale( cart.totals.total_discount ) ),
		},
		{
			label: __( 'Refund', 'woocommerce-gateway-stripe' ),
			amount: -Math.abs( refund ),
		},
	].filter( ( line ) => line.amount !== 0 );

	return [ ...( keepLines ? lines : [] ), ...extras ];
}
