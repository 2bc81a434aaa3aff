/**
 * The gateway's answers to the browser after server-side confirmation
 *.
 *
 * Follows: woocommerce-gateway-stripe
 * includes/payment-methods/class-wc-stripe-upe-payment-gateway.php
 * process_payment_with_deferred_intent() → get_redirect_url() (8.8.0).
 */
import type { PaymentIntent, SetupIntent } from '../../stripe/types';

const VOUCHERS = [ 'boleto', 'oxxo', 'multibanco' ];
const WALLETS = [ 'cashapp', 'wechat_pay' ];

export function confirmHash(
	orderId: number,
	intent: PaymentIntent | SetupIntent,
	nonce: string
): string {
	const short = intent.object === 'setup_intent' ? 'si' : 'pi';
	return `#wc-stripe-confirm-${ short }:${ orderId }:${ intent.client_secret }:${ nonce }`;
}

export function voucherHash(
	orderId: number,
	type: string,
	intent: PaymentIntent,
	returnUrl: string
): string {
	return `#wc-stripe-voucher-${ orderId }:${ type }:${ intent.client_secret }:${ encodeURIComponent( returnUrl ) }`;
}

/**
 * `#wc-stripe-wallet-{order}:{type}:{intent object}:{client secret}:{return
 * url}`: five parts, no nonce (get_redirect_url(), 8.8.0; the plugin's PHP
 * tests assert this form through 10.x).
 */
export function walletHash(
	orderId: number,
	type: string,
	intent: PaymentIntent | SetupIntent,
	returnUrl: string
): string {
	return `#wc-stripe-wallet-${ orderId }:${ type }:${ intent.object }:${ intent.client_secret }:${ encodeURIComponent( returnUrl ) }`;
}

/** Where the browser goes next for an intent that needs it. */
export function nextStepRedirect(
	orderId: number,
	method: string,
	intent: PaymentIntent | SetupIntent,
	returnUrl: string,
	nonce: string
): string {
	if (
		intent.next_action?.type === 'redirect_to_url' &&
		intent.next_action.redirect_to_url
	) {
		return intent.next_action.redirect_to_url.url;
	}
	if ( VOUCHERS.includes( method ) && intent.object === 'payment_intent' ) {
		return voucherHash( orderId, method, intent, returnUrl );
	}
	if ( WALLETS.includes( method ) ) {
		return walletHash( orderId, method, intent, returnUrl );
	}
	return confirmHash( orderId, intent, nonce );
}
