/**
 * Wallet methods confirmed in the browser (Cash App Pay, WeChat Pay): Stripe
 * shows its QR code or app hand-off. A paid intent goes to the return page.
 *
 * With our specification's nonce (the hash's sixth part), an intent that
 * has not succeeded in the browser is left to the gateway to check (order
 * status, or the payment change on the change-payment flow). The gateway
 * plugin prints no nonce (five parts; woocommerce-gateway-stripe
 * client/classic/upe/payment-processing.js confirmWalletPayment(), 8.8.0):
 * as it does, an intent still waiting for the shopper (the QR code closed
 * unpaid) stays on the page (its order failed through the gateway's
 * `update_failed_order`), anything else goes to the return page, whose
 * order the gateway settles.
 */
import type {
	PaymentIntentResult,
	SetupIntentResult,
	Stripe,
} from '@stripe/stripe-js';
import type { WalletHash } from '../hashes';
import { paymentNotCompletedMessage } from '../messages/generic';
import { intentIdFromClientSecret } from './intent-id';
import { providerFailure, reportToGateway } from './report-to-gateway';
import type { CompletionDeps, CompletionResult } from './types';

function confirmByWallet(
	stripe: Stripe,
	hash: WalletHash
): Promise< PaymentIntentResult | SetupIntentResult > {
	if ( hash.walletType === 'wechat_pay' ) {
		return stripe.confirmWechatPayPayment( hash.clientSecret, {
			payment_method_options: { wechat_pay: { client: 'web' } },
		} );
	}
	const options = hash.returnUrl ? { return_url: hash.returnUrl } : undefined;
	return hash.intentType === 'setup'
		? stripe.confirmCashappSetup( hash.clientSecret, options )
		: stripe.confirmCashappPayment( hash.clientSecret, options );
}

export async function confirmWallet(
	hash: WalletHash,
	deps: CompletionDeps,
	fallbackUrl: string
): Promise< CompletionResult > {
	const intentId = intentIdFromClientSecret( hash.clientSecret );
	const result = await confirmByWallet( deps.stripe, hash );
	if ( result.error ) {
		await deps.api.updateFailedOrder( { intentId, orderId: hash.orderId } );
		return providerFailure( result.error, deps.configuredMessages );
	}
	const intent =
		'paymentIntent' in result ? result.paymentIntent : result.setupIntent;
	const returnUrl = hash.returnUrl || fallbackUrl;
	if ( intent.status === 'succeeded' ) {
		return { ok: true, redirectUrl: returnUrl };
	}
	if ( hash.nonce === null ) {
		if ( intent.status !== 'requires_action' && returnUrl ) {
			return { ok: true, redirectUrl: returnUrl };
		}
		// Closed unpaid: the order is failed, as the gateway's own
		// update_failed_order does it, and the cart stays for another try.
		await deps.api.updateFailedOrder( { intentId, orderId: hash.orderId } );
		return { ok: false, message: paymentNotCompletedMessage() };
	}
	// Not settled in the browser: the gateway checks the intent itself.
	return reportToGateway(
		deps,
		{
			orderId: hash.orderId,
			intentId,
			paymentMethodId: '',
			nonce: hash.nonce,
		},
		returnUrl
	);
}
