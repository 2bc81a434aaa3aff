/**
 * The gateway's answers to the browser after server-side confirmation
 *.
 *
 * Follows: woocommerce-gateway-stripe
 * includes/payment-methods/class-wc-stripe-upe-payment-gateway.php
 * process_payment_with_deferred_intent() redirect hashes (8.8.0).
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

export function walletHash(
	orderId: number,
	type: string,
	intent: PaymentIntent | SetupIntent,
	returnUrl: string,
	nonce: string
): string {
	const intentType =
		intent.object === 'setup_intent' ? 'setup_intent' : 'payment_intent';
	return `#wc-stripe-wallet-${ orderId }:${ type }:${ intentType }:${ intent.client_secret }:${ encodeURIComponent( returnUrl ) }:${ nonce }`;
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
		return walletHash( orderId, method, intent, returnUrl, nonce );
	}
	return confirmHash( orderId, intent, nonce );
}
