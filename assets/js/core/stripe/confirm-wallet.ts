/**
 * Wallet methods confirmed in the browser (Cash App Pay, WeChat Pay): Stripe
 * shows its QR code or app hand-off. An intent that has not succeeded in the
 * browser is left to the gateway to check (order status, or the payment
 * change on the change-payment flow); then the shopper goes to the page the
 * gateway returns.
 */
import type { PaymentIntentResult, Stripe } from '@stripe/stripe-js';
import { mapProviderError, paymentFailedMessage } from '../messages';
import { sameOriginUrl } from '../hashes';
import type { WalletHash } from '../hashes';
import { intentIdFromClientSecret } from './intent-id';
import type { CompletionResult, OrderStatusApi } from './types';

export interface WalletDeps {
	stripe: Stripe;
	api: OrderStatusApi;
	origin: string;
	isChangingPayment: boolean;
	fallbackUrl: string;
	configuredMessages?: Record< string, string >;
}

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
	deps: WalletDeps
): Promise< CompletionResult > {
	const intentId = intentIdFromClientSecret( hash.clientSecret );
	const result = await confirmByWallet( deps.stripe, hash );
	if ( result.error ) {
		await deps.api.updateFailedOrder( { intentId, orderId: hash.orderId } );
		return {
			ok: false,
			message:
				mapProviderError( result.error, {
					configured: deps.configuredMessages,
				} ) || paymentFailedMessage(),
		};
	}
	const returnUrl = hash.returnUrl || deps.fallbackUrl;
	if ( result.paymentIntent.status === 'succeeded' ) {
		return { ok: true, redirectUrl: returnUrl };
	}
	// Not settled in the browser: the gateway checks the intent itself.
	const args = {
		orderId: hash.orderId,
		intentId,
		paymentMethodId: '',
		nonce: hash.nonce,
	};
	const update = deps.isChangingPayment
		? await deps.api.confirmChangePayment( args )
		: await deps.api.updateOrderStatus( args );
	if ( ! update.ok ) {
		return { ok: false, message: update.message || paymentFailedMessage() };
	}
	return {
		ok: true,
		redirectUrl:
			sameOriginUrl( update.data.return_url, deps.origin ) || returnUrl,
	};
}
