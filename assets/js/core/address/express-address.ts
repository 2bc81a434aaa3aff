/**
 * Stripe's express sheet → the express order payload's addresses:
 * billing_address with email, shipping_address without it.
 */
import { billingLastName, cleanPhone, splitFullName } from './normalize';

export interface StripeAddress {
	line1?: string | null;
	line2?: string | null;
	city?: string | null;
	state?: string | null;
	postal_code?: string | null;
	country?: string | null;
}

export interface ExpressContact {
	name?: string | null;
	email?: string | null;
	phone?: string | null;
	address?: StripeAddress | null;
}

export interface ExpressShippingAddress {
	first_name: string;
	last_name: string;
	company: string;
	phone: string;
	country: string;
	address_1: string;
	address_2: string;
	city: string;
	state: string;
	postcode: string;
}

export interface ExpressBillingAddress extends ExpressShippingAddress {
	email: string;
}

function addressFields( address: StripeAddress | null | undefined ) {
	const source = address || {};
	return {
		country: source.country || '',
		address_1: source.line1 || '',
		address_2: source.line2 || '',
		city: source.city || '',
		state: source.state || '',
		postcode: source.postal_code || '',
	};
}

export function expressBillingAddress(
	contact: ExpressContact
): ExpressBillingAddress {
	const { firstName, lastName } = splitFullName( contact.name || '' );
	return {
		first_name: firstName,
		last_name: billingLastName( lastName ),
		company: '',
		email: contact.email || '',
		phone: cleanPhone( contact.phone || '' ),
		...addressFields( contact.address ),
	};
}

export function expressShippingAddress(
	contact: ExpressContact,
	phone = ''
): ExpressShippingAddress {
	const { firstName, lastName } = splitFullName( contact.name || '' );
	return {
		first_name: firstName,
		last_name: lastName,
		company: '',
		phone: cleanPhone( contact.phone || phone ),
		...addressFields( contact.address ),
	};
}

/**
 * The sheet's shipping address → the gateway's shipping quote. Every address
 * line the wallet gives is sent (some wallets give none before the shopper
 * pays); the gateway reads the first line as `address`.
 */
export function shippingQuoteAddress( contact: ExpressContact ) {
	const { firstName, lastName } = splitFullName( contact.name || '' );
	const { address_1: address, ...fields } = addressFields( contact.address );
	return {
		first_name: firstName,
		last_name: lastName,
		company: '',
		address,
		...fields,
	};
}
