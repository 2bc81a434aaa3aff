/**
 * The order exists and its intent needs the browser (3D Secure, a bank app):
 * confirm it here, then tell the gateway so it can mark the order paid (or, on
 * the change-payment flow, switch the subscription's method). A failed
 * confirmation marks the order failed and says why.
 */
import type { PaymentIntent, SetupIntent, Stripe } from '@stripe/stripe-js';
import { mapProviderError, paymentFailedMessage } from '../messages';
import { sameOriginUrl } from '../hashes';
import { intentIdFromClientSecret } from './intent-id';
import type { CompletionResult, OrderStatusApi } from './types';

export interface ConfirmIntentInput {
	intentType: 'payment' | 'setup';
	orderId: number;
	clientSecret: string;
	nonce: string;
}

export interface ConfirmIntentDeps {
	stripe: Stripe;
	api: OrderStatusApi;
	origin: string;
	isChangingPayment: boolean;
	/** Where to go when the gateway's return URL is unusable. */
	fallbackUrl: string;
	configuredMessages?: Record< string, string >;
}

// Money taken (or about to be, for delayed methods and manual capture).
const PAID_STATUSES = [ 'succeeded', 'processing', 'requires_capture' ];

function paymentMethodIdOf( intent: PaymentIntent | SetupIntent ): string {
	const method = intent.payment_method;
	if ( ! method ) {
		return '';
	}
	return typeof method === 'string' ? method : method.id;
}

export async function confirmIntent(
	input: ConfirmIntentInput,
	deps: ConfirmIntentDeps
): Promise< CompletionResult > {
	const { stripe, api } = deps;
	const intentId = intentIdFromClientSecret( input.clientSecret );
	const result =
		input.intentType === 'setup'
			? await stripe.confirmSetup( {
					clientSecret: input.clientSecret,
					redirect: 'if_required',
				} )
			: await stripe.confirmPayment( {
					clientSecret: input.clientSecret,
					redirect: 'if_required',
				} );

	const intent =
		'setupIntent' in result && result.setupIntent
			? result.setupIntent
			: ( 'paymentIntent' in result && result.paymentIntent ) || null;

	if (
		result.error ||
		! intent ||
		! PAID_STATUSES.includes( intent.status )
	) {
		await api.updateFailedOrder( { intentId, orderId: input.orderId } );
		const message = result.error
			? mapProviderError( result.error, {
					configured: deps.configuredMessages,
				} )
			: '';
		return { ok: false, message: message || paymentFailedMessage() };
	}

	const args = {
		orderId: input.orderId,
		intentId,
		paymentMethodId: paymentMethodIdOf( intent ),
		nonce: input.nonce,
	};
	const update = deps.isChangingPayment
		? await api.confirmChangePayment( args )
		: await api.updateOrderStatus( args );
	if ( ! update.ok ) {
		return { ok: false, message: update.message || paymentFailedMessage() };
	}
	return {
		ok: true,
		redirectUrl:
			sameOriginUrl( update.data.return_url, deps.origin ) ||
			deps.fallbackUrl,
	};
}
