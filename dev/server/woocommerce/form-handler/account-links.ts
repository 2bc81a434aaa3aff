/**
 * My account's links that act before any page shows, as WooCommerce's
 * handlers do: Log out (the `customer-logout` endpoint with its nonce,
 * `wc_template_redirect`), and a saved method's Delete and Make default
 * (`WC_Form_Handler::delete_payment_method_action` and
 * `set_default_payment_method_action`). A link with a bad nonce does
 * nothing but say so (Log out then asks to confirm, on its page).
 *
 * Follows: woocommerce includes/class-wc-form-handler.php
 * delete_payment_method_action(), set_default_payment_method_action();
 * wc-template-functions.php wc_logout_url().
 */
import type { Context } from '../../context';
import { redirect } from '../../http/respond';
import { newSession } from '../includes/sessions';
import { nonceFor, verifyNonce } from '../../wordpress/nonces';
import {
	WOOCOMMERCE_NONCES,
	paymentMethodLinkNonce,
} from '../../wordpress/nonce-actions';

export const LOGOUT_PATH = '/my-account/customer-logout/';
const METHODS_PATH = '/my-account/payment-methods/';
const DELETE = /^\/my-account\/delete-payment-method\/(\d+)\/?$/;
const SET_DEFAULT = /^\/my-account\/set-default-payment-method\/(\d+)\/?$/;

/** `wc_logout_url()`: the endpoint with its nonce. */
export function logoutUrl( ctx: Context ): string {
	return `${ LOGOUT_PATH }?_wpnonce=${ nonceFor(
		ctx.state,
		ctx.session,
		WOOCOMMERCE_NONCES.logout
	) }`;
}

/** A saved method's action link, with the nonce WooCommerce checks. */
export function paymentMethodActionUrl(
	ctx: Context,
	action: 'delete' | 'set-default',
	tokenId: number
): string {
	return `/my-account/${ action }-payment-method/${ tokenId }/?_wpnonce=${ nonceFor(
		ctx.state,
		ctx.session,
		paymentMethodLinkNonce( action, tokenId )
	) }`;
}

/**
 * Logged out as WordPress and WooCommerce do it: the session is destroyed,
 * so the cart and the customer data go with it (the cookie stays, a new
 * session behind it).
 */
function logOut( ctx: Context ): void {
	const fresh = newSession( ctx.session.id );
	for ( const key of Object.keys( ctx.session ) as Array<
		keyof typeof ctx.session
	> ) {
		if ( ! ( key in fresh ) ) {
			delete ctx.session[ key ];
		}
	}
	Object.assign( ctx.session, fresh );
	redirect( ctx.res, '/my-account/' );
}

function paymentMethodAction(
	ctx: Context,
	action: 'delete' | 'set-default',
	tokenId: number
): void {
	const token = ctx.state.tokens.find( ( entry ) => entry.id === tokenId );
	const valid =
		token !== undefined &&
		ctx.session.customerId !== 0 &&
		token.customerId === ctx.session.customerId &&
		verifyNonce(
			ctx.state,
			ctx.session,
			paymentMethodLinkNonce( action, tokenId ),
			ctx.url.searchParams.get( '_wpnonce' )
		);
	if ( ! valid ) {
		ctx.session.notices.push( {
			type: 'error',
			text: 'Invalid payment method.',
		} );
	} else if ( action === 'delete' ) {
		ctx.state.tokens = ctx.state.tokens.filter(
			( entry ) => entry !== token
		);
		ctx.session.notices.push( {
			type: 'success',
			text: 'Payment method deleted.',
		} );
	} else {
		// `WC_Payment_Tokens::set_users_default()`: one default per customer.
		for ( const entry of ctx.state.tokens ) {
			if ( entry.customerId === token.customerId ) {
				entry.isDefault = entry === token;
			}
		}
		ctx.session.notices.push( {
			type: 'success',
			text: 'This payment method was successfully set as your default.',
		} );
	}
	redirect( ctx.res, METHODS_PATH );
}

/** True when the request was one of these links and was answered. */
export function accountLinks( ctx: Context ): boolean {
	if ( ctx.req.method !== 'GET' ) {
		return false;
	}
	const path = ctx.url.pathname;
	if (
		( path === LOGOUT_PATH || path === LOGOUT_PATH.slice( 0, -1 ) ) &&
		verifyNonce(
			ctx.state,
			ctx.session,
			WOOCOMMERCE_NONCES.logout,
			ctx.url.searchParams.get( '_wpnonce' )
		)
	) {
		logOut( ctx );
		return true;
	}
	const deleting = DELETE.exec( path );
	const defaulting = SET_DEFAULT.exec( path );
	if ( deleting || defaulting ) {
		paymentMethodAction(
			ctx,
			deleting ? 'delete' : 'set-default',
			Number( ( deleting || defaulting )![ 1 ] )
		);
		return true;
	}
	return false;
}
