/**
 * The legacy Payment Request Button's login detour: a page asked with its
 * nonce'd `wc_stripe_payment_request_redirect_url` remembers that page in a
 * ten-minute cookie and goes to My account (the page the login returns to
 * from there is WooCommerce's login redirect, which the gateway filters
 * with the cookie; the shop's login does not read it).
 *
 * Follows: woocommerce-gateway-stripe 8.8.0
 * includes/payment-methods/class-wc-stripe-payment-request.php
 * handle_payment_request_redirect() (on `template_redirect`, registered
 * only with the Express Checkout Element off).
 */
import type { Context } from '../context';
import { redirect } from '../http/respond';
import { appendCookie } from '../woocommerce/includes/cart-cookies';
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
	// wp_safe_redirect(): 302.
	redirect( ctx.res, '/my-account/', 302 );
	return true;
}
