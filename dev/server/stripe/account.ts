/**
 * One in-memory Stripe account for the development shop: payment methods,
 * PaymentIntents and SetupIntents with Stripe's statuses and next actions,
 * driven by the documented test cards. A PaymentIntent is charged at most once
 * however often it is confirmed; every confirmation is counted.
 *
 * Follows: Stripe's API: PaymentIntents, SetupIntents, PaymentMethods,
 * PaymentMethodConfigurations (docs.stripe.com/api).
 */
import { buildPaymentMethod } from './payment-methods';
import { fail, newIntentBase, settle } from './intent-state';
import { stripeId } from './ids';
import { confirmIntent } from './confirm';
import type { PendingOutcome } from './confirm';
import { creationRefusal } from './refusals';
import type {
	ConfirmParams,
	PaymentIntent,
	PaymentMethod,
	PaymentMethodConfiguration,
	SetupIntent,
	StripeAccount,
	StripeError,
	StripeEvent,
	StripeResult,
} from './types';

type Intent = PaymentIntent | SetupIntent;

const AUTHENTICATION_FAILED: StripeError = {
	type: 'invalid_request_error',
	code: 'payment_intent_authentication_failure',
	message:
		'We are unable to authenticate your payment method. Please choose a different payment method and try again.',
};

const VOUCHER_EXPIRED: StripeError = {
	type: 'invalid_request_error',
	code: 'payment_intent_payment_attempt_expired',
	message: 'The voucher expired before it was paid.',
};

export function createStripeAccount(): StripeAccount {
	const methods = new Map< string, PaymentMethod >();
	const tokens = new Map< string, string >(); // ctoken → pm
	const intents = new Map< string, Intent >();
	// What finishing a pending next action leads to, per intent.
	const pending = new Map< string, PendingOutcome >();
	const configurations = new Map< string, PaymentMethodConfiguration >();

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
			// Details collected at confirmation (ACSS's dialog) complete the
			// method the intent already has.
			const known = fallback ? methods.get( fallback ) : undefined;
			return createPaymentMethod( {
				billing_details: known?.billing_details,
				...params.payment_method_data,
			} );
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

	const listeners: Array< ( event: StripeEvent ) => void > = [];
	const emit = ( event: StripeEvent ) =>
		listeners.forEach( ( listener ) => listener( event ) );

	/**
	 * A later change (a failed debit, an expired voucher) happens after
	 * the request that started it has been answered, as Stripe's webhooks
	 * arrive after the confirmation: the shop hears of it before its next
	 * request.
	 */
	function failLater( intent: Intent, error: StripeError ) {
		setImmediate( () => {
			fail( intent, error );
			emit( {
				type:
					intent.object === 'payment_intent'
						? 'payment_intent.payment_failed'
						: 'setup_intent.setup_failed',
				intent,
			} );
		} );
	}

	const confirm = ( id: string, params: ConfirmParams ) =>
		confirmIntent(
			{ intents, pending, resolveMethod, failLater },
			id,
			params
		);

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
			const refusal = creationRefusal( params );
			if ( refusal ) {
				return { ok: false, error: refusal };
			}
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
				payment_method_options: params.payment_method_options || {},
			};
			intents.set( intent.id, intent );
			return { ok: true, value: intent };
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
			if ( params.metadata ) {
				intent.metadata = { ...intent.metadata, ...params.metadata };
			}
			if ( params.payment_method ) {
				intent.payment_method = params.payment_method;
			}
			if ( params.setup_future_usage !== undefined ) {
				intent.setup_future_usage = params.setup_future_usage;
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
				payment_method_options: params.payment_method_options || {},
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
			// Stripe tells the shop with a webhook, after this answer.
			setImmediate( () =>
				emit( {
					type:
						intent.object === 'payment_intent'
							? 'payment_intent.succeeded'
							: 'setup_intent.succeeded',
					intent,
				} )
			);
			return { ok: true, value: intent };
		},
		voucherShown( id ) {
			const intent = intents.get( id );
			const method = intent?.payment_method
				? methods.get( intent.payment_method )
				: undefined;
			if ( intent?.status !== 'requires_action' ) {
				return;
			}
			// The shop hears the voucher awaits payment (its webhook puts
			// the order on hold).
			emit( { type: 'payment_intent.requires_action', intent } );
			// Stripe's test vouchers: an email containing
			// `expire_immediately` makes the voucher expire unpaid.
			const email = method?.billing_details?.email || '';
			if ( /expire_immediately/.test( email ) ) {
				failLater( intent, VOUCHER_EXPIRED );
			}
		},
		onEvent( listener ) {
			listeners.push( listener );
		},
		saveConfiguration( configuration ) {
			configurations.set( configuration.id, configuration );
		},
		getConfiguration: ( id ) => configurations.get( id ),
		defaultConfiguration: () => configurations.values().next().value,
		getIntent: ( id ) => intents.get( id ),
		listIntents: () => [ ...intents.values() ],
		reset() {
			methods.clear();
			tokens.clear();
			intents.clear();
			pending.clear();
			configurations.clear();
		},
	};
}
