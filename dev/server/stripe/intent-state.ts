/**
 * Intent bookkeeping shared by payment and setup intents: a fresh intent,
 * settling it (charging a PaymentIntent at most once) and failing it.
 *
 * Follows: Stripe's intent lifecycle
 * (docs.stripe.com/payments/paymentintents/lifecycle).
 */
import { clientSecretFor, stripeId } from './ids';
import type {
	PaymentIntent,
	SetupIntent,
	StripeError,
	StripeResult,
} from './types';

type Intent = PaymentIntent | SetupIntent;

const now = () => Math.floor( Date.now() / 1000 );

export function settle( intent: Intent, status: 'succeeded' | 'processing' ) {
	intent.status = status;
	intent.next_action = null;
	intent.last_payment_error = null;
	if ( intent.object === 'payment_intent' && intent.charge_count === 0 ) {
		intent.charge_count = 1;
	}
}

export function fail(
	intent: Intent,
	error: StripeError
): StripeResult< Intent > {
	intent.status = 'requires_payment_method';
	intent.next_action = null;
	// Stripe detaches the method that failed: confirming again needs one.
	intent.payment_method = null;
	intent.last_payment_error = error;
	const key =
		intent.object === 'payment_intent' ? 'payment_intent' : 'setup_intent';
	return { ok: false, error: { ...error, [ key ]: { ...intent } } };
}

export function newIntentBase(
	prefix: 'pi' | 'seti',
	types: string[],
	customer?: string | null,
	metadata?: Record< string, string >
) {
	const id = stripeId( prefix );
	return {
		id,
		client_secret: clientSecretFor( id ),
		status: 'requires_payment_method' as const,
		payment_method: null,
		payment_method_types: types.length ? types : [ 'card' ],
		next_action: null,
		last_payment_error: null,
		customer: customer || null,
		metadata: metadata || {},
		created: now(),
		confirm_count: 0,
		charge_count: 0,
	};
}
