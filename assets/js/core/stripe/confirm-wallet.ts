/**
 * Wallet methods confirmed in the browser (Cash App Pay, WeChat Pay): Stripe
 * shows its QR code or app hand-off. An intent that has not succeeded in the
 * browser is left to the gateway to check (order status, or the payment
 * change on the change-payment flow); then the shopper goes to the page the
 * gateway returns.
 */
import type { PaymentIntentResult, Stripe } from '@stripe/stripe-js';
import type { WalletHash } from '../hashes';
import { intentIdFromClientSecret } from './intent-id';
import { providerFailure, reportToGateway } from './report-to-gateway';
import type { CompletionDeps, CompletionResult } from './types';

function confirmByWallet(
	stripe: Stripe,
	hash: WalletHash
): Promise< PaymentIntentResult > {
	if ( hash.walletType === 'wechat_pay' ) {
		return stripe.confirmWechatPayPayment( hash.clientSecret, {
			payment_method_options: { wechat_pay: { client: 'web' } },
		} );
	}
	return stripe.confirmCashappPayment(
		hash.clientSecret,
		hash.returnUrl ? { return_url: hash.returnUrl } : undefined
	);
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
	const returnUrl = hash.returnUrl || fallbackUrl;
	if ( result.paymentIntent.status === 'succeeded' ) {
		return { ok: true, redirectUrl: returnUrl };
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
