/**
 * Store currencies the dev settings can choose, with WooCommerce's display
 * fields.
 */
export interface Currency {
	code: string;
	symbol: string;
	minorUnit: number;
	decimalSeparator: string;
	thousandSeparator: string;
	prefix: string;
	suffix: string;
}

const make = (
	code: string,
	symbol: string,
	minorUnit = 2,
	prefixed = true
): Currency => ( {
	code,
	symbol,
	minorUnit,
	decimalSeparator: '.',
	thousandSeparator: ',',
	prefix: prefixed ? symbol : '',
	suffix: prefixed ? '' : ` ${ symbol }`,
} );

export const CURRENCIES: Record< string, Currency > = {
	EUR: make( 'EUR', '€' ),
	USD: make( 'USD', '$' ),
	GBP: make( 'GBP', '£' ),
	PLN: make( 'PLN', 'zł', 2, false ),
	BRL: make( 'BRL', 'R$' ),
	MXN: make( 'MXN', '$' ),
	CAD: make( 'CAD', '$' ),
	AUD: make( 'AUD', '$' ),
	JPY: make( 'JPY', '¥', 0 ),
};

export function currencyFor( code: string ): Currency {
	return CURRENCIES[ code ] || CURRENCIES.EUR;
}

/** Amount in minor units → "€18.00" for pages. */
export function formatMoney( amount: number, currency: Currency ): string {
	const value = ( amount / Math.pow( 10, currency.minorUnit ) ).toFixed(
		currency.minorUnit
	);
	return `${ currency.prefix }${ value }${ currency.suffix }`;
}

/** Catalogue prices are kept in 2-decimal units; JPY drops the cents. */
export function inCurrency( amount: number, currency: Currency ): number {
	return Math.round( amount * Math.pow( 10, currency.minorUnit - 2 ) );
}
