/**
 * The gateway settings a page prints (`stripe_data`, `wc_stripe_upe_params`;
 * raw shape in docs/page-settings.md) → GatewaySettings, checked once.
 */
import { initDataMissingMessage } from '../messages/settings';
import type { PaymentMethodId } from '../payment-methods/types';
import {
	isRecord,
	nullableNumber,
	nullableString,
	optionalBoolean,
	optionalRecord,
	optionalString,
	requiredRecord,
	requiredString,
	stringList,
	toBoolean,
	toNumber,
} from './fields';
import type { Raw } from './fields';
import { SettingsError } from './settings-error';
import { LOCALIZED_MESSAGE_CODES } from './localized-messages';
import { elementLayout } from './element-layout';
import type { GatewaySettings, PaymentMethodConfig } from './types';

/** A method id as Stripe writes them. */
const METHOD_ID = /^[a-z][a-z0-9_]*$/;
const OC_ALIAS = 'oc';

function parseMethodConfig( raw: unknown, id: string ): PaymentMethodConfig {
	const entry = isRecord( raw ) ? raw : {};
	return {
		title:
			typeof entry.title === 'string' && entry.title ? entry.title : id,
		isReusable: toBoolean( entry.isReusable ) ?? false,
		countries: stringList( entry, 'countries' ).map( ( country ) =>
			country.toUpperCase()
		),
		supportsDeferredIntent: supportsDeferredIntent(
			entry.supportsDeferredIntent
		),
	};
}

/**
 * Whether Stripe can draw the method before its intent exists. The gateway
 * prints the key from its ACSS support on (woocommerce-gateway-stripe PR
 * #3805, 2025, `supports_deferred_intent()`), and then for every method;
 * 8.8.0 and earlier never print it, and their own client makes every
 * method's element without an intent (8.8.0 client/classic/upe/
 * payment-processing.js, client/blocks/upe/upe-deferred-intent-creation/
 * payment-elements.js: `mode`, `amount`, `currency`, no client secret).
 * So only a printed false (wp_localize_script() prints it as '') makes an
 * intent first; a missing key is deferred.
 *
 * @param value The printed value, if any.
 */
function supportsDeferredIntent( value: unknown ): boolean {
	return value === undefined || value === null
		? true
		: ( toBoolean( value ) ?? true );
}

/**
 * Every configured method is kept, the ones we do not know too: a newer
 * gateway's method is offered through the Payment Element under the title
 * the page prints for it, never dropped without a word.
 *
 * With Optimized Checkout on, the gateway prints its one method under the
 * key `card` (its `WC_Stripe_Payment_Methods::OC` is the string 'card',
 * class-wc-stripe-ocs-payment-gateway.php get_enabled_payment_method_config(),
 * 10.x) beside the express ids. An `oc` key (how issue 37 reads it; no
 * version read prints it) is taken as that method.
 */
function parseMethodsConfig(
	raw: Raw,
	optimizedCheckout: boolean
): GatewaySettings[ 'methods' ] {
	const config = requiredRecord( raw, 'paymentMethodsConfig' );
	const methods: GatewaySettings[ 'methods' ] = {};
	for ( const [ id, entry ] of Object.entries( config ) ) {
		const key =
			optimizedCheckout && id === OC_ALIAS && ! ( 'card' in config )
				? 'card'
				: id;
		if ( METHOD_ID.test( key ) ) {
			methods[ key as PaymentMethodId ] = parseMethodConfig( entry, id );
		}
	}
	return methods;
}

/**
 * A list of method types. PHP prints a filtered array whose keys are no
 * longer 0…n-1 as a JSON object: its values are the list.
 */
function typeList( value: unknown ): string[] {
	let items: unknown[] = [];
	if ( Array.isArray( value ) ) {
		items = value;
	} else if ( isRecord( value ) ) {
		items = Object.values( value );
	}
	return items.filter(
		( item ): item is string =>
			typeof item === 'string' && METHOD_ID.test( item )
	);
}

/**
 * Whether the one OC element draws on this page: `shouldShowOptimizedCheckout`
 * (10.x, false where it does not: adding or changing a method), else
 * `isOCEnabled` (9.x prints only that).
 */
function optimizedCheckoutOn( raw: Raw ): boolean {
	return raw.shouldShowOptimizedCheckout === undefined ||
		raw.shouldShowOptimizedCheckout === null
		? optionalBoolean( raw, 'isOCEnabled' )
		: optionalBoolean( raw, 'shouldShowOptimizedCheckout' );
}

