/**
 * The shop's customers as WordPress users with WooCommerce's customer data:
 * a username made from the email (`wc_create_new_username`), a display name
 * (`wp_insert_user()`'s: first and last name when given, else the
 * username), first and last name, and the saved
 * billing and shipping addresses the checkout starts from once they log in.
 * Logging in checks the credentials as `wp_authenticate()` does and answers
 * with WordPress's own messages.
 *
 * Follows: WordPress wp-includes/user.php wp_authenticate(), wp_insert_user();
 * woocommerce includes/wc-user-functions.php wc_create_new_customer().
 */
import { escapeHtml } from '../http/respond';
import type { ShopState } from '../dev-shop/state';
import { EMPTY_ADDRESS } from '../woocommerce/includes/types';
import type { Address, Customer, Session } from '../woocommerce/includes/types';

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
 * The display name `wp_insert_user()` gives a new user who did not choose
 * one: "First Last" when both names are given, else the one given, else
 * the login.
 */
export function newUserDisplayName(
	login: string,
	firstName: string,
	lastName: string
): string {
	if ( firstName && lastName ) {
		return `${ firstName } ${ lastName }`;
	}
	return firstName || lastName || login;
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

export type LoginResult =
	{ ok: true; customer: Customer } | { ok: false; html: string };

const LOST_PASSWORD = '/my-account/lost-password/';

/**
 * `wp_authenticate()` for WooCommerce's login form: an email or a
 * username, then the password, each problem in WordPress's words (HTML:
 * what the shopper typed is escaped).
 */
export function authenticate(
	state: ShopState,
	login: string,
	password: string
): LoginResult {
	const name = login.trim();
	const error = ( html: string ): LoginResult => ( { ok: false, html } );
	if ( ! name ) {
		return error( '<strong>Error:</strong> Username is required.' );
	}
	const byEmail = name.includes( '@' );
	const customer = state.customers.find( ( entry ) =>
		byEmail
			? entry.email.toLowerCase() === name.toLowerCase()
			: entry.username === name
	);
	if ( ! password ) {
		return error( '<strong>Error:</strong> The password field is empty.' );
	}
	if ( ! customer ) {
		return error(
			byEmail
				? 'Unknown email address. Check again or try your username.'
				: `<strong>Error:</strong> The username <strong>${ escapeHtml(
						name
					) }</strong> is not registered on this site. If you are unsure of your username, try your email address instead.`
		);
	}
	if ( customer.password !== password ) {
		return error(
			`<strong>Error:</strong> The password you entered for the ${
				byEmail ? 'email address' : 'username'
			} <strong>${ escapeHtml(
				name
			) }</strong> is incorrect. <a href="${ LOST_PASSWORD }">Lost your password?</a>`
		);
	}
	return { ok: true, customer };
}
