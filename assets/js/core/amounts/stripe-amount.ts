/**
 * Amounts in Stripe's units. Stripe counts every amount in the currency's
 * smallest unit as Stripe defines it: whole units for its zero-decimal
 * currencies, thousandths (the last digit 0) for its three-decimal ones,
 * cents for every other currency, HUF included. WooCommerce counts in the
 * store's own price decimals (`wc_get_price_decimals()`, the
 * `woocommerce_price_num_decimals` option, which the store owner sets
 * freely): the Store API's `currency_minor_unit`, the block checkout's
 * `currency.minorUnit`. A Hungarian store showing whole forints reports
 * 18 000 Ft as 18000; Stripe wants 1800000.
 *
 * The gateway charges every order with `WC_Stripe_Helper::get_stripe_amount()`
 * and its two lists (gateway 8.8.0, includes/class-wc-stripe-helper.php;
 * UGX left the zero-decimal list in 2023, gateway PR #2723), so the same lists
 * here make the sheet show what the order is charged. The express params'
 * `checkout.currency_decimals` has meant two things across releases (the
 * store's `wc_get_price_decimals()` in the 9.x/10.x helper read, Stripe's
 * decimals in later ones), so it is only the fallback when the page names no
 * currency: see docs/server-contract.md.
 */

/** WC_Stripe_Helper::no_decimal_currencies() */
export const NO_DECIMAL_CURRENCIES: readonly string[] = [
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

/** WC_Stripe_Helper::three_decimal_currencies(): the last digit is always 0. */
export const THREE_DECIMAL_CURRENCIES: readonly string[] = [
	'bhd',
	'jod',
	'kwd',
	'omr',
	'tnd',
];

/** What a store amount is counted in: its currency and the store's decimals. */
export interface StoreMoney {
	/** ISO code, any case; '' when the page names none. */
	currency: string;
	/** The store's price decimals (`currency_minor_unit`). */
	minorUnit: number;
}

const isDecimals = ( value: unknown ): value is number =>
	typeof value === 'number' &&
	Number.isInteger( value ) &&
	value >= 0 &&
	value <= 4;

/**
 * Stripe's decimals for a currency, from the gateway's lists; the page's
 * printed `currency_decimals` only when no currency is named, else 2.
 */
export function stripeDecimals(
	currency: string,
	printed: number | null = null
): number {
	const code = currency.trim().toLowerCase();
	if ( ! code ) {
		return isDecimals( printed ) ? printed : 2;
	}
	if ( NO_DECIMAL_CURRENCIES.includes( code ) ) {
		return 0;
	}
	return THREE_DECIMAL_CURRENCIES.includes( code ) ? 3 : 2;
}

/**
 * A store amount (an integer in the store's decimals) in Stripe's units, as
 * `get_stripe_amount()` makes it: scaled up exactly, scaled down by
 * dropping the extra digits (PHP's `absint()` after `wc_format_decimal()`),
 * and for the three-decimal currencies rounded down to a multiple of 10.
 * The sign is kept, so a discount stays negative.
 */
export function toStripeAmount(
	amount: number,
	from: StoreMoney,
	printed: number | null = null
): number {
	if ( ! Number.isFinite( amount ) ) {
		return 0;
	}
	const decimals = stripeDecimals( from.currency, printed );
	const minorUnit = isDecimals( from.minorUnit ) ? from.minorUnit : 2;
	const shift = decimals - minorUnit;
	const size = Math.abs( Math.round( amount ) );
	let units =
		shift >= 0
			? size * Math.pow( 10, shift )
			: Math.floor( size / Math.pow( 10, -shift ) );
	if ( THREE_DECIMAL_CURRENCIES.includes( from.currency.toLowerCase() ) ) {
		units -= units % 10;
	}
	return amount < 0 ? -units : units;
}

/** Store API money is an integer string; anything else counts as 0. */
export function parseMoney( value: unknown ): number {
	if ( typeof value === 'number' ) {
		return Number.isFinite( value ) ? Math.round( value ) : 0;
	}
	if ( typeof value === 'string' && /^-?\d+$/.test( value.trim() ) ) {
		return Number( value.trim() );
	}
	return 0;
}

/** Store money (a Store API string or a number) → Stripe's units. */
export const stripeScale =
	( from: StoreMoney, printed: number | null = null ) =>
	( value: unknown ): number =>
		toStripeAmount( parseMoney( value ), from, printed );

/**
 * An amount in Stripe's units as a number of whole currency units, for
 * rules that speak of "1" or "2,000" of a currency.
 */
export function stripeMajor( amount: number, currency: string ): number {
	return amount / Math.pow( 10, stripeDecimals( currency ) );
}
