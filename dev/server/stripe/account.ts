/**
 * One in-memory Stripe account for the development shop: payment methods,
 * PaymentIntents and SetupIntents with Stripe's statuses and next actions,
 * driven by the documented test cards. A PaymentIntent is charged at most once
 * however often it is confirmed; every confirmation is counted.
 */
import { cardOutcome } from './test-cards';
import { buildPaymentMethod } from './payment-methods';
import { fail, newIntentBase, settle } from './intent-state';
import { stripeId } from './ids';
import { methodStep } from './method-flows';
import type {
	ConfirmParams,
	PaymentIntent,
	PaymentMethod,
	SetupIntent,
	StripeAccount,
	StripeError,
	StripeResult,
} from './types';

type Intent = PaymentIntent | SetupIntent;

const AUTHENTICATION_FAILED: StripeError = {
	type: 'invalid_request_error',
	code: 'payment_intent_authentication_failure',
	message:
		'We are unable to authenticate your payment method. Please choose a different payment method and try again.',
};

const BLIK_DECLINED: StripeError = {
	type: 'card_error',
	code: 'payment_method_provider_decline',
	message: 'The BLIK code was declined.',
};

export function createStripeAccount(): StripeAccount {
	const methods = new Map< string, PaymentMethod >();
	const tokens = new Map< string, string >(); // ctoken → pm
	const intents = new Map< string, Intent >();
	// What finishing a pending next action leads to, per intent.
	const pending = new Map< string, { after: 'succeed' | StripeError } >();

	function createPaymentMethod(
		params: Record< string, unknown >
	): StripeResult< PaymentMethod > {
		const result = buildPaymentMethod( params );
		if ( result.ok ) {
			methods.set( result.value.id, result.value );
		}
		return result;
	}

	function resolveMethod( params: ConfirmParams, fallback: string | null ) {
		if ( params.payment_method_data ) {
			return createPaymentMethod( params.payment_method_data );
		}
		const token = params.confirmation_token
			? tokens.get( params.confirmation_token ) || ''
			: '';
		let id = params.payment_method || token || fallback || '';
		id = tokens.get( id ) || id;
		const method = methods.get( id );
		return method
			? ( { ok: true, value: method } as const )
			: ( {
					ok: false,
					error: {
						type: 'invalid_request_error',
						code: 'resource_missing',
						message: `No such PaymentMethod: '${ id }'`,
						param: 'payment_method',
					},
				} as const );
	}

	function confirm(
		id: string,
		params: ConfirmParams
	): StripeResult< Intent > {
		const intent = intents.get( id );
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
		// Idempotent: a settled or waiting intent is returned as it is.
		if (
			[
				'succeeded',
				'processing',
				'requires_capture',
				'requires_action',
			].includes( intent.status )
		) {
			return { ok: true, value: intent };
		}
		const method = resolveMethod( params, intent.payment_method );
		if ( ! method.ok ) {
			return { ok: false, error: method.error };
		}
		intent.payment_method = method.value.id;
		if ( method.value.type === 'card' && method.value.card ) {
			const outcome = cardOutcome( method.value.card.test_number );
			if ( outcome.kind === 'decline' ) {
				return fail( intent, outcome.error );
			}
			if (
				outcome.kind === 'authenticate' &&
				! ( outcome.onSessionOnly && params.off_session )
			) {
				intent.status = 'requires_action';
				intent.next_action = { type: 'use_stripe_sdk' };
				pending.set( id, {
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
		const origin = params.origin || 'http://127.0.0.1';
		const step = methodStep(
			method.value.type,
			intent,
			params.return_url || origin,
			origin
		);
		if ( step.kind === 'action' ) {
			const code = params.payment_method_options?.blik?.code;
			intent.status = 'requires_action';
			intent.next_action = step.nextAction;
			pending.set( id, {
				after: code === '000000' ? BLIK_DECLINED : 'succeed',
			} );
			return { ok: true, value: intent };
		}
		settle(
			intent,
			step.kind === 'processing' && intent.object === 'payment_intent'
				? 'processing'
				: 'succeeded'
		);
		return { ok: true, value: intent };
	}

	return {
		createPaymentMethod,
		getPaymentMethod: ( id ) => methods.get( tokens.get( id ) || id ),
		attachPaymentMethod( id, customer ) {
			const method = methods.get( tokens.get( id ) || id );
			if ( ! method ) {
				return {
					ok: false,
					error: {
						type: 'invalid_request_error',
						code: 'resource_missing',
						message: `No such PaymentMethod: '${ id }'`,
					},
				};
			}
			method.customer = customer;
			return { ok: true, value: method };
		},
		createPaymentIntent( params ) {
			const intent: PaymentIntent = {
				...newIntentBase(
					'pi',
					params.payment_method_types,
					params.customer,
					params.metadata
				),
				object: 'payment_intent',
				amount: params.amount,
				currency: params.currency.toLowerCase(),
				setup_future_usage: params.setup_future_usage || null,
			};
			intents.set( intent.id, intent );
			return intent;
		},
		updatePaymentIntent( id, params ) {
			const intent = intents.get( id );
			if ( ! intent || intent.object !== 'payment_intent' ) {
				return {
					ok: false,
					error: {
						type: 'invalid_request_error',
						code: 'resource_missing',
						message: `No such payment_intent: '${ id }'`,
					},
				};
			}
			if ( params.amount !== undefined ) {
				intent.amount = params.amount;
			}
			if ( params.currency ) {
				intent.currency = params.currency.toLowerCase();
			}
			return { ok: true, value: intent };
		},
		confirmPaymentIntent: ( id, params ) =>
			confirm( id, params ) as StripeResult< PaymentIntent >,
		createSetupIntent( params ) {
			const intent: SetupIntent = {
				...newIntentBase(
					'seti',
					params.payment_method_types,
					params.customer,
					params.metadata
				),
				object: 'setup_intent',
			};
			intents.set( intent.id, intent );
			return intent;
		},
		confirmSetupIntent: ( id, params ) =>
			confirm( id, params ) as StripeResult< SetupIntent >,
		createConfirmationToken( params: Record< string, unknown > ) {
			const data =
				( params.payment_method_data as Record< string, unknown > ) ||
				params;
			const method = createPaymentMethod( data );
			if ( ! method.ok ) {
				return method;
			}
			const id = stripeId( 'ctoken' );
			tokens.set( id, method.value.id );
			return {
				ok: true,
				value: {
					id,
					payment_method_preview: {
						type: method.value.type,
						billing_details: method.value.billing_details,
					},
				},
			};
		},
		authenticate( id, outcome ) {
			const intent = intents.get( id );
			if ( ! intent || intent.status !== 'requires_action' ) {
				return {
					ok: false,
					error: {
						type: 'invalid_request_error',
						code: 'intent_invalid_state',
						message: 'This intent is not awaiting authentication.',
					},
				};
			}
			const after = pending.get( id )?.after ?? 'succeed';
			pending.delete( id );
			if ( outcome === 'fail' ) {
				return fail( intent, AUTHENTICATION_FAILED );
			}
			if ( after !== 'succeed' ) {
				return fail( intent, after );
			}
			settle( intent, 'succeeded' );
			return { ok: true, value: intent };
		},
		getIntent: ( id ) => intents.get( id ),
		listIntents: () => [ ...intents.values() ],
		reset() {
			methods.clear();
			tokens.clear();
			intents.clear();
			pending.clear();
		},
	};
}
