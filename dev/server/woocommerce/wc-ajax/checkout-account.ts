/**
 * The classic checkout's create-account step, as WooCommerce runs it before
 * taking the order: a password is required and the billing email must be
 * free; the new customer is then logged in to the session.
 *
 * Follows: woocommerce includes/class-wc-checkout.php process_customer().
 */
import type { Context } from '../../context';
import type { Address } from '../includes/types';
import { errorNotice } from '../includes/checkout-validation';
import { text } from '../../http/form-text';
import { createCustomer } from '../includes/customers';

/** WooCommerce's create-account step: a new customer, logged in. */
export function createAccount( ctx: Context, billing: Address ): string | null {
	const password = text( ctx.body.account_password );
	if ( ! password ) {
		return errorNotice( [
			{
				id: 'account_password',
				html: 'Please enter an account password.',
			},
		] );
	}
	if (
		ctx.state.customers.some(
			( customer ) =>
				customer.email.toLowerCase() ===
				String( billing.email ).toLowerCase()
		)
	) {
		return errorNotice( [
			{
				html: 'An account is already registered with your email address. <a href="#" class="showlogin">Please log in.</a>',
			},
		] );
	}
	const customer = createCustomer( ctx.state, {
		email: String( billing.email ),
		password,
		billing,
		// WC_Checkout::process_customer() passes the billing names on.
		names: { first: billing.first_name, last: billing.last_name },
	} );
	ctx.session.customerId = customer.id;
	return null;
}
