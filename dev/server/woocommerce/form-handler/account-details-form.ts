/**
 * My account → Account details: the form's post
 * (`WC_Form_Handler::save_account_details`). Name, display name and email
 * are required; the display name may not be an email address; a password
 * change needs the current password and the new one twice. Each problem is
 * WooCommerce's error and the form shows again (with the saved details, as
 * WooCommerce's does); saved: "Account details changed successfully.", and
 * the billing name and email follow what changed.
 *
 * Follows: woocommerce includes/class-wc-form-handler.php
 * save_account_details().
 */
import type { Context } from '../../context';
import { redirect } from '../../http/respond';
import { text } from '../../http/form-text';
import { currentCustomer } from '../includes/customers';
import { verifyNonce } from '../../wordpress/nonces';
import type { Customer } from '../includes/types';
import { WOOCOMMERCE_NONCES } from '../../wordpress/nonce-actions';

export const EDIT_ACCOUNT_PATH = '/my-account/edit-account/';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const REQUIRED: Array< [ string, string ] > = [
	[ 'account_first_name', 'First name' ],
	[ 'account_last_name', 'Last name' ],
	[ 'account_display_name', 'Display name' ],
	[ 'account_email', 'Email address' ],
];

interface DetailsPost {
	firstName: string;
	lastName: string;
	displayName: string;
	email: string;
	current: string;
	password1: string;
	password2: string;
}

/** WooCommerce's checks, in its order, as notice HTML. */
export function accountDetailsProblems(
	post: DetailsPost,
	customer: Customer,
	others: Customer[]
): string[] {
	const body: Record< string, string > = {
		account_first_name: post.firstName,
		account_last_name: post.lastName,
		account_display_name: post.displayName,
		account_email: post.email,
	};
	const problems: string[] = [];
	if ( EMAIL.test( post.displayName ) ) {
		problems.push(
			'Display name cannot be changed to email address due to privacy concern.'
		);
	}
	for ( const [ key, label ] of REQUIRED ) {
		if ( ! body[ key ] ) {
			problems.push( `<strong>${ label }</strong> is a required field.` );
		}
	}
	if ( post.email ) {
		if ( ! EMAIL.test( post.email ) ) {
			problems.push( 'Please provide a valid email address.' );
		} else if (
			post.email !== customer.email &&
			others.some(
				( other ) =>
					other !== customer &&
					other.email.toLowerCase() === post.email.toLowerCase()
			)
		) {
			problems.push( 'This email address is already registered.' );
		}
	}
	const { current, password1, password2 } = post;
	if ( current && ! password1 && ! password2 ) {
		problems.push( 'Please fill out all password fields.' );
	} else if ( password1 && ! current ) {
		problems.push( 'Please enter your current password.' );
	} else if ( password1 && ! password2 ) {
		problems.push( 'Please re-enter your password.' );
	} else if ( ( password1 || password2 ) && password1 !== password2 ) {
		problems.push( 'New passwords do not match.' );
	} else if ( password1 && current !== customer.password ) {
		problems.push( 'Your current password is incorrect.' );
	}
	return problems;
}

/**
 * True when the post was saved and answered (a redirect); false when there
 * was nothing to do or it was refused, the page then showing.
 */
export function saveAccountDetails( ctx: Context ): boolean {
	const body = ctx.body as Record< string, unknown >;
	const customer = currentCustomer( ctx.state, ctx.session );
	if (
		ctx.req.method !== 'POST' ||
		! customer ||
		text( body.action ) !== 'save_account_details' ||
		! verifyNonce(
			ctx.state,
			ctx.session,
			WOOCOMMERCE_NONCES.saveAccountDetails,
			text( body[ 'save-account-details-nonce' ] ) ||
				text( body._wpnonce )
		)
	) {
		return false;
	}
	const post: DetailsPost = {
		firstName: text( body.account_first_name ).trim(),
		lastName: text( body.account_last_name ).trim(),
		displayName: text( body.account_display_name ).trim(),
		email: text( body.account_email ).trim(),
		// Passwords are taken as typed (WooCommerce does not clean them).
		current: text( body.password_current ),
		password1: text( body.password_1 ),
		password2: text( body.password_2 ),
	};
	const problems = accountDetailsProblems(
		post,
		customer,
		ctx.state.customers
	);
	if ( problems.length ) {
		problems.forEach( ( html ) =>
			ctx.session.notices.push( {
				type: 'error',
				text: html,
				html: true,
			} )
		);
		return false;
	}
	// The billing details follow what changed, as WooCommerce keeps them.
	if ( post.email !== customer.email ) {
		customer.billing.email = post.email;
	}
	if ( post.firstName !== customer.firstName ) {
		customer.billing.first_name = post.firstName;
	}
	if ( post.lastName !== customer.lastName ) {
		customer.billing.last_name = post.lastName;
	}
	Object.assign( customer, {
		firstName: post.firstName,
		lastName: post.lastName,
		displayName: post.displayName,
		email: post.email,
		password: post.password1 || customer.password,
	} );
	ctx.session.cart.billing = { ...customer.billing };
	ctx.session.notices.push( {
		type: 'success',
		text: 'Account details changed successfully.',
	} );
	redirect( ctx.res, EDIT_ACCOUNT_PATH );
	return true;
}
