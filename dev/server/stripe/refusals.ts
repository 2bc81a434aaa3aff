/**
 * What Stripe refuses, by its documented rules for each type
 * (method-support.ts): a retired type, a currency the type is not
 * presented in, an amount outside its limits, a customer from a country it
 * does not serve, a server-side confirmation of a debit without the
 * customer's mandate acceptance, a method the intent does not allow, and
 * an ACSS intent made without its mandate options (which is what a
 * deferred intent for ACSS would be).
 *
 * Follows: Stripe's error codes (docs.stripe.com/error-codes).
 */
import { STRIPE_METHODS, customersFor } from './method-support';
import type {
	ConfirmParams,
	PaymentIntent,
	PaymentMethod,
	SetupIntent,
	StripeError,
} from './types';

const refused = (
	code: string,
	message: string,
	param?: string
): StripeError => ( {
	type: 'invalid_request_error',
	code,
	message,
	...( param ? { param } : {} ),
} );

/** Currency and amount, for a payment of this type. */
export function amountRefusal(
	type: string,
	currency: string,
	amount: number
): StripeError | null {
	const facts = STRIPE_METHODS[ type ];
	if ( ! facts || facts.retired ) {
		return refused(
			'parameter_invalid',
			`The payment method type "${ type }" is invalid.`,
			'payment_method_types'
		);
	}
	const code = currency.toUpperCase();
	if ( facts.currencies.length && ! facts.currencies.includes( code ) ) {
		return refused(
			'parameter_invalid',
			`The currency provided (${ currency.toLowerCase() }) is invalid. Payment methods of type ${ type } support: ${ facts.currencies
				.join( ', ' )
				.toLowerCase() }.`,
			'currency'
		);
	}
	const range = facts.limits?.[ code ];
	if ( range && amount < range.min ) {
		return refused(
			'amount_too_small',
			`Amount must be at least ${ range.min } for ${ type } in ${ code }.`,
			'amount'
		);
	}
	if ( range && amount > range.max ) {
		return refused(
			'amount_too_large',
			`Amount must be no more than ${ range.max } for ${ type } in ${ code }.`,
			'amount'
		);
	}
	return null;
}

function acssOptionsMissing(
	intent: Pick< PaymentIntent, 'payment_method_options' >
): boolean {
	const options = intent.payment_method_options?.acss_debit as
		{ mandate_options?: Record< string, unknown > } | undefined;
	return (
		! options?.mandate_options?.payment_schedule ||
		! options.mandate_options.transaction_type
	);
}

/** A new intent: each type must be usable for its currency and amount. */
export function creationRefusal( params: {
	payment_method_types: string[];
	currency?: string;
	amount?: number;
	payment_method_options?: PaymentIntent[ 'payment_method_options' ];
} ): StripeError | null {
	for ( const type of params.payment_method_types ) {
		if ( params.currency ) {
			const refusal = amountRefusal(
				type,
				params.currency,
				params.amount ?? 0
			);
			if ( refusal ) {
				return refusal;
			}
		}
		if ( type === 'acss_debit' && acssOptionsMissing( params ) ) {
			return refused(
				'parameter_missing',
				'Missing required param: payment_method_options[acss_debit][mandate_options]. Pre-authorized debit intents are made before the payment form, with their mandate options.',
				'payment_method_options[acss_debit][mandate_options]'
			);
		}
	}
	return null;
}

/** Confirming an intent with a method. */
export function confirmRefusal(
	intent: PaymentIntent | SetupIntent,
	method: PaymentMethod,
	params: ConfirmParams
): StripeError | null {
	const { type } = method;
	if ( ! intent.payment_method_types.includes( type ) ) {
		return refused(
			'payment_intent_incompatible_payment_method',
			`The PaymentMethod provided (${ type }) is not allowed for this intent, which accepts: ${ intent.payment_method_types.join(
				', '
			) }.`,
			'payment_method'
		);
	}
	if ( intent.object === 'payment_intent' ) {
		const refusal = amountRefusal( type, intent.currency, intent.amount );
		if ( refusal ) {
			return refusal;
		}
		const country = method.billing_details?.address?.country || '';
		const served = customersFor( type, intent.currency );
		if ( country && served.length && ! served.includes( country ) ) {
			return refused(
				'payment_method_unactivated',
				`${ type } is not available to customers in ${ country }.`,
				'payment_method_data[billing_details][address][country]'
			);
		}
	}
	if ( type === 'acss_debit' && acssOptionsMissing( intent ) ) {
		return refused(
			'parameter_missing',
			'This intent has no pre-authorized debit mandate options: it must be made with them before the payment form.',
			'payment_method_options[acss_debit][mandate_options]'
		);
	}
	// Stripe.js confirms with the mandate it showed; the server must say so.
	const confirmedInBrowser = !! params.client_secret;
	if (
		STRIPE_METHODS[ type ]?.mandate &&
		! confirmedInBrowser &&
		! params.mandate_data?.customer_acceptance?.type
	) {
		return refused(
			'parameter_missing',
			`A ${ type } payment needs the customer's mandate acceptance: mandate_data[customer_acceptance] is required when confirming on the server.`,
			'mandate_data'
		);
	}
	return null;
}
