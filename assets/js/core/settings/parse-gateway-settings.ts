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

function parseMethodConfig( raw: unknown, id: string ): PaymentMethodConfig {
	const entry = isRecord( raw ) ? raw : {};
	return {
		title:
			typeof entry.title === 'string' && entry.title ? entry.title : id,
		isReusable: toBoolean( entry.isReusable ) ?? false,
		countries: stringList( entry, 'countries' ).map( ( country ) =>
			country.toUpperCase()
		),
		supportsDeferredIntent:
			toBoolean( entry.supportsDeferredIntent ) ?? true,
	};
}

/**
 * Every configured method is kept, the ones we do not know too: a newer
 * gateway's method is offered through the Payment Element under the title
 * the page prints for it, never dropped without a word.
 */
function parseMethodsConfig( raw: Raw ): GatewaySettings[ 'methods' ] {
	const config = requiredRecord( raw, 'paymentMethodsConfig' );
	const methods: GatewaySettings[ 'methods' ] = {};
	for ( const [ id, entry ] of Object.entries( config ) ) {
		if ( METHOD_ID.test( id ) ) {
			methods[ id as PaymentMethodId ] = parseMethodConfig( entry, id );
		}
	}
	return methods;
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
	return {
		publishableKey: requiredString( data, 'key' ),
		locale: optionalString( data, 'locale', 'auto' ),
		apiVersion: optionalString( data, 'apiVersion' ),
		methods: parseMethodsConfig( data ),
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
		optimizedCheckout: optionalBoolean( data, 'isOCEnabled' ),
		elementLayout: elementLayout(
			nullableString( data, 'OCLayout' ),
			optionalBoolean( data, 'isOCEnabled' )
		),
		paymentMethodConfigurationParentId: nullableString(
			data,
			'paymentMethodConfigurationParentId'
		),
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
