/**
 * The lines a wallet sheet shows, named `name` / `amount` as Stripe's
 * `lineItems` want them: one per cart line (quantity 1 unless more), then
 * Tax, Shipping, Discount and Refund, the last two negative. When the charge
 * (total minus refund) is lower than the sum of the item lines, the item
 * lines are dropped rather than shown adding up to more than is taken.
 */
import { __, sprintf } from '@wordpress/i18n';
import {
	DEFAULT_CURRENCY_DECIMALS,
	parseMoney,
	rescaleAmount,
} from './rescale';

export interface LineItem {
	name: string;
	amount: number;
}

export interface CartForDisplay {
	items: Array< {
		name: string;
		quantity?: number;
		totals: { line_subtotal: string | number };
	} >;
	totals: {
		total_tax?: string | number | null;
		total_shipping?: string | number | null;
		total_discount?: string | number | null;
		total_refund?: string | number | null;
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
 * A sheet whose lines add up to more than the charge would mislead, so the
 * lines are kept only when total minus refund covers their sum.
 */
export function lineItemsFitTotal(
	lineSum: number,
	total: number,
	refund: number
): boolean {
	return total - refund >= lineSum;
}

const sumOf = ( lines: readonly LineItem[] ) =>
	lines.reduce( ( sum, line ) => sum + line.amount, 0 );

/** The amount a wallet charges for a cart: its total minus any refund. */
export function cartChargeAmount(
	cart: CartForDisplay,
	decimals: number | null = DEFAULT_CURRENCY_DECIMALS
): number {
	const scale = ( value: unknown ) =>
		rescaleAmount(
			parseMoney( value ),
			cart.totals.currency_minor_unit,
			decimals
		);
	return scale( cart.totals.total_price ) - scale( cart.totals.total_refund );
}

export function buildDisplayItems(
	cart: CartForDisplay,
	decimals: number | null = DEFAULT_CURRENCY_DECIMALS
): LineItem[] {
	const unit = cart.totals.currency_minor_unit;
	const scale = ( value: unknown ) =>
		rescaleAmount( parseMoney( value ), unit, decimals );

	const lines = cart.items.map( ( item ) => ( {
		name: lineLabel( item.name, item.quantity ?? 1 ),
		amount: scale( item.totals.line_subtotal ),
	} ) );
	const refund = scale( cart.totals.total_refund );
	const keepLines = lineItemsFitTotal(
		sumOf( lines ),
		scale( cart.totals.total_price ),
		refund
	);

	const extras: LineItem[] = [
		{
			name: __( 'Tax', 'woocommerce-gateway-stripe' ),
			amount: scale( cart.totals.total_tax ),
		},
		{
			name: __( 'Shipping', 'woocommerce-gateway-stripe' ),
			amount: scale( cart.totals.total_shipping ),
		},
		{
			name: __( 'Discount', 'woocommerce-gateway-stripe' ),
			amount: -Math.abs( scale( cart.totals.total_discount ) ),
		},
		{
			name: __( 'Refund', 'woocommerce-gateway-stripe' ),
			amount: -Math.abs( refund ),
		},
	].filter( ( line ) => line.amount !== 0 );

	return [ ...( keepLines ? lines : [] ), ...extras ];
}

/**
 * Lines that must add up to no more than the charge: all of them, or none
 * when they do not fit (the sheet then shows the total alone).
 */
export function linesWithinTotal(
	lines: readonly LineItem[],
	total: number
): LineItem[] {
	return sumOf( lines ) > total ? [] : [ ...lines ];
}
