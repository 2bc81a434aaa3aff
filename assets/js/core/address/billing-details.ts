/**
 * A WooCommerce address → Stripe's billing_details: name is first plus last.
 */
import type { BillingDetails } from '../stripe/types';

export interface WooAddress {
	first_name?: string;
	last_name?: string;
	company?: string;
	email?: string;
	phone?: string;
	address_1?: string;
	address_2?: string;
	city?: string;
	state?: string;
	postcode?: string;
	country?: string;
}

export function billingDetailsFromAddress(
	address: WooAddress | null | undefined
): BillingDetails {
	const source = address || {};
	const name = [ source.first_name, source.last_name ]
		.map( ( part ) => ( part || '' ).trim() )
		.filter( Boolean )
		.join( ' ' );
	const details: BillingDetails = {
		address: {
			city: source.city || '',
			country: source.country || '',
			line1: source.address_1 || '',
			line2: source.address_2 || '',
			postal_code: source.postcode || '',
			state: source.state || '',
		},
	};
	if ( name ) {
		details.name = name;
	}
	if ( source.email ) {
		details.email = source.email;
	}
	if ( source.phone ) {
		details.phone = source.phone;
	}
	return details;
}
