/**
 * The Payment Element asks only for the billing details the checkout form
 * does not: a field the store has not enabled is 'never', an enabled one
 * 'auto'; phone is always 'auto'; name is 'never' when first or last name is
 * enabled; email is 'never' when the email field is enabled.
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
	const enabled = ( field: string ) => enabledBillingFields.includes( field );
	const collect = ( field: string ): Collect =>
		enabled( field ) ? 'auto' : 'never';
	const address = Object.fromEntries(
		Object.entries( ADDRESS_FIELDS ).map( ( [ key, field ] ) => [
			key,
			collect( field ),
		] )
	) as BillingDetailsCollection[ 'address' ];
	return {
		name:
			enabled( 'billing_first_name' ) || enabled( 'billing_last_name' )
				? 'never'
				: 'auto',
		email: enabled( 'billing_email' ) ? 'never' : 'auto',
		phone: 'auto',
		address,
	};
}
