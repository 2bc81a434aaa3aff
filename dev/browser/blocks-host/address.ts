/**
 * Address fields of the block checkout and the host's own required-field
 * checks (WooCommerce's wording).
 */
// One address shape for the shop's server and its checkout page.
import { EMPTY_ADDRESS } from '../../server/woocommerce/includes/types';
import type { Address } from '../../server/woocommerce/includes/types';

export type { Address };

export const ADDRESS_FIELDS: Array< {
	key: keyof Address;
	label: string;
	required: boolean;
	autocomplete: string;
} > = [
	{
		key: 'first_name',
		label: 'First name',
		required: true,
		autocomplete: 'given-name',
	},
	{
		key: 'last_name',
		label: 'Last name',
		required: true,
		autocomplete: 'family-name',
	},
	{
		key: 'company',
		label: 'Company (optional)',
		required: false,
		autocomplete: 'organization',
	},
	{
		key: 'address_1',
		label: 'Address',
		required: true,
		autocomplete: 'address-line1',
	},
	{
		key: 'address_2',
		label: 'Apartment, suite, etc. (optional)',
		required: false,
		autocomplete: 'address-line2',
	},
	{
		key: 'city',
		label: 'City',
		required: true,
		autocomplete: 'address-level2',
	},
	{
		key: 'postcode',
		label: 'Postal code',
		required: true,
		autocomplete: 'postal-code',
	},
	{ key: 'phone', label: 'Phone', required: false, autocomplete: 'tel' },
];

export function emptyAddress( country: string ): Address {
	return { ...EMPTY_ADDRESS, country };
}

/**
 * The host's required-field checks (WooCommerce's wording): the email, the
 * required fields, and the state where the country has a list of them.
 */
export function fieldErrors(
	address: Address,
	prefix: string,
	withEmail: boolean,
	states: Record< string, Record< string, string > > = {}
): Record< string, string > {
	const errors: Record< string, string > = {};
	if (
		withEmail &&
		! /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test( address.email || '' )
	) {
		errors.email = 'Please enter a valid email address';
	}
	for ( const field of ADDRESS_FIELDS ) {
		if ( field.required && ! String( address[ field.key ] || '' ).trim() ) {
			errors[ `${ prefix }${ field.key }` ] =
				`Please enter a valid ${ field.label.toLowerCase() }`;
		}
	}
	const list = states[ address.country ];
	if ( list && Object.keys( list ).length && ! address.state ) {
		errors[ `${ prefix }state` ] = 'Please select a state/county';
	}
	return errors;
}
