/**
 * Optimized Checkout ("OC", the Optimized Checkout Suite) as the gateway
 * runs it when the store owner switches it on (`optimized_checkout_element`):
 *
 * - On the pages where it may draw (the classic and block checkouts and
 *   pay for order, `is_checkout()`, but not adding a method or changing a
 *   subscription's), one method stands for all: `paymentMethodsConfig`
 *   holds it under the key `card` (the plugin's `WC_Stripe_Payment_Methods::OC`
 *   is the string 'card') beside the express ids only, and its Payment
 *   Element offers every enabled method through the gateway's payment
 *   method configuration.
 * - Every other Stripe gateway (`stripe_ideal`, …) is unavailable on every
 *   page (the UPE methods' `is_available()` with OC on): the payment list
 *   and the Store API's `payment_methods` hold the main `stripe` gateway
 *   only, which adding a method and changing one show as the card.
 * - process_payment() takes the method from the type of the payment
 *   method the element made, and records that method (iDEAL is
 *   `stripe_ideal` "iDEAL"), as set_payment_method_title_for_order() does
 *   with the resolved type.
 *
 * Follows: woocommerce-gateway-stripe
 * includes/payment-methods/class-wc-stripe-ocs-payment-gateway.php
 * (javascript_params(), get_enabled_payment_method_config(),
 * is_valid_optimized_checkout_page(), the resolve_*() overrides; the
 * development tree after 10.8.0, commit 08d566bf),
 * includes/payment-methods/class-wc-stripe-upe-payment-method-oc.php
 * (get_alternative_title(), 10.x, commit 07d28dd1),
 * includes/constants/class-wc-stripe-payment-methods.php (OC,
 * EXPRESS_PAYMENT_METHODS, NON_EXCLUDABLE_PAYMENT_METHOD_TYPES, 10.x),
 * includes/payment-methods/class-wc-stripe-upe-payment-method.php
 * is_available() (9.x, OC branch).
 */
import type { ShopState } from '../../dev-shop/state';
import type { DevSettings } from '../../dev-shop/settings';
import { buildConfiguration } from '../../stripe/method-configurations';
import { METHOD_RULES } from './method-rules';
import {
	EXPRESS_PAYMENT_METHODS,
	methodCountries,
	offeredMethods,
} from './payment-methods';

/** `WC_Stripe_Payment_Methods::OC`: the OC method's key is the card's. */
export const OC_METHOD = 'card';

/** Types the Payment Element cannot be told to exclude. */
const NON_EXCLUDABLE = [
	'apple_pay',
	'google_pay',
	'link',
	'cartes_bancaires',
	'jcb',
];

/** The gateway's configuration at Stripe (`get_configuration_id()`). */
export const CONFIGURATION_ID = 'pmc_devshop';

/** `OPTIMIZED_CHECKOUT_DEFAULT_LAYOUT`, the layout option's default. */
export const DEFAULT_LAYOUT = 'accordion';

/**
 * `WC_Stripe_UPE_Payment_Method_OC::get_classic_title()`, whose body the
 * code index does not hold: the words of its 10.6.0 changelog entry
 * ("Show Payment Options as the Optimized Checkout title on classic
 * checkout"), in the case get_alternative_title() writes its own.
 */
export const OPTIMIZED_CHECKOUT_CLASSIC_TITLE = 'Payment options';

export type OcPage =
	| 'product'
	| 'cart'
	| 'checkout'
	| 'block-checkout'
	| 'order-pay'
	| 'change-payment'
	| 'add-payment-method';

/** `is_valid_optimized_checkout_page()`: where the one element draws. */
export function isOptimizedCheckoutPage(
	settings: DevSettings,
	page: OcPage
): boolean {
	return (
		settings.optimizedCheckout &&
		page !== 'add-payment-method' &&
		page !== 'change-payment'
	);
}

/**
 * The OC method's title (`get_alternative_title()`): "Payment methods" on
 * the block checkout and pay for order, "Stripe" on the classic checkout.
 */
export function optimizedCheckoutTitle( page: OcPage ): string {
	return page === 'checkout' ? 'Stripe' : 'Payment methods';
}

/**
 * The methods the element may offer (the configuration's), without the
 * express ones: the OC method is available while there is one
 * (`is_available()`), or always on the block checkout.
 */
export function elementMethods( settings: DevSettings ): string[] {
	return offeredMethods( settings ).filter(
		( method ) => ! EXPRESS_PAYMENT_METHODS.includes( method )
	);
}

/**
 * `get_excluded_payment_method_types()`, whose body the code index does
 * not hold: Amazon Pay, which OC offers as a wallet button only (the
 * plugin's own script excludes it when the list comes empty), and the
 * methods whose customers' countries leave out the shopper's billing
 * country (the part 10.x also prints as `countryExcludedPaymentMethodTypes`).
 */
export function countryExcludedTypes(
	settings: DevSettings,
	country: string
): string[] {
	return offeredMethods( settings ).filter( ( method ) => {
		const countries = methodCountries( settings, method );
		return (
			! NON_EXCLUDABLE.includes( method ) &&
			!! country &&
			countries.length > 0 &&
			! countries.includes( country )
		);
	} );
}

export function excludedTypes(
	settings: DevSettings,
	country: string
): string[] {
	const express = offeredMethods( settings ).includes( 'amazon_pay' )
		? [ 'amazon_pay' ]
		: [];
	return [ ...express, ...countryExcludedTypes( settings, country ) ];
}

/**
 * The gateway keeps its configuration at Stripe in step with the methods
 * the store owner switched on (`WC_Stripe_Payment_Method_Configurations`);
 * `get_configuration_id()` answers its id.
 */
export function configurationId( state: ShopState ): string {
	state.account.saveConfiguration(
		buildConfiguration( {
			id: CONFIGURATION_ID,
			name: 'WooCommerce Inc.',
			enabled: state.settings.enabledMethods,
			accountCountry: state.settings.storeCountry,
		} )
	);
	return CONFIGURATION_ID;
}

/**
 * The OC method's entry in `paymentMethodsConfig`, with the per-method
 * maps the client reads as the shopper picks a method inside the element.
 */
export function optimizedCheckoutEntry(
	settings: DevSettings,
	page: OcPage
): Record< string, unknown > {
	const enabled = offeredMethods( settings );
	const countriesByMethod = Object.fromEntries(
		enabled
			.filter( ( method ) => ! NON_EXCLUDABLE.includes( method ) )
			.map( ( method ) => [
				method,
				methodCountries( settings, method ),
			] )
			.filter( ( [ , countries ] ) => countries.length > 0 )
	);
	return {
		isReusable: true,
		title: optimizedCheckoutTitle( page ),
		description: '',
		testingInstructions: '',
		showSaveOption: true,
		supportsDeferredIntent: true,
		countries: [],
		enabledPaymentMethods: enabled,
		showSaveOptionByMethod: Object.fromEntries(
			enabled.map( ( method ) => [
				method,
				METHOD_RULES[ method ].reusable,
			] )
		),
		...( Object.keys( countriesByMethod ).length
			? { countriesByMethod }
			: {} ),
	};
}
