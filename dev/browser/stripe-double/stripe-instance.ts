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
import { methodData } from './method-data';
import { acssMandate } from './acss-dialog';

/**
 * Stripe's rule for an element told not to collect a billing field
 * ('never'): the field must come in createPaymentMethod's billing details,
 * or Stripe.js throws an IntegrationError naming it.
 */
function neverFieldsMissing(
	elements: ElementsDouble,
	billingDetails: Record< string, any > | undefined
): string[] {
	const raw = elements.__paymentElement()?.__billingFields() || {};
	// 'never' for the whole of billingDetails means every field.
	const option: Record< string, any > =
		raw === 'never'
			? {
					name: 'never',
					email: 'never',
					phone: 'never',
					address: 'never',
				}
			: ( raw as Record< string, any > );
	const given = billingDetails || {};
	const missing: string[] = [];
	for ( const field of [ 'name', 'email', 'phone' ] ) {
		if ( option[ field ] === 'never' && given[ field ] === undefined ) {
			missing.push( field );
		}
	}
	const address = option.address;
	const ADDRESS: Record< string, string > = {
		line1: 'line1',
		line2: 'line2',
		city: 'city',
		state: 'state',
		postalCode: 'postal_code',
		country: 'country',
	};
	for ( const [ key, name ] of Object.entries( ADDRESS ) ) {
		if (
			( address === 'never' || address?.[ key ] === 'never' ) &&
			given.address?.[ name ] === undefined
		) {
			missing.push( `address.${ name }` );
		}
	}
	return missing;
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
		// Pre-authorized debit: Stripe.js asks for the agreement and the
		// bank account in its own dialog first.
		if ( intent.payment_method_types?.includes( 'acss_debit' ) ) {
			const accepted = await acssMandate( intent );
			if ( ! accepted ) {
				return {
					error: {
						type: 'invalid_request_error',
						code: 'payment_intent_authentication_failure',
						message:
							'The pre-authorized debit agreement was not accepted.',
					},
				};
			}
			body.payment_method_data = accepted.payment_method_data;
			body.payment_method_options = {
				acss_debit: { verification_method: accepted.verification },
			};
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
			const missing = params.elements
				? neverFieldsMissing(
						params.elements,
						params.params?.billing_details
					)
				: [];
			if ( missing.length ) {
				throw new Error(
					`IntegrationError: You specified "never" for fields.billing_details.${ missing[ 0 ] } when creating the payment Element, but did not pass params.billing_details.${ missing[ 0 ] } when calling stripe.createPaymentMethod(). If you opt out of collecting data via the payment Element using the fields option, the data must be passed in when calling stripe.createPaymentMethod().`
				);
			}
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
		// Link's autofill modal (Stripe.js's `linkAutofillModal`, which
		// the gateway 8.8.0's classic checkout opens as the shopper types
		// an email, client/stripe-link/index.js). Stripe opens it only for
		// an email with a Link account; the double's account has none, so
		// launch() opens nothing and no 'autofill' event comes.
		linkAutofillModal() {
			return { launch() {}, on() {}, off() {} };
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
