/**
 * Confirming an intent, as Stripe does it: the method is resolved (given,
 * made on the fly, or from a confirmation token), Stripe's refusals are
 * checked (refusals.ts), then cards follow the test cards and every other
 * type its family's step (method-flows.ts). A settled or waiting intent is
 * returned as it is: confirming twice never charges twice.
 *
 * Follows: Stripe's confirm endpoints
 * (docs.stripe.com/api/payment_intents/confirm, /api/setup_intents/confirm).
 */
import { cardOutcome } from './test-cards';
import { fail, settle } from './intent-state';
import { methodStep } from './method-flows';
import { confirmRefusal } from './refusals';
import type {
	ConfirmParams,
	PaymentIntent,
	PaymentMethod,
	SetupIntent,
	StripeError,
	StripeResult,
} from './types';

type Intent = PaymentIntent | SetupIntent;

/** What finishing a pending next action leads to, per intent. */
export type PendingOutcome = { after: 'succeed' | StripeError };

export interface ConfirmStore {
	intents: Map< string, Intent >;
	pending: Map< string, PendingOutcome >;
	resolveMethod: (
		params: ConfirmParams,
		fallback: string | null
	) => StripeResult< PaymentMethod >;
	/** A debit from a failing test account fails after processing. */
	failLater: ( intent: Intent, error: StripeError ) => void;
}

const BLIK_DECLINED: StripeError = {
	type: 'card_error',
	code: 'payment_method_provider_decline',
	message: 'The BLIK code was declined.',
};

export const DEBIT_FAILED: StripeError = {
	type: 'invalid_request_error',
	code: 'payment_method_provider_decline',
	decline_code: 'debit_not_authorized',
	message: 'The bank declined the debit from this account.',
};

const SAVED_WITHOUT_ACTION = [ 'cashapp', 'amazon_pay' ];

const WAITING = [
	'succeeded',
	'processing',
	'requires_capture',
	'requires_action',
];

function confirmCard(
	store: ConfirmStore,
	intent: Intent,
	method: PaymentMethod,
	params: ConfirmParams
): StripeResult< Intent > {
	const outcome = cardOutcome( method.card?.test_number || '' );
	if ( outcome.kind === 'decline' ) {
		return fail( intent, outcome.error );
	}
	if (
		outcome.kind === 'authenticate' &&
		! ( outcome.onSessionOnly && params.off_session )
	) {
		intent.status = 'requires_action';
		intent.next_action = { type: 'use_stripe_sdk' };
		store.pending.set( intent.id, {
			after:
				outcome.after.kind === 'succeed'
					? 'succeed'
					: outcome.after.error,
		} );
		return { ok: true, value: intent };
	}
	settle( intent, 'succeeded' );
	return { ok: true, value: intent };
}

export function confirmIntent(
	store: ConfirmStore,
	id: string,
	params: ConfirmParams
): StripeResult< Intent > {
	const intent = store.intents.get( id );
	if ( ! intent ) {
		return {
			ok: false,
			error: {
				type: 'invalid_request_error',
				code: 'resource_missing',
				message: `No such intent: '${ id }'`,
			},
		};
	}
	intent.confirm_count++;
	if ( WAITING.includes( intent.status ) ) {
		return { ok: true, value: intent };
	}
	const method = store.resolveMethod( params, intent.payment_method );
	if ( ! method.ok ) {
		return { ok: false, error: method.error };
	}
	const refusal = confirmRefusal( intent, method.value, params );
	if ( refusal ) {
		return fail( intent, refusal );
	}
	intent.payment_method = method.value.id;
	if ( method.value.type === 'card' && method.value.card ) {
		return confirmCard( store, intent, method.value, params );
	}
	// A saved Cash App Pay or Amazon Pay method was approved for later
	// payments by its customer: no QR code or redirect again.
	if (
		SAVED_WITHOUT_ACTION.includes( method.value.type ) &&
		method.value.customer &&
		method.value.customer === intent.customer
	) {
		settle( intent, 'succeeded' );
		return { ok: true, value: intent };
	}
	const origin = params.origin || 'http://127.0.0.1';
	const step = methodStep(
		method.value,
		intent,
		params.return_url || origin,
		origin,
		params.payment_method_options?.acss_debit?.verification_method
	);
	if ( step.kind === 'action' ) {
		const code = params.payment_method_options?.blik?.code;
		intent.status = 'requires_action';
		intent.next_action = step.nextAction;
		store.pending.set( id, {
			after: code === '000000' ? BLIK_DECLINED : 'succeed',
		} );
		return { ok: true, value: intent };
	}
	// A setup intent saves the method at once; a debit is processing until
	// the bank answers.
	settle(
		intent,
		step.kind === 'processing' && intent.object === 'payment_intent'
			? 'processing'
			: 'succeeded'
	);
	if ( method.value.test_outcome === 'fail' ) {
		store.failLater( intent, DEBIT_FAILED );
	}
	return { ok: true, value: intent };
}
