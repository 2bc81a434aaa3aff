/**
 * The express settings a page prints (`stripe_express_checkout_data`,
 * `wc_stripe_express_checkout_params`; raw shape in docs/page-settings.md)
 * → ExpressSettings, checked once.
 */
import { initDataMissingMessage } from '../messages/generic';
import { toLineItems } from '../amounts/line-items';
import { normalizeButtonOptions } from './button-options';
import {
	isRecord,
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
import type {
	ExpressNonces,
	PrintedSheet,
	ExpressSettings,
	ShippingOption,
	WalletKey,
} from './types';

export function parseShippingOption( raw: unknown ): ShippingOption | null {
	if ( ! isRecord( raw ) || typeof raw.id !== 'string' ) {
		return null;
	}
	const name = raw.displayName ?? raw.label;
	return {
		id: raw.id,
		displayName: typeof name === 'string' ? name : raw.id,
		amount: toNumber( raw.amount ) ?? 0,
	};
}

function shippingOptions( raw: unknown ): ShippingOption[] {
	const list = Array.isArray( raw ) ? raw : [ raw ];
	return list
		.map( parseShippingOption )
		.filter( ( option ): option is ShippingOption => !! option );
}

function nonce( nonces: Raw, key: string ): string {
	return typeof nonces[ key ] === 'string' ? ( nonces[ key ] as string ) : '';
}

/** A flag the page may leave out: its default then applies. */
function flag( raw: Raw, key: string, fallback: boolean ): boolean {
	return raw[ key ] === undefined ? fallback : !! toBoolean( raw[ key ] );
}

/**
 * Apple Pay and Google Pay follow their own switches when the page prints
 * them, else the one switch older gateways print for both; Link and Amazon
 * Pay are on only when the store turned them on.
 */
function enabledWallets( stripe: Raw ): WalletKey[] {
	const both = flag(
		stripe,
		'is_payment_request_enabled',
		flag( stripe, 'is_express_checkout_enabled', true )
	);
	const wallets: Array< [ WalletKey, boolean ] > = [
		[ 'googlePay', flag( stripe, 'is_google_pay_enabled', both ) ],
		[ 'applePay', flag( stripe, 'is_apple_pay_enabled', both ) ],
		[ 'link', flag( stripe, 'is_link_enabled', false ) ],
		[ 'amazonPay', flag( stripe, 'is_amazon_pay_enabled', false ) ],
	];
	return wallets.filter( ( [ , on ] ) => on ).map( ( [ key ] ) => key );
}

/** Named extra checkout fields: `{ name: { location } }`, or a bare list. */
function customFields( raw: unknown ): Record< string, string > {
	if ( Array.isArray( raw ) ) {
		return Object.fromEntries(
			raw
				.filter( ( name ) => typeof name === 'string' )
				.map( ( name ) => [ name, '' ] )
		);
	}
	if ( ! isRecord( raw ) ) {
		return {};
	}
	return Object.fromEntries(
		Object.entries( raw ).map( ( [ name, field ] ) => [
			name,
			isRecord( field ) && typeof field.location === 'string'
				? field.location
				: '',
		] )
	);
}

export function parsePrintedSheet( raw: Raw ): PrintedSheet {
	const total = isRecord( raw.total ) ? raw.total.amount : raw.total;
	return {
		total: toNumber( total ) ?? 0,
		displayItems: toLineItems( raw.displayItems ),
		requestShipping: !! toBoolean( raw.requestShipping ),
		currency:
			typeof raw.currency === 'string' ? raw.currency.toLowerCase() : '',
		shippingOptions: raw.shippingOptions
			? shippingOptions( raw.shippingOptions )
			: [],
		validVariationSelected: flag( raw, 'validVariationSelected', true ),
	};
}

/** The nonce map, as the page prints it or the nonce refresh answers it. */
export function parseExpressNonces( nonces: Raw ): ExpressNonces {
	return {
		shipping: nonce( nonces, 'shipping' ),
		updateShipping: nonce( nonces, 'update_shipping' ),
		normalizeAddress: nonce( nonces, 'normalize_address' ),
		wcStoreApi: nonce( nonces, 'wc_store_api' ),
		wcStoreApiExpressCheckout: nonce(
			nonces,
			'wc_store_api_express_checkout'
		),
		getCartDetails: nonce( nonces, 'get_cart_details' ),
		addToCart: nonce( nonces, 'add_to_cart' ),
		clearCart: nonce( nonces, 'clear_cart' ),
		getSelectedProductData: nonce( nonces, 'get_selected_product_data' ),
	};
}

export function parseExpressSettings( data: unknown ): ExpressSettings {
	if ( ! isRecord( data ) ) {
		throw new SettingsError( initDataMissingMessage() );
	}
	const stripe = requiredRecord( data, 'stripe' );
	const nonces = requiredRecord( data, 'nonce' );
	const checkout = optionalRecord( data, 'checkout' ) || {};
	const product = optionalRecord( data, 'product' );
	const cart = optionalRecord( data, 'cart' );
	const login = optionalRecord( data, 'login_confirmation' );
	return {
		publishableKey: requiredString( stripe, 'publishable_key' ),
		locale: optionalString( stripe, 'locale', 'auto' ),
		wallets: enabledWallets( stripe ),
		nonces: parseExpressNonces( nonces ),
		isProductPage: optionalBoolean( data, 'is_product_page' ),
		isCartPage: optionalBoolean( data, 'is_cart_page' ),
		isCheckoutPage: optionalBoolean( data, 'is_checkout_page' ),
		hasBlock: optionalBoolean( data, 'has_block' ),
		isPayForOrder: optionalBoolean( data, 'is_pay_for_order' ),
		hasFreeTrial: optionalBoolean( data, 'has_free_trial' ),
		taxesBasedOnBilling: optionalBoolean( data, 'taxes_based_on_billing' ),
		customCheckoutFields: customFields( data.custom_checkout_fields ),
		allowedShippingCountries: stringList(
			data,
			'allowed_shipping_countries'
		),
		checkout: {
			currencyCode:
				typeof checkout.currency_code === 'string'
					? checkout.currency_code.toLowerCase()
					: '',
			currencyDecimals: toNumber( checkout.currency_decimals ) ?? 2,
			countryCode:
				typeof checkout.country_code === 'string'
					? checkout.country_code
					: '',
			needsPayerPhone: !! toBoolean( checkout.needs_payer_phone ),
			defaultShippingOption: parseShippingOption(
				checkout.default_shipping_option
			),
		},
		product: product ? parsePrintedSheet( product ) : null,
		cart: cart ? parsePrintedSheet( cart ) : null,
		button: normalizeButtonOptions( data.button ),
		ajaxUrl: requiredString( data, 'ajax_url' ),
		loginConfirmation:
			login && typeof login.message === 'string'
				? {
						message: login.message,
						redirectUrl:
							typeof login.redirect_url === 'string'
								? login.redirect_url
								: '',
					}
				: null,
	};
}
