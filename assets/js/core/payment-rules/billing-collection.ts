/**
 * The Payment Element asks only for the billing details the page does not
 * already have: a field the checkout form collects (or the order being
 * paid carries) is 'never' in the element, and its value goes with the
 * payment method's billing details; a field the page lacks is 'auto'.
 * Name is 'never' when the form has a first or last name field; phone is
 * always 'auto'; the second address line is never asked for. (The plugin
 * this project replaces follows the same rule. The spec's sentence, read
 * literally for the address, would ask for country and postcode twice.)
 */
export type Collect = 'never' | 'auto';

export interface BillingDetailsCollection {
	name: Collect;
	email: Collect;
	phone: Collect;
	address: {
		line1: Collect;
		line2: Collect;
		city: Collect;
		state: Collect;
		postalCode: Collect;
		country: Collect;
	};
}

const ADDRESS_FIELDS = {
	line1: 'billing_address_1',
	line2: 'billing_address_2',
	city: 'billing_city',
	state: 'billing_state',
	postalCode: 'billing_postcode',
	country: 'billing_country',
} as const;

export function billingDetailsCollection(
	enabledBillingFields: readonly string[]
): BillingDetailsCollection {
	// A field the page already has is not asked for again: the element
	// leaves it out ('never') and the value travels with the payment
	// method's billing details. What the page lacks, the element asks for
	// when the method needs it ('auto').
	const known = ( field: string ) => enabledBillingFields.includes( field );
	const collect = ( field: string ): Collect =>
		known( field ) ? 'never' : 'auto';
	const address = Object.fromEntries(
		Object.entries( ADDRESS_FIELDS ).map( ( [ key, field ] ) => [
			key,
			collect( field ),
		] )
	) as BillingDetailsCollection[ 'address' ];
	return {
		name:
			known( 'billing_first_name' ) || known( 'billing_last_name' )
				? 'never'
				: 'auto',
		email: collect( 'billing_email' ),
		// A phone number is asked for only where a method needs one.
		phone: 'auto',
		// The element never asks for a second address line.
		address: { ...address, line2: 'never' },
	};
}
