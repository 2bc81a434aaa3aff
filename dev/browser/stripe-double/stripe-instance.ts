/**
 * One `Stripe(key, options)` instance: elements, payment method creation and
 * every confirmation our bundles call. All methods resolve (never reject) to
 * a result or `{ error }`, as Stripe.js does.
 */
import { intentPath, stripeApi } from './api';
import type { StripeAnswer } from './api';
import { createElements } from './elements';
import type { ElementsDouble } from './elements';
import { handleNextAction } from './next-actions';

/** A wallet sheet pays with the card the test chose in it. */
function walletMethodData( elements: ElementsDouble, billingDetails: unknown ) {
	return {
		type: 'card',
		billing_details: billingDetails || {},
		card: {
			number: elements.__walletCard,
			exp_month: 12,
			exp_year: 2034,
			cvc: '123',
		},
	};
}

function methodData( elements: ElementsDouble, billingDetails: unknown ) {
	if ( elements.__walletCard ) {
		return walletMethodData( elements, billingDetails );
	}
	const element = elements.__paymentElement();
	const type = element ? element.__type() : 'card';
	const values = element ? element.__values() : {};
	const data: Record< string, unknown > = {
		type,
		billing_details: billingDetails || {},
	};
	if ( type === 'card' ) {
		const [ month, year ] = String( values.expiry || '' )
			.split( '/' )
			.map( ( part ) => part.trim() );
		data.card = {
			number: values.number,
			exp_month: Number( month ),
			exp_year: Number( year ),
			cvc: values.cvc,
		};
	}
	if ( type === 'sepa_debit' ) {
		data.sepa_debit = { iban: values.iban };
	}
	if ( type === 'boleto' ) {
		data.boleto = { tax_id: values.tax_id };
	}
	return data;
}

function wrap( intent: StripeAnswer ): StripeAnswer {
	if ( intent.error ) {
		return { error: intent.error };
	}
	return intent.object === 'setup_intent'
		? { setupIntent: intent }
		: { paymentIntent: intent };
}

async function confirmIntent(
	options: Record< string, any >
): Promise< StripeAnswer > {
	const clientSecret: string = options.clientSecret;
	const { path } = intentPath( clientSecret );
	let intent = await stripeApi(
		`${ path }?client_secret=${ encodeURIComponent( clientSecret ) }`
	);
	if ( intent.error ) {
		return { error: intent.error };
	}
	// Already confirmed on the server and waiting for the shopper: finish it.
	if (
		intent.status !== 'requires_action' &&
		[ 'requires_payment_method', 'requires_confirmation' ].includes(
			intent.status
		)
	) {
		const body: Record< string, unknown > = {
			client_secret: clientSecret,
			return_url: options.confirmParams?.return_url,
		};
		if ( options.elements ) {
			body.payment_method_data = methodData(
				options.elements,
				options.confirmParams?.payment_method_data?.billing_details
			);
		} else if ( options.confirmParams?.payment_method ) {
			body.payment_method = options.confirmParams.payment_method;
		}
		intent = await stripeApi( `${ path }/confirm`, body );
		if ( intent.error ) {
			return { error: intent.error };
		}
	}
	const finished = await handleNextAction(
		intent,
		options.handleActions !== false
	);
	if ( finished.error ) {
		return { error: finished.error };
	}
	if (
		options.redirect === 'always' &&
		options.confirmParams?.return_url &&
		finished.status === 'succeeded'
	) {
		window.location.assign( options.confirmParams.return_url );
		return new Promise( () => {} );
	}
	return wrap( finished );
}

export function createStripeInstance(
	key: string,
	options: Record< string, unknown > = {}
) {
	if ( typeof key !== 'string' || ! key.startsWith( 'pk_' ) ) {
		throw new Error( 'Invalid API Key provided: ' + String( key ) );
	}
	const walletConfirm = (
		clientSecret: string,
		_data?: unknown,
		opts?: { handleActions?: boolean }
	) => confirmIntent( { clientSecret, handleActions: opts?.handleActions } );
	return {
		// Stripe.js records which wrapper library drives it
		// (react-stripe-js registers itself); nothing to do here.
		_registerWrapper() {},
		registerAppInfo() {},
		_options: options,
		elements: ( elementsOptions?: Record< string, any > ) =>
			createElements( elementsOptions ),
		async createPaymentMethod( params: Record< string, any > ) {
			const data = params.elements
				? methodData( params.elements, params.params?.billing_details )
				: params;
			const answer = await stripeApi( '/payment_methods', data );
			return answer.error
				? { error: answer.error }
				: { paymentMethod: answer };
		},
		// Tokens are Stripe's legacy card API: the gateway never asks for
		// one, and the Payment Element cannot make one (Stripe answers
		// with an error, as here).
		async createToken() {
			return {
				error: {
					type: 'invalid_request_error',
					message:
						'The Payment Element does not support createToken: use createPaymentMethod.',
				},
			};
		},
		async createConfirmationToken( params: Record< string, any > ) {
			const answer = await stripeApi( '/confirmation_tokens', {
				payment_method_data: methodData(
					params.elements,
					params.params?.billing_details
				),
			} );
			return answer.error
				? { error: answer.error }
				: { confirmationToken: answer };
		},
		confirmPayment: confirmIntent,
		confirmSetup: confirmIntent,
		handleNextAction: ( params: { clientSecret: string } ) =>
			confirmIntent( { clientSecret: params.clientSecret } ),
		handleCardAction: ( clientSecret: string ) =>
			confirmIntent( { clientSecret } ),
		confirmCardPayment: ( clientSecret: string ) =>
			confirmIntent( { clientSecret } ),
		confirmCashappPayment: walletConfirm,
		confirmCashappSetup: walletConfirm,
		confirmWechatPayPayment: walletConfirm,
		confirmBoletoPayment: walletConfirm,
		confirmMultibancoPayment: walletConfirm,
		confirmOxxoPayment: walletConfirm,
		async retrievePaymentIntent( clientSecret: string ) {
			return wrap(
				await stripeApi(
					`${ intentPath( clientSecret ).path }?client_secret=${ encodeURIComponent( clientSecret ) }`
				)
			);
		},
		async retrieveSetupIntent( clientSecret: string ) {
			return wrap(
				await stripeApi(
					`${ intentPath( clientSecret ).path }?client_secret=${ encodeURIComponent( clientSecret ) }`
				)
			);
		},
	};
}
