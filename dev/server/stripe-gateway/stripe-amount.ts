/**
 * The gateway's `WC_Stripe_Helper::get_stripe_amount()`: a WooCommerce
 * amount in Stripe's units for its currency. WooCommerce holds decimals in
 * the store's price decimals (`wc_get_price_decimals()`); the shop holds the
 * same amounts as integers in those decimals, so the decimal total is taken
 * back first and then treated as the PHP treats it: whole units for the
 * zero-decimal currencies (`absint()`), thousandths rounded down to a last
 * digit 0 for the three-decimal ones, cents for every other currency
 * (`absint( wc_format_decimal( $total * 100, wc_get_price_decimals() ) )`).
 * Every amount the gateway prints, answers or charges goes through it.
 *
 * Follows: woocommerce-gateway-stripe includes/class-wc-stripe-helper.php
 * get_stripe_amount(), no_decimal_currencies(),
 * three_decimal_currencies() (8.8.0).
 */
import { currencyFor } from '../woocommerce/includes/currency';
import type { Currency } from '../woocommerce/includes/currency';
import type { Order } from '../woocommerce/includes/types';

const NO_DECIMAL = [
	'bif',
	'clp',
	'djf',
	'gnf',
	'jpy',
	'kmf',
	'krw',
	'mga',
	'pyg',
	'rwf',
	'vnd',
	'vuv',
	'xaf',
	'xof',
	'xpf',
];
const THREE_DECIMAL = [ 'bhd', 'jod', 'kwd', 'omr', 'tnd' ];

/** PHP's absint(): the integer part, without its sign (0 for no number). */
export const absint = ( value: unknown ) =>
	Math.abs( Math.trunc( Number( value ) || 0 ) );

/** wc_format_decimal( $number, $dp ): rounded to `dp` decimals. */
const formatDecimal = ( value: number, dp: number ) =>
	Number( value.toFixed( dp ) );

/** `amount` is in the store's price decimals (`currency.minorUnit`). */
export function getStripeAmount( amount: number, currency: Currency ): number {
	const dp = currency.minorUnit;
	const total = amount / Math.pow( 10, dp );
	const code = currency.code.toLowerCase();
	if ( NO_DECIMAL.includes( code ) ) {
		return absint( total );
	}
	if ( THREE_DECIMAL.includes( code ) ) {
		const thousandths = absint( formatDecimal( total * 1000, dp ) );
		return thousandths - ( thousandths % 10 );
	}
	return absint( formatDecimal( total * 100, dp ) );
}

/** Stripe's decimals for the currency (what `currency_decimals` says in 9.7+). */
export function stripeCurrencyDecimals( currency: Currency ): number {
	const code = currency.code.toLowerCase();
	if ( NO_DECIMAL.includes( code ) ) {
		return 0;
	}
	return THREE_DECIMAL.includes( code ) ? 3 : 2;
}

/** `get_stripe_amount( $order->get_total(), $order->get_currency() )`. */
export function orderStripeAmount( order: Order ): number {
	return getStripeAmount(
		order.totals.total,
		currencyFor( order.currency, order.minorUnit )
	);
}
