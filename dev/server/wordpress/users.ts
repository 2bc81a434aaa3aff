/**
 * WordPress's users: the display name `wp_insert_user()` gives, and
 * logging in, which checks the credentials as `wp_authenticate()` does and
 * answers with WordPress's own messages. The users are the shop's
 * customers; their WooCommerce data (addresses, the session they log in
 * to) is WooCommerce's (woocommerce/includes/customers.ts).
 *
 * Follows: WordPress wp-includes/user.php wp_authenticate(), wp_insert_user()
 * (6.8.3).
 */
import { escapeHtml } from '../http/respond';
import type { ShopState } from '../dev-shop/state';

/** A WordPress user, as the shop keeps them. */
type User = ShopState[ 'customers' ][ number ];

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

export type LoginResult =
	{ ok: true; customer: User } | { ok: false; html: string };

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
