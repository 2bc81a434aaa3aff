/**
 * My account's registration form: a valid email and password make a new
 * customer, logged in, with the visit's order attribution; a problem comes
 * back to the form as a notice.
 *
 * Follows: woocommerce includes/class-wc-form-handler.php
 * process_registration().
 */
import type { Context } from '../../context';
import { redirect } from '../../http/respond';
import { attributionFromForm } from '../includes/attribution';
import { text } from '../../http/form-text';
import { createCustomer, logInSession } from '../includes/customers';
import { verifyNonce } from '../../wordpress/nonces';
import { WOOCOMMERCE_NONCES } from '../../wordpress/nonce-actions';

export function register( ctx: Context ): void {
	const body = ctx.body as Record< string, unknown >;
	// WooCommerce's process_registration() runs only with its nonce; a
	// stale form registers nobody and the page shows again.
	if (
		! verifyNonce(
			ctx.state,
			ctx.session,
			WOOCOMMERCE_NONCES.register,
			body[ 'woocommerce-register-nonce' ]
		)
	) {
		redirect( ctx.res, '/my-account/' );
		return;
	}
	const email = text( body.email ).trim();
	const password = text( body.password );
	if ( ! /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test( email ) || password.length < 6 ) {
		ctx.session.notices.push( {
			type: 'error',
			text: 'Error: Please provide a valid email address and a password of at least 6 characters.',
		} );
		redirect( ctx.res, '/my-account/' );
		return;
	}
	if (
		ctx.state.customers.some( ( customer ) => customer.email === email )
	) {
		ctx.session.notices.push( {
			type: 'error',
			text: 'Error: An account is already registered with your email address.',
		} );
		redirect( ctx.res, '/my-account/' );
		return;
	}
	const customer = createCustomer( ctx.state, {
		email,
		password,
		billing: ctx.session.cart.billing,
		attribution: attributionFromForm( body ),
	} );
	logInSession( ctx.session, customer );
	redirect( ctx.res, '/my-account/' );
}
