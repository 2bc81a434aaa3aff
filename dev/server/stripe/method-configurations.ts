/**
 * Payment method configurations, and the elements session Stripe.js asks
 * for before it draws a Payment Element made with one. A configuration
 * (`pmc_…`) says, type by type, whether the account may offer it
 * (`available`: switched on and its capability active, which for a
 * domestic-only method means an account in its country) and whether it is
 * shown (`display_preference.value`). An element created with
 * `paymentMethodConfiguration` shows the types the configuration allows
 * that Stripe takes for the element's amount and currency, in deferred
 * mode only those whose method can be made before the intent exists, minus
 * `excludedPaymentMethodTypes`. Where the customer is, Stripe judges from
 * their connection; the double does not (the gateway checks the billing
 * country when it pays).
 *
 * Follows: Stripe's API: the PaymentMethodConfiguration object
 * (docs.stripe.com/api/payment_method_configurations/object) and Stripe.js
 * `stripe.elements()` with `paymentMethodConfiguration` and
 * `excludedPaymentMethodTypes` (docs.stripe.com/js/elements_object/create_without_intent).
 */
import { STRIPE_METHODS } from './method-support';
import { amountRefusal } from './refusals';
import type {
	MethodConfigurationSetting as TypeSetting,
	PaymentMethodConfiguration,
	StripeError,
	StripeResult,
} from './types';

/** What an account's owner (here the gateway) sets: the types switched on. */
export interface ConfigurationInput {
	id: string;
	name: string;
	/** The types switched on; every other type Stripe knows is off. */
	enabled: string[];
	/** The Stripe account's country: domestic-only capabilities follow it. */
	accountCountry: string;
}

function capabilityActive( type: string, accountCountry: string ): boolean {
	const facts = STRIPE_METHODS[ type ];
	if ( ! facts || facts.retired ) {
		return false;
	}
	return (
		! facts.accountCountries ||
		facts.accountCountries.includes( accountCountry )
	);
}

export function buildConfiguration(
	input: ConfigurationInput
): PaymentMethodConfiguration {
	const types = Object.fromEntries(
		Object.keys( STRIPE_METHODS ).map(
			( type ): [ string, TypeSetting ] => {
				const on = input.enabled.includes( type );
				return [
					type,
					{
						available:
							on &&
							capabilityActive( type, input.accountCountry ),
						display_preference: {
							overridable: true,
							preference: on ? 'on' : 'off',
							value: on ? 'on' : 'off',
						},
					},
				];
			}
		)
	);
	return {
		id: input.id,
		object: 'payment_method_configuration',
		active: true,
		application: null,
		is_default: false,
		livemode: false,
		name: input.name,
		parent: null,
		...types,
	};
}

/** What Stripe.js sends for an element made without an intent. */
export interface ElementsSessionParams {
	payment_method_configuration?: string;
	mode?: string;
	amount?: number;
	currency?: string;
	excluded_payment_method_types?: string[];
}

const missing = ( id: string ): StripeError => ( {
	type: 'invalid_request_error',
	code: 'resource_missing',
	message: `No such payment_method_configuration: '${ id }'`,
	param: 'payment_method_configuration',
} );

/** The types the element shows, in the configuration's order. */
export function elementsSessionTypes(
	configuration: PaymentMethodConfiguration | undefined,
	params: ElementsSessionParams
): StripeResult< string[] > {
	if ( ! configuration ) {
		return {
			ok: false,
			error: missing( params.payment_method_configuration || '' ),
		};
	}
	const excluded = params.excluded_payment_method_types || [];
	const currency = ( params.currency || '' ).toLowerCase();
	const amount = Number( params.amount ) || 0;
	const types = Object.keys( STRIPE_METHODS ).filter( ( type ) => {
		const setting = configuration[ type ] as TypeSetting | undefined;
		if (
			! setting?.available ||
			setting.display_preference.value !== 'on' ||
			excluded.includes( type )
		) {
			return false;
		}
		// A deferred element cannot make this method before its intent.
		if ( STRIPE_METHODS[ type ].intentFirst ) {
			return false;
		}
		if ( params.mode === 'payment' ) {
			return ! amountRefusal( type, currency, amount );
		}
		// Setting a method up charges nothing: only the currency counts.
		const { currencies } = STRIPE_METHODS[ type ];
		return (
			! currencies.length || currencies.includes( currency.toUpperCase() )
		);
	} );
	return { ok: true, value: types };
}
