/**
 * A Store API amount (an integer string in the currency's minor unit) as
 * the shopper reads it, with the currency fields the answer carries next to
 * every amount (the cart's totals, a line's prices, a shipping rate).
 */
export interface CurrencyFields {
	currency_minor_unit: number;
	currency_prefix: string;
	currency_suffix: string;
	currency_decimal_separator?: string;
}

export function formatMoney(
	value: string | number | null | undefined,
	currency: CurrencyFields
): string {
	const minorUnit = currency.currency_minor_unit;
	const amount = ( Number( value || 0 ) / Math.pow( 10, minorUnit ) ).toFixed(
		minorUnit
	);
	return `${ currency.currency_prefix }${ amount.replace(
		'.',
		currency.currency_decimal_separator || '.'
	) }${ currency.currency_suffix }`;
}
