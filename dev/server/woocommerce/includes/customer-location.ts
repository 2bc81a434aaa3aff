/**
 * Where a customer is before they say: WooCommerce's default customer
 * location (the store's base country, its "Default customer location"
 * option left at "Shop country/region"), and the defaults the customer's
 * session data store fills in each time it reads the customer: a billing
 * country and state when there are none, and the shipping ones from the
 * billing address while no shipping address was given. So a new guest's
 * cart starts in the store's country, never in none.
 *
 * Follows: woocommerce includes/wc-core-functions.php
 * wc_get_customer_default_location(), and
 * includes/data-stores/class-wc-customer-data-store-session.php
 * set_defaults().
 */
import type { Session } from './types';

export interface CustomerLocation {
	country: string;
	state: string;
}

/** `wc_get_customer_default_location()`: the store's base location. */
export function customerDefaultLocation(
	storeCountry: string
): CustomerLocation {
	return { country: storeCountry, state: '' };
}

/** WC_Customer::has_shipping_address(): any shipping field given. */
function hasShippingAddress( session: Session ): boolean {
	const { shipping } = session.cart;
	return [
		shipping.address_1,
		shipping.address_2,
		shipping.city,
		shipping.state,
		shipping.postcode,
		shipping.country,
	].some( Boolean );
}

/** `set_defaults()`, as the session data store runs it on every read. */
export function applyCustomerDefaults(
	session: Session,
	location: CustomerLocation
): void {
	const { billing, shipping } = session.cart;
	const hasShipping = hasShippingAddress( session );
	if ( ! billing.country ) {
		billing.country = location.country;
	}
	if ( ! shipping.country && ! hasShipping ) {
		shipping.country = billing.country;
	}
	if ( ! billing.state ) {
		billing.state = location.state;
	}
	if ( ! shipping.state && ! hasShipping ) {
		shipping.state = billing.state;
	}
}
