/**
 * An address as the Store API answers it, from the customer (the cart) or
 * an order: every field a string, the billing one with the email.
 *
 * Follows: woocommerce src/StoreApi/Schemas/V1/BillingAddressSchema.php and
 * ShippingAddressSchema.php get_item_response() (WooCommerce Blocks 11.8).
 */
import type { Address } from '../includes/types';

/** BillingAddressSchema / ShippingAddressSchema `get_item_response()`. */
export function billingAddressResponse( address: Address ) {
	return {
		first_name: address.first_name,
		last_name: address.last_name,
		company: address.company,
		address_1: address.address_1,
		address_2: address.address_2,
		city: address.city,
		state: address.state,
		postcode: address.postcode,
		country: address.country,
		email: address.email || '',
		phone: address.phone,
	};
}

export function shippingAddressResponse( address: Address ) {
	const { email, ...shipping } = billingAddressResponse( address );
	return shipping;
}