/**
 * Texts for error codes: the ones the gateway merges into its params at
 * the top level (localized-messages.ts), and our specification's
 * `errorMessages` map, which wins for a code in both.
 */
function parseErrorMessages( raw: Raw ): Record< string, string > {
	const printed = optionalRecord( raw, 'errorMessages' ) || {};
	const topLevel = Object.fromEntries(
		LOCALIZED_MESSAGE_CODES.map( ( code ) => [ code, raw[ code ] ] )
	);
	return Object.fromEntries(
		Object.entries( { ...topLevel, ...printed } ).filter(
			( entry ): entry is [ string, string ] =>
				typeof entry[ 1 ] === 'string' && entry[ 1 ] !== ''
		)
	);
}

/** `isLoggedIn`, when printed (no version of the plugin read prints it). */
function loggedInFlag( raw: Raw ): boolean | null {
	return raw.isLoggedIn === undefined || raw.isLoggedIn === null
		? null
		: optionalBoolean( raw, 'isLoggedIn' );
}

export function parseGatewaySettings( data: unknown ): GatewaySettings {
	if ( ! isRecord( data ) ) {
		throw new SettingsError( initDataMissingMessage() );
	}
	const customer = optionalRecord( data, 'customerData' ) || {};
	const optimizedCheckout = optimizedCheckoutOn( data );
	return {
		publishableKey: requiredString( data, 'key' ),
		locale: optionalString( data, 'locale', 'auto' ),
		apiVersion: optionalString( data, 'apiVersion' ),
		methods: parseMethodsConfig( data, optimizedCheckout ),
		gatewayId: optionalString( data, 'gatewayId', 'stripe' ),
		isCheckout: optionalBoolean( data, 'isCheckout' ),
		isOrderPay: optionalBoolean( data, 'isOrderPay' ),
		isChangingPayment: optionalBoolean( data, 'isChangingPayment' ),
		orderId: nullableNumber( data, 'orderId' ),
		cartTotal: toNumber( data.cartTotal ) ?? 0,
		currency: requiredString( data, 'currency' ).toLowerCase(),
		cartContainsSubscription: optionalBoolean(
			data,
			'cartContainsSubscription'
		),
		subscriptionRequiresManualRenewal: optionalBoolean(
			data,
			'subscriptionRequiresManualRenewal'
		),
		isSignupOnCheckoutAllowed: optionalBoolean(
			data,
			'isSignupOnCheckoutAllowed'
		),
		isLoggedIn: loggedInFlag( data ),
		enabledBillingFields: stringList( data, 'enabledBillingFields' ),
		appearance: optionalRecord( data, 'appearance' ),
		blocksAppearance: optionalRecord( data, 'blocksAppearance' ),
		customerBillingCountry:
			typeof customer.billing_country === 'string'
				? customer.billing_country.toUpperCase()
				: '',
		optimizedCheckout,
		elementLayout: elementLayout(
			nullableString( data, 'OCLayout' ),
			optimizedCheckout
		),
		paymentMethodConfigurationParentId: nullableString(
			data,
			'paymentMethodConfigurationParentId'
		),
		paymentMethodConfigurationId: nullableString(
			data,
			'paymentMethodConfigurationId'
		),
		excludedPaymentMethodTypes: typeList( data.excludedPaymentMethodTypes ),
		orderReceivedUrl: optionalString( data, 'orderReceivedURL' ),
		genericErrorMessage: optionalString( data, 'genericErrorMessage' ),
		invalidWalletType: optionalString( data, 'invalid_wallet_type' ),
		themeName: optionalString( data, 'theme_name' ),
		ajaxUrl: optionalString( data, 'ajax_url', '/?wc-ajax=%%endpoint%%' ),
		// Our specification's admin-ajax address; the plugin prints none.
		wpAjaxUrl: optionalString( data, 'wp_ajax_url' ),
		nonces: {
			createSetupIntent: optionalString( data, 'createSetupIntentNonce' ),
			createPaymentIntent: optionalString(
				data,
				'createPaymentIntentNonce'
			),
			updatePaymentIntent: optionalString(
				data,
				'updatePaymentIntentNonce'
			),
			createAndConfirmSetupIntent: optionalString(
				data,
				'createAndConfirmSetupIntentNonce'
			),
			updateFailedOrder: optionalString( data, 'updateFailedOrderNonce' ),
			saveAppearance: optionalString( data, 'saveAppearanceNonce' ),
		},
		errorMessages: parseErrorMessages( data ),
	};
}
