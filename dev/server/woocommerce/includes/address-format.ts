/**
 * An address as WooCommerce prints it (`WC_Countries::get_formatted_address`):
 * the country's line format filled in, empty lines dropped, the lines joined
 * with `<br/>`, and the country left out when it is the store's own.
 *
 * Follows: woocommerce includes/class-wc-countries.php
 * get_formatted_address().
 */
import { escapeHtml } from '../../http/respond';
import { COUNTRIES, COUNTRY_STATES } from './countries';
import { POSTAL_PARTS, type Address } from './types';

const DEFAULT_FORMAT =
	'{name}\n{company}\n{address_1}\n{address_2}\n{city}\n{state}\n{postcode}\n{country}';

/** Postcode before the city, the company first. */
const COMPANY_FIRST =
	'{company}\n{name}\n{address_1}\n{address_2}\n{postcode} {city}\n{country}';

/** `WC_Countries::get_address_formats()` for the countries the shop sells to. */
const FORMATS: Record< string, string > = {
	AT: COMPANY_FIRST,
	BE: COMPANY_FIRST,
	DE: COMPANY_FIRST,
	NL: COMPANY_FIRST,
	PL: COMPANY_FIRST,
	PT: COMPANY_FIRST,
	FR: '{company}\n{name}\n{address_1}\n{address_2}\n{postcode} {city_upper}\n{country}',
	US: '{name}\n{company}\n{address_1}\n{address_2}\n{city}, {state_code} {postcode}\n{country}',
	CA: '{company}\n{name}\n{address_1}\n{address_2}\n{city} {state_code} {postcode}\n{country}',
	AU: '{name}\n{company}\n{address_1}\n{address_2}\n{city} {state} {postcode}\n{country}',
	MX: '{name}\n{company}\n{address_1}\n{address_2}\n{postcode} {city}, {state}\n{country}',
};

/** True when the address has anything to print (WooCommerce's empty check). */
export function hasAddress( address: Partial< Address > ): boolean {
	return POSTAL_PARTS.some( ( key ) => !! address[ key ] );
}

/**
 * The address's lines as HTML (each part escaped), `<br/>` between them;
 * '' for an empty address.
 */
export function formattedAddress(
	address: Partial< Address >,
	storeCountry: string
): string {
	if ( ! hasAddress( address ) ) {
		return '';
	}
	const country = address.country || '';
	const stateCode = address.state || '';
	const stateName = COUNTRY_STATES[ country ]?.[ stateCode ] || stateCode;
	const parts: Record< string, string > = {
		name: [ address.first_name, address.last_name ]
			.filter( Boolean )
			.join( ' ' ),
		company: address.company || '',
		address_1: address.address_1 || '',
		address_2: address.address_2 || '',
		city: address.city || '',
		city_upper: ( address.city || '' ).toUpperCase(),
		state: stateName,
		state_code: stateCode,
		postcode: address.postcode || '',
		// Not needed when it is the store's own country.
		country: country === storeCountry ? '' : COUNTRIES[ country ] || '',
	};
	return ( FORMATS[ country ] || DEFAULT_FORMAT )
		.split( '\n' )
		.map( ( line ) =>
			line
				.replace( /\{(\w+)\}/g, ( _, key: string ) =>
					escapeHtml( parts[ key ] ?? '' )
				)
				// A line whose parts are partly empty keeps no stray
				// separator ("Berlin, " or " 10115").
				.replace( /^[\s,]+|[\s,]+$/g, '' )
		)
		.filter( Boolean )
		.join( '<br/>' );
}
