/**
 * Payment and setup intents over Stripe's REST API, for the gateway's PHP:
 * create (and confirm with `confirm=true`), retrieve (`expand[]`), update,
 * confirm, cancel. Every rule is the shared account's (../stripe/): its
 * test cards, each method family's next step, its refusals, one charge per
 * PaymentIntent however often it is confirmed. Stripe attaches the method
 * to the intent's customer when the intent saves it for later
 * (`setup_future_usage`, or any setup intent) and it succeeds.
 *
 * Follows: Stripe's API: PaymentIntents (docs.stripe.com/api/payment_intents)
 * and SetupIntents (docs.stripe.com/api/setup_intents); `level3` is taken
 * and not kept (Stripe's Level 3 data, for US card payments).
 */
import type {
	ConfirmParams,
	MandateData,
	PaymentIntent,
	SetupIntent,
	StripeResult,
} from '../types';
import type { Answer, Params, Route, RouteContext } from './answers';
import { invalid, isTrue, list, missing, ok, record, text } from './answers';
import {
	errorObject,
	paymentIntentObject,
	setupIntentObject,
} from './stripe-objects';
import type { Books } from './stripe-objects';

type Intent = PaymentIntent | SetupIntent;

/** A succeeded intent that saves its method attaches it to the customer. */
export function attachWhenSaved( books: Books, intent: Intent ): void {
	const saves =
		intent.object === 'setup_intent' ||
		Boolean( intent.setup_future_usage );
	if (
		saves &&
		intent.customer &&
		intent.payment_method &&
		[ 'succeeded', 'processing' ].includes( intent.status )
	) {
		books.account.attachPaymentMethod(
			intent.payment_method,
			intent.customer
		);
		books.ledger.rememberAttached( intent.customer, intent.payment_method );
	}
}

function confirmParams( params: Params, origin: string ): ConfirmParams {
	const options = record( params.payment_method_options );
	return {
		payment_method: text( params.payment_method ) || undefined,
		return_url: text( params.return_url ) || undefined,
		payment_method_data: record( params.payment_method_data ),
		mandate_data: record( params.mandate_data ) as MandateData | undefined,
		off_session: isTrue( params.off_session ),
		payment_method_options:
			options as ConfirmParams[ 'payment_method_options' ],
		origin,
	};
}

function shaped(
	context: RouteContext,
	result: StripeResult< Intent >
): Answer {
	const { books, expand } = context;
	if ( ! result.ok ) {
		return {
			ok: false,
			status: result.error.type === 'card_error' ? 402 : 400,
			error: errorObject( books, result.error ) as typeof result.error,
		};
	}
	attachWhenSaved( books, result.value );
	return ok(
		result.value.object === 'payment_intent'
			? paymentIntentObject( books, result.value, expand )
			: setupIntentObject( books, result.value, expand )
	);
}

/** The REST-only fields the account does not keep, kept on the intent. */
function keepExtras( intent: Intent, params: Params ): void {
	const extras = intent as Intent & Record< string, unknown >;
	for ( const field of [ 'description', 'shipping', 'capture_method' ] ) {
		if ( params[ field ] !== undefined ) {
			extras[ field ] = params[ field ];
		}
	}
}

function confirm( context: RouteContext, id: string ): Answer {
	const intent = context.books.account.getIntent( id );
	if ( ! intent ) {
		return missing(
			id.startsWith( 'seti_' ) ? 'setup_intent' : 'payment_intent',
			id
		);
	}
	const params = confirmParams( context.params, context.origin );
	return shaped(
		context,
		intent.object === 'payment_intent'
			? context.books.account.confirmPaymentIntent( id, params )
			: context.books.account.confirmSetupIntent( id, params )
	);
}

function createPaymentIntent( context: RouteContext ): Answer {
	const { books, params } = context;
	const amount = Number( params.amount );
	if ( ! Number.isInteger( amount ) || amount < 0 ) {
		return invalid( 'Missing required param: amount.', 'amount' );
	}
	if ( ! text( params.currency ) ) {
		return invalid( 'Missing required param: currency.', 'currency' );
	}
	const created = books.account.createPaymentIntent( {
		amount,
		currency: text( params.currency ),
		payment_method_types: list( params.payment_method_types ),
		customer: text( params.customer ) || null,
		metadata: record< string >( params.metadata ),
		setup_future_usage:
			text( params.setup_future_usage ) === 'off_session'
				? 'off_session'
				: null,
		payment_method_options: record( params.payment_method_options ) as
			Record< string, Record< string, unknown > > | undefined,
	} );
	if ( ! created.ok ) {
		return shaped( context, created );
	}
	keepExtras( created.value, params );
	if ( text( params.payment_method ) ) {
		books.account.updatePaymentIntent( created.value.id, {
			payment_method: text( params.payment_method ),
		} );
	}
	return isTrue( params.confirm )
		? confirm( context, created.value.id )
		: shaped( context, created );
}

