/**
 * SPEC §5 "Payment element billing collection": the element asks only for what
 * the checkout form does not. Fields not enabled are 'never', enabled ones
 * 'auto'; phone always 'auto'; name is 'never' if first or last name is
 * enabled; email is 'never' if the email field is enabled.
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
