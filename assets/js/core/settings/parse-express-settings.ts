/**
 * The express settings a page prints (`stripe_express_checkout_data`,
 * `wc_stripe_express_checkout_params`; raw shape in docs/page-settings.md)
 * → ExpressSettings, checked once.
 */
import { toLineItems } from '../amounts/line-items';
import {
	isRecord,
	optionalBoolean,
	optionalRecord,
	requiredRecord,
	requiredString,
	stringList,
	toBoolean,
	toNumber,
} from './fields';
import type { Raw } from './fields';
import { flag, parseExpressDisplay } from './parse-express-display';
import { walletCountry } from '../address/normalize';
import type {
	ExpressNonces,
	PrintedSheet,
	ExpressSettings,
	ShippingOption,
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
		checkout: nonce( nonces, 'checkout' ),
		wpRest: nonce( nonces, 'wp_rest' ),
	};
}

export { parseExpressDisplay };

/**
 * @param data           The printed params.
 * @param paymentRequest They are the legacy Payment Request's
 *                       (`wc_stripe_payment_request_params`), whose keys
 *                       are the same but `stripe.key` and its nonces'.
 */
export function parseExpressSettings(
	data: unknown,
	paymentRequest = false
): ExpressSettings {
	const display = parseExpressDisplay( data );
	const raw = data as Raw;
	const checkout = optionalRecord( raw, 'checkout' ) || {};
	const product = optionalRecord( raw, 'product' );
	const cart = optionalRecord( raw, 'cart' );
	const login = optionalRecord( raw, 'login_confirmation' );
	return {
		...display,
		nonces: parseExpressNonces( requiredRecord( raw, 'nonce' ) ),
		isProductPage: optionalBoolean( raw, 'is_product_page' ),
		isCartPage: optionalBoolean( raw, 'is_cart_page' ),
		isCheckoutPage: optionalBoolean( raw, 'is_checkout_page' ),
		hasBlock: optionalBoolean( raw, 'has_block' ),
		isPayForOrder: optionalBoolean( raw, 'is_pay_for_order' ),
		taxesBasedOnBilling: optionalBoolean( raw, 'taxes_based_on_billing' ),
		customCheckoutFields: customFields( raw.custom_checkout_fields ),
		allowedShippingCountries: stringList(
			raw,
			'allowed_shipping_countries'
		),
		checkout: {
			currencyCode:
				typeof checkout.currency_code === 'string'
					? checkout.currency_code.toLowerCase()
					: '',
			// The store's country as wallet requests name it.
			countryCode: walletCountry(
				typeof checkout.country_code === 'string'
					? checkout.country_code
					: ''
			),
			needsPayerPhone: !! toBoolean( checkout.needs_payer_phone ),
			defaultShippingOption: parseShippingOption(
				checkout.default_shipping_option
			),
		},
		product: product ? parsePrintedSheet( product ) : null,
		cart: cart ? parsePrintedSheet( cart ) : null,
		ajaxUrl: requiredString( raw, 'ajax_url' ),
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
		paymentRequest,
	};
}
