/**
 * The order exists and its intent needs the browser (3D Secure, a bank app):
 * confirm it here, then tell the gateway so it can mark the order paid (or, on
 * the change-payment flow, switch the subscription's method). A failed
 * confirmation marks the order failed and says why.
 */
import type { PaymentIntent, SetupIntent } from '@stripe/stripe-js';
import { paymentFailedMessage } from '../messages/generic';
import { intentIdFromClientSecret } from './intent-id';
import { providerFailure, reportToGateway } from './report-to-gateway';
import type { CompletionDeps, CompletionResult } from './types';

export interface ConfirmIntentInput {
	intentType: 'payment' | 'setup';
	orderId: number;
	clientSecret: string;
	nonce: string;
}

// Money taken (or about to be, for delayed methods and manual capture).
const PAID_STATUSES = [ 'succeeded', 'processing', 'requires_capture' ];

/**
 * A bank account typed in by hand (ACH, pre-authorized debit) is verified
 * with micro-deposits a day or two later: the order is placed and waits.
 */
function waitsForMicrodeposits( intent: PaymentIntent | SetupIntent ) {
	return (
		intent.status === 'requires_action' &&
		intent.next_action?.type === 'verify_with_microdeposits'
	);
}

function paymentMethodIdOf( intent: PaymentIntent | SetupIntent ): string {
	const method = intent.payment_method;
	if ( ! method ) {
		return '';
	}
	return typeof method === 'string' ? method : method.id;
}

export async function confirmIntent(
	input: ConfirmIntentInput,
	deps: CompletionDeps,
	/** Where to go when the gateway's return URL is unusable. */
	fallbackUrl: string
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
		! (
			PAID_STATUSES.includes( intent.status ) ||
			waitsForMicrodeposits( intent )
		)
	) {
		await api.updateFailedOrder( { intentId, orderId: input.orderId } );
		return result.error
			? providerFailure( result.error, deps.configuredMessages )
			: { ok: false, message: paymentFailedMessage() };
	}

	return reportToGateway(
		deps,
		{
			orderId: input.orderId,
			intentId,
			paymentMethodId: paymentMethodIdOf( intent ),
			nonce: input.nonce,
		},
		fallbackUrl
	);
}
