/**
 * The lines a wallet sheet shows, named `name` / `amount` as Stripe's
 * `lineItems` want them, in Stripe's units: one per cart line (quantity 1
 * unless more), then Tax, Shipping, each fee, Discount and Refund, the last
 * two negative. The lines are shown only when they add up to exactly what
 * is charged (total minus refund); otherwise the sheet shows the total
 * alone, never lines that sum to more or less than the charge (a store
 * whose decimals Stripe does not share can lose a digit per line).
 */
import { __, sprintf } from '@wordpress/i18n';
import { stripeScale } from './stripe-amount';

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
	/** The Store API's fees (WooCommerce's `WC_Cart::get_fees()`). */
	fees?: Array< { name: string; totals?: { total?: string | number } } >;
	totals: {
		total_tax?: string | number | null;
		total_shipping?: string | number | null;
		total_discount?: string | number | null;
		total_refund?: string | number | null;
		total_price: string | number;
		currency_minor_unit: number;
		/** ISO code, any case. */
		currency_code?: string;
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

const sumOf = ( lines: readonly LineItem[] ) =>
	lines.reduce( ( sum, line ) => sum + line.amount, 0 );

/**
 * Lines that add up to exactly the charge, or none: the sheet then shows
 * its total alone.
 */
export function linesAddingUpTo(
	lines: readonly LineItem[],
	total: number
): LineItem[] {
	return sumOf( lines ) === total ? [ ...lines ] : [];
}

const scaleFor = ( cart: CartForDisplay, printed: number | null ) =>
	stripeScale(
		{
			currency: cart.totals.currency_code || '',
			minorUnit: cart.totals.currency_minor_unit,
		},
		printed
	);

/** The amount a wallet charges for a cart, in Stripe's units: total minus any refund. */
export function cartChargeAmount(
	cart: CartForDisplay,
	printed: number | null = null
): number {
	const scale = scaleFor( cart, printed );
	return scale( cart.totals.total_price ) - scale( cart.totals.total_refund );
}

export function buildDisplayItems(
	cart: CartForDisplay,
	printed: number | null = null
): LineItem[] {
	const scale = scaleFor( cart, printed );
	const lines = cart.items.map( ( item ) => ( {
		name: lineLabel( item.name, item.quantity ?? 1 ),
		amount: scale( item.totals.line_subtotal ),
	} ) );
	const fees = ( cart.fees || [] ).map( ( fee ) => ( {
		name: fee.name,
		amount: scale( fee.totals?.total ),
	} ) );
	const extras: LineItem[] = [
		{
			name: __( 'Tax', 'woocommerce-gateway-stripe' ),
			amount: scale( cart.totals.total_tax ),
		},
		{
			name: __( 'Shipping', 'woocommerce-gateway-stripe' ),
			amount: scale( cart.totals.total_shipping ),
		},
		...fees,
		{
			name: __( 'Discount', 'woocommerce-gateway-stripe' ),
			amount: -Math.abs( scale( cart.totals.total_discount ) ),
		},
		{
			name: __( 'Refund', 'woocommerce-gateway-stripe' ),
			amount: -Math.abs( scale( cart.totals.total_refund ) ),
		},
	].filter( ( line ) => line.amount !== 0 );

	return linesAddingUpTo(
		[ ...lines, ...extras ],
		cartChargeAmount( cart, printed )
	);
}
