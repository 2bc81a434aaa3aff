/**
 * Where the cart ships, as WooCommerce's cart page tells it. The place is the
 * customer's shipping location, or their billing one when they gave no
 * shipping one, or the store's country when they gave neither (WooCommerce's
 * default customer location), the same country the rates come from
 * (totals.ts). It is written on one line as
 * `WC_Countries::get_formatted_address( $destination, ', ' )` writes it: in
 * the country's address format, states by name, and without the country when
 * it is the store's own.
 *
 * Follows: woocommerce templates/cart/cart-shipping.php (the destination
 * line).
 */
import { COUNTRIES, COUNTRY_STATES } from './countries';
import type { Address, Cart } from './types';

export type Destination = Pick<
	Address,
	'country' | 'state' | 'postcode' | 'city' | 'address_1' | 'address_2'
>;

export function shippingDestination(
	cart: Cart,
	storeCountry: string
): Destination {
	const from =
		( cart.shipping.country && cart.shipping ) ||
		( cart.billing.country && cart.billing ) ||
		null;
	return {
		country: from?.country || storeCountry,
		state: from?.state || '',
		postcode: from?.postcode || '',
		city: from?.city || '',
		address_1: from?.address_1 || '',
		address_2: from?.address_2 || '',
	};
}

/**
 * Whether the shopper has told the shop where they are (the calculator or
 * the checkout): WooCommerce's `has_calculated_shipping`, which decides
 * between "enter your address" and "no shipping options were found".
 */
export function hasShippingAddress( cart: Cart ): boolean {
	return !! ( cart.shipping.country || cart.billing.country );
}

const POSTCODE_BEFORE_CITY =
	'{address_1}\n{address_2}\n{postcode} {city}\n{country}';

/** WooCommerce's address formats of the shop's countries, less name and company. */
const FORMATS: Record< string, string > = {
	default: '{address_1}\n{address_2}\n{city}\n{state}\n{postcode}\n{country}',
	AT: POSTCODE_BEFORE_CITY,
	AU: '{address_1}\n{address_2}\n{city} {state} {postcode}\n{country}',
	BE: POSTCODE_BEFORE_CITY,
	CA: '{address_1}\n{address_2}\n{city} {state_code} {postcode}\n{country}',
	DE: POSTCODE_BEFORE_CITY,
	FR: '{address_1}\n{address_2}\n{postcode} {city_upper}\n{country}',
	NL: POSTCODE_BEFORE_CITY,
	PL: POSTCODE_BEFORE_CITY,
	PR: '{address_1} {address_2}\n{city} \n{country} {postcode}',
	PT: POSTCODE_BEFORE_CITY,
	US: '{address_1}\n{address_2}\n{city}, {state_code} {postcode}\n{country}',
};

const own = < T >( record: Record< string, T >, key: string ) =>
	Object.prototype.hasOwnProperty.call( record, key )
		? record[ key ]
		: undefined;

/** The destination on one line ("10178 Berlin"), or '' for the store's country alone. */
export function formatDestination(
	destination: Destination,
	storeCountry: string
): string {
	const { country, state } = destination;
	let format = own( FORMATS, country ) ?? FORMATS.default;
	if ( country === storeCountry ) {
		format = format.replace( '{country}', '' );
	}
	const stateName =
		own( own( COUNTRY_STATES, country ) || {}, state ) ?? state;
	const parts: Record< string, string > = {
		'{address_1}': destination.address_1,
		'{address_2}': destination.address_2,
		'{city}': destination.city,
		'{city_upper}': destination.city.toUpperCase(),
		'{state}': stateName,
		'{state_code}': state.toUpperCase(),
		'{postcode}': destination.postcode,
		'{country}': own( COUNTRIES, country ) ?? country,
	};
	return format
		.replace( /\{[a-z_0-9]+\}/g, ( token ) => parts[ token ] ?? '' )
		.split( '\n' )
		.map( ( line ) =>
			line.replace( / {2,}/g, ' ' ).replace( /^[, ]+|[, ]+$/g, '' )
		)
		.filter( Boolean )
		.join( ', ' );
}
