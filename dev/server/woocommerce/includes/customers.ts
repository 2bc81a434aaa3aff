/**
 * The shop's customers as WooCommerce makes them: a WordPress user with
 * WooCommerce's customer data, a username made from the email
 * (`wc_create_new_username`), first and last name, and the saved billing
 * and shipping addresses the checkout starts from once they log in.
 *
 * Follows: woocommerce includes/wc-user-functions.php
 * wc_create_new_customer(), wc_create_new_username(); the customer's
 * session data on login (class-wc-customer.php, 10.0.2).
 */
import type { ShopState } from '../../dev-shop/state';
import { newUserDisplayName } from '../../wordpress/users';
import { EMPTY_ADDRESS } from './types';
import type { Address, Customer, Session } from './types';

/** `wc_create_new_username()`: the email's local part, unique. */
function newUsername( state: ShopState, email: string ): string {
	const base =
		email
			.split( '@' )[ 0 ]
			.toLowerCase()
			.replace( /[^a-z0-9_.-]/g, '' ) || 'customer';
	const taken = ( name: string ) =>
		state.customers.some( ( customer ) => customer.username === name );
	let name = base;
	for ( let suffix = 1; taken( name ); suffix++ ) {
		name = `${ base }${ suffix }`;
	}
	return name;
}

/**
 * `wc_create_new_customer()`: a new customer, not yet logged in. The names
 * reach WordPress's user only where the caller passes them (the checkouts
 * do, the account page's registration form does not), and so shape the
 * display name.
 */
export function createCustomer(
	state: ShopState,
	details: {
		email: string;
		password: string;
		billing?: Partial< Address >;
		shipping?: Partial< Address >;
		attribution?: Record< string, string >;
		/** The first and last name given to `wp_insert_user()`. */
		names?: { first: string; last: string };
	}
): Customer {
	const id = Math.max( 0, ...state.customers.map( ( c ) => c.id ) ) + 1;
	const username = newUsername( state, details.email );
	const billing = { ...EMPTY_ADDRESS, ...details.billing };
	const customer: Customer = {
		id,
		username,
		email: details.email,
		password: details.password,
		firstName: billing.first_name,
		lastName: billing.last_name,
		displayName: newUserDisplayName(
			username,
			details.names?.first || '',
			details.names?.last || ''
		),
		stripeCustomer: `cus_devshop${ id }`,
		billing: { ...billing, email: details.email },
		shipping: { ...EMPTY_ADDRESS, ...details.shipping },
		...( details.attribution ? { attribution: details.attribution } : {} ),
	};
	state.customers.push( customer );
	return customer;
}

export function customerById(
	state: ShopState,
	id: number
): Customer | undefined {
	return state.customers.find( ( customer ) => customer.id === id );
}

/** The logged-in customer of a session, if any. */
export function currentCustomer(
	state: ShopState,
	session: Session
): Customer | undefined {
	return session.customerId
		? customerById( state, session.customerId )
		: undefined;
}

/**
 * Logged in: the session is the customer's, and WooCommerce's customer
 * data (what the checkouts show) is their saved addresses.
 */
export function logInSession( session: Session, customer: Customer ): void {
	session.customerId = customer.id;
	session.cart.billing = { ...customer.billing };
	if ( customer.shipping.country ) {
		session.cart.shipping = { ...customer.shipping };
	}
}
