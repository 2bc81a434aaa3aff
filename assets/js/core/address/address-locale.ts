/**
 * Country and address data the shop prints for its address forms
 * (`wc_country_select_params`, `wc_address_i18n_params`): each country's
 * states (`{}` = none, absent = unknown) and each country's field rules
 * (label, placeholder, required, hidden, priority, classes), read once.
 * WordPress prints the JSON parts as text with `&quot;` for quotes.
 */
declare global {
	interface Window {
		wc_country_select_params?: unknown;
		wc_address_i18n_params?: unknown;
	}
}

export interface FieldLocale {
	label?: string;
	placeholder?: string;
	required?: boolean;
	hidden?: boolean;
	priority?: number;
	class?: string[];
}

export type CountryLocale = Record< string, FieldLocale >;

export interface AddressData {
	states: Record< string, Record< string, string > >;
	selectStateText: string;
	locale: Record< string, CountryLocale >;
	/** Field key → the selector of its rows. */
	localeFields: Record< string, string >;
	optionalText: string;
}

const isRecord = ( value: unknown ): value is Record< string, unknown > =>
	!! value && typeof value === 'object' && ! Array.isArray( value );

function parseJsonText( value: unknown ): Record< string, unknown > {
	if ( isRecord( value ) ) {
		return value;
	}
	if ( typeof value !== 'string' ) {
		return {};
	}
	try {
		const parsed = JSON.parse( value.replace( /&quot;/g, '"' ) );
		return isRecord( parsed ) ? parsed : {};
	} catch {
		return {};
	}
}

const text = ( source: Record< string, unknown >, key: string ) =>
	typeof source[ key ] === 'string' ? ( source[ key ] as string ) : '';

export function readAddressData(
	countrySelect: unknown = window.wc_country_select_params,
	i18n: unknown = window.wc_address_i18n_params
): AddressData {
	const select = isRecord( countrySelect ) ? countrySelect : {};
	const locale = isRecord( i18n ) ? i18n : {};
	const states: AddressData[ 'states' ] = {};
	for ( const [ country, list ] of Object.entries(
		parseJsonText( select.countries )
	) ) {
		// PHP prints an empty list as [].
		states[ country ] = isRecord( list )
			? ( list as Record< string, string > )
			: {};
	}
	return {
		states,
		selectStateText: text( select, 'i18n_select_state_text' ),
		locale: parseJsonText( locale.locale ) as AddressData[ 'locale' ],
		localeFields: parseJsonText( locale.locale_fields ) as Record<
			string,
			string
		>,
		optionalText: text( locale, 'i18n_optional_text' ),
	};
}

/** One field's rules for a country: its own over the defaults. */
export function fieldLocaleFor(
	data: AddressData,
	country: string,
	key: string
): FieldLocale {
	const own = Object.prototype.hasOwnProperty.call( data.locale, country )
		? data.locale[ country ]
		: data.locale.default;
	return { ...data.locale.default?.[ key ], ...own?.[ key ] };
}

export type StateBox = 'select' | 'hidden' | 'text';

/** A country with states gets a list, one with none a hidden input. */
export function stateBoxFor( data: AddressData, country: string ): StateBox {
	if ( ! Object.prototype.hasOwnProperty.call( data.states, country ) ) {
		return 'text';
	}
	return Object.keys( data.states[ country ] ).length ? 'select' : 'hidden';
}
