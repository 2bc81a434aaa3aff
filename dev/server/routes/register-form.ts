/**
 * My account's registration form: a valid email and password make a new
 * customer, logged in, with the visit's order attribution; a problem comes
 * back to the form as a notice.
 */
import type { Context } from '../context';
import { redirect } from '../http/respond';
import { attributionFromForm } from '../shop/attribution';
import { text } from '../http/form-text';

export function register( ctx: Context ): void {
	const body = ctx.body as Record< string, unknown >;
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
	const id = Math.max( ...ctx.state.customers.map( ( c ) => c.id ) ) + 1;
	ctx.state.customers.push( {
		id,
		email,
		password,
		stripeCustomer: `cus_devshop${ id }`,
		billing: { ...ctx.session.cart.billing, email },
		attribution: attributionFromForm( body ),
	} );
	ctx.session.customerId = id;
	redirect( ctx.res, '/my-account/' );
}
