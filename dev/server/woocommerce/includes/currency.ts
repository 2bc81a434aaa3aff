/**
 * Store currencies the dev settings can choose, with WooCommerce's display
 * fields, and amounts printed as WooCommerce prints them: `wc_price()`'s
 * markup on pages (themes, plugins and WooCommerce's own tests read
 * `.woocommerce-Price-amount` and its `bdi`), the same text where only text
 * fits.
 *
 * Follows: woocommerce includes/wc-formatting-functions.php wc_price() and
 * wc-core-functions.php get_woocommerce_currency_symbol().
 */
import { escapeHtml } from '../../http/respond';

/**
 * Where the symbol goes (WooCommerce's `woocommerce_currency_pos` option):
 * `get_woocommerce_price_format()` turns it into the price format.
 */
export type CurrencyPosition = 'left' | 'right' | 'left_space' | 'right_space';

export interface Currency {
	code: string;
	symbol: string;
	minorUnit: number;
	decimalSeparator: string;
	thousandSeparator: string;
	position: CurrencyPosition;
	/** The Store API's `currency_prefix` and `currency_suffix`. */
	prefix: string;
	suffix: string;
	/** Catalogue prices (kept in euros) times this: 18.00 is 18 000 Ft. */
	rate: number;
}

/**
 * The Store API's `currency_prefix` / `currency_suffix` for a position: the
 * format's space is a plain one there.
 */
function storeApiAffixes(
	symbol: string,
	position: CurrencyPosition
): { prefix: string; suffix: string } {
	switch ( position ) {
		case 'right':
			return { prefix: '', suffix: symbol };
		case 'right_space':
			return { prefix: '', suffix: ` ${ symbol }` };
		case 'left_space':
			return { prefix: `${ symbol } `, suffix: '' };
		default:
			return { prefix: symbol, suffix: '' };
	}
}

const make = (
	code: string,
	symbol: string,
	minorUnit = 2,
	position: CurrencyPosition = 'left',
	rate = 1
): Currency => ( {
	code,
	symbol,
	minorUnit,
	decimalSeparator: '.',
	thousandSeparator: ',',
	position,
	...storeApiAffixes( symbol, position ),
	rate,
} );

export const CURRENCIES: Record< string, Currency > = {
	EUR: make( 'EUR', '€' ),
	USD: make( 'USD', '$' ),
	GBP: make( 'GBP', '£' ),
	PLN: make( 'PLN', 'zł', 2, 'right_space' ),
	BRL: make( 'BRL', 'R$' ),
	MXN: make( 'MXN', '$' ),
	CAD: make( 'CAD', '$' ),
	AUD: make( 'AUD', '$' ),
	JPY: make( 'JPY', '¥', 0 ),
	HUF: make( 'HUF', 'Ft', 0, 'right_space', 1000 ),
	KWD: make( 'KWD', 'د.ك', 3, 'right_space' ),
};

/**
 * The store's currency as WooCommerce counts it: its code and symbol, and
 * the store's price decimals (`wc_get_price_decimals()`) when the store
 * owner set them, else the currency's usual ones.
 */
export function currencyFor(
	code: string,
	priceDecimals: number | null = null
): Currency {
	const currency = CURRENCIES[ code ] || CURRENCIES.EUR;
	return priceDecimals === null
		? currency
		: { ...currency, minorUnit: priceDecimals };
}

/** The shop's currency, with the store owner's price decimals. */
export function storeCurrency( settings: {
	currency: string;
	priceDecimals: number | null;
} ): Currency {
	return currencyFor( settings.currency, settings.priceDecimals );
}

/** PHP's `number_format()`: the decimals, then a separator every three digits. */
function numberFormat( value: number, currency: Currency ): string {
	const [ whole, fraction ] = value
		.toFixed( currency.minorUnit )
		.split( '.' );
	const grouped = whole.replace(
		/\B(?=(\d{3})+(?!\d))/g,
		currency.thousandSeparator
	);
	return fraction === undefined
		? grouped
		: `${ grouped }${ currency.decimalSeparator }${ fraction }`;
}

/**
 * `get_woocommerce_price_format()` filled in: the symbol and the number
 * (`&nbsp;` between them for the `_space` positions).
 */
function priceFormat(
	currency: Currency,
	symbol: string,
	number: string
): string {
	switch ( currency.position ) {
		case 'right':
			return `${ number }${ symbol }`;
		case 'left_space':
			return `${ symbol }\u00a0${ number }`;
		case 'right_space':
			return `${ number }\u00a0${ symbol }`;
		default:
			return `${ symbol }${ number }`;
	}
}

/** An amount in minor units as `wc_price()`'s text: "€1,800.00", "-€5.00". */
export function formatMoney( amount: number, currency: Currency ): string {
	const value = amount / Math.pow( 10, currency.minorUnit );
	return `${ value < 0 ? '-' : '' }${ priceFormat(
		currency,
		currency.symbol,
		numberFormat( Math.abs( value ), currency )
	) }`;
}

/**
 * An amount in minor units as `wc_price()` prints it:
 * `<span class="woocommerce-Price-amount amount"><bdi><span
 * class="woocommerce-Price-currencySymbol">€</span>18.00</bdi></span>`, the
 * minus sign inside the `bdi` before the formatted price.
 */
export function priceHtml( amount: number, currency: Currency ): string {
	const value = amount / Math.pow( 10, currency.minorUnit );
	const symbol = `<span class="woocommerce-Price-currencySymbol">${ escapeHtml(
		currency.symbol
	) }</span>`;
	return `<span class="woocommerce-Price-amount amount"><bdi>${
		value < 0 ? '-' : ''
	}${ priceFormat(
		currency,
		symbol,
		escapeHtml( numberFormat( Math.abs( value ), currency ) )
	) }</bdi></span>`;
}

/**
 * Catalogue prices are kept in euro cents; a store price is that times the
 * currency's rate, in the store's price decimals (a yen store showing no
 * decimals drops the cents, one showing two keeps them).
 */
export function inCurrency( amount: number, currency: Currency ): number {
	return Math.round(
		amount * currency.rate * Math.pow( 10, currency.minorUnit - 2 )
	);
}
