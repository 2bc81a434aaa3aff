/**
 * The legacy Payment Request Button's login detour: a page asked with its
 * nonce'd `wc_stripe_payment_request_redirect_url` remembers that page in a
 * ten-minute cookie and goes to My account; WooCommerce's login from there
 * goes back to the cookie's page, and forgets it (the gateway's
 * `woocommerce_login_redirect` filter; wp_validate_redirect() still keeps
 * it on this shop).
 *
 * Follows: woocommerce-gateway-stripe 8.8.0
 * includes/payment-methods/class-wc-stripe-payment-request.php
 * handle_payment_request_redirect() (on `template_redirect`) and
 * get_login_redirect_url(), both hooked only with the Express Checkout
 * Element off.
 */
import type { Context } from '../context';
import { redirect } from '../http/respond';
import { appendCookie } from '../woocommerce/includes/cart-cookies';
import { readCookies } from '../woocommerce/includes/sessions';
import { verifyNonce } from '../wordpress/nonces';
import { PAYMENT_REQUEST_REDIRECT_NONCE } from '../wordpress/nonce-actions';

/** True when the request was answered with the detour. */
export function paymentRequestRedirect( ctx: Context ): boolean {
	const target = ctx.url.searchParams.get(
		'wc_stripe_payment_request_redirect_url'
	);
	if (
		ctx.state.settings.expressCheckoutElement ||
		! target ||
		! verifyNonce(
			ctx.state,
			ctx.session,
			PAYMENT_REQUEST_REDIRECT_NONCE,
			ctx.url.searchParams.get( '_wpnonce' ) ?? undefined
		)
	) {
		return false;
	}
	appendCookie(
		ctx.res,
		`wc_stripe_payment_request_redirect_url=${ encodeURIComponent(
			target
		) }; Max-Age=600; Path=/`
	);
	redirect( ctx.res, '/my-account/' );
	return true;
}

const COOKIE = 'wc_stripe_payment_request_redirect_url';

/** get_login_redirect_url(): the cookie's page, once. */
export function loginRedirectFromCookie(
	redirectTo: string,
	ctx: Context
): string {
	const remembered = ctx.state.settings.expressCheckoutElement
		? ''
		: readCookies( ctx.req )[ COOKIE ];
	if ( ! remembered ) {
		return redirectTo;
	}
	// wc_setcookie( $name, null ): PHP's deletion.
	appendCookie( ctx.res, `${ COOKIE }=deleted; Max-Age=0; Path=/` );
	return remembered;
}