function createSetupIntent( context: RouteContext ): Answer {
	const { books, params } = context;
	const intent = books.account.createSetupIntent( {
		payment_method_types: list( params.payment_method_types ),
		customer: text( params.customer ) || null,
		metadata: record< string >( params.metadata ),
		payment_method_options: record( params.payment_method_options ) as
			Record< string, Record< string, unknown > > | undefined,
	} );
	if ( text( params.payment_method ) ) {
		intent.payment_method = text( params.payment_method );
	}
	return isTrue( params.confirm )
		? confirm( context, intent.id )
		: shaped( context, { ok: true, value: intent } );
}

function retrieve( context: RouteContext, id: string ): Answer {
	const intent = context.books.account.getIntent( id );
	return intent
		? shaped( context, { ok: true, value: intent } )
		: missing(
				id.startsWith( 'seti_' ) ? 'setup_intent' : 'payment_intent',
				id
			);
}

function update( context: RouteContext, id: string ): Answer {
	const { books, params } = context;
	const intent = books.account.getIntent( id );
	if ( ! intent ) {
		return missing( 'intent', id );
	}
	keepExtras( intent, params );
	if ( intent.object === 'setup_intent' ) {
		if ( text( params.payment_method ) ) {
			intent.payment_method = text( params.payment_method );
		}
		return shaped( context, { ok: true, value: intent } );
	}
	const types = list( params.payment_method_types );
	if ( types.length ) {
		intent.payment_method_types = types;
	}
	return shaped(
		context,
		books.account.updatePaymentIntent( id, {
			amount:
				params.amount !== undefined
					? Number( params.amount )
					: undefined,
			currency: text( params.currency ) || undefined,
			metadata: record< string >( params.metadata ),
			payment_method: text( params.payment_method ) || undefined,
			setup_future_usage:
				params.setup_future_usage === undefined
					? undefined
					: text( params.setup_future_usage ) === 'off_session'
						? 'off_session'
						: null,
		} )
	);
}

function cancel( context: RouteContext, id: string ): Answer {
	const intent = context.books.account.getIntent( id );
	if ( ! intent ) {
		return missing( 'intent', id );
	}
	if ( [ 'succeeded', 'processing' ].includes( intent.status ) ) {
		return invalid(
			`You cannot cancel this ${ intent.object } because it has a status of ${ intent.status }.`
		);
	}
	intent.status = 'canceled';
	intent.next_action = null;
	Object.assign( intent, {
		canceled_at: Math.floor( Date.now() / 1000 ),
		cancellation_reason: text( context.params.cancellation_reason ) || null,
	} );
	return shaped( context, { ok: true, value: intent } );
}

const ID = '((?:pi|seti)_\\w+)';

export const INTENT_ROUTES: Route[] = [
	{
		method: 'POST',
		path: /^\/v1\/payment_intents$/,
		handle: createPaymentIntent,
	},
	{
		method: 'POST',
		path: /^\/v1\/setup_intents$/,
		handle: createSetupIntent,
	},
	{
		method: 'GET',
		path: new RegExp( `^/v1/(?:payment|setup)_intents/${ ID }$` ),
		handle: ( context, [ , id ] ) => retrieve( context, id ),
	},
	{
		method: 'POST',
		path: new RegExp( `^/v1/(?:payment|setup)_intents/${ ID }$` ),
		handle: ( context, [ , id ] ) => update( context, id ),
	},
	{
		method: 'POST',
		path: new RegExp( `^/v1/(?:payment|setup)_intents/${ ID }/confirm$` ),
		handle: ( context, [ , id ] ) => confirm( context, id ),
	},
	{
		method: 'POST',
		path: new RegExp( `^/v1/(?:payment|setup)_intents/${ ID }/cancel$` ),
		handle: ( context, [ , id ] ) => cancel( context, id ),
	},
];
