/**
 * The `currency_*` fields every Store API money object carries, from the
 * store's currency.
 *
 * Follows: woocommerce src/StoreApi/Formatters/CurrencyFormatter.php and
 * Schemas/V1/AbstractSchema.php get_store_currency_properties().
 */
import type { Currency } from '../includes/currency';

export function currencyFields( currency: Currency ) {
	return {
		currency_code: currency.code,
		currency_symbol: currency.symbol,
		currency_minor_unit: currency.minorUnit,
		currency_decimal_separator: currency.decimalSeparator,
		currency_thousand_separator: currency.thousandSeparator,
		currency_prefix: currency.prefix,
		currency_suffix: currency.suffix,
	};
}
