/**
 * The express settings a page prints (`stripe_express_checkout_data`,
 * `wc_stripe_express_checkout_params`; raw shape in docs/page-settings.md)
 * → ExpressSettings, checked once.
 */
import { initDataMissingMessage } from '../messages/generic';
import { normalizeButtonOptions } from './button-options';
import {
	isRecord,
	optionalBoolean,
	optionalRecord,
	optionalString,
	requiredRecord,
	requiredString,
	stringList,
	toNumber,
} from './fields';
import type { Raw } from './fields';
import { SettingsError } from './settings-error';
import type { ExpressSettings, ShippingOption } from './types';

function parseShippingOption( raw: unknown ): ShippingOption | null {
	if ( ! isRecord( raw ) || typeof raw.id !== 'string' ) {
		return null;
	}
	return {
		id: raw.id,
		displayName:
			typeof raw.displayName === 'string' ? raw.displayName : raw.id,
		amount: toNumber( raw.amount ) ?? 0,
	};
}

function nonce( nonces: Raw, key: string ): string {
	return typeof nonces[ key ] === 'string' ? ( nonces[ key ] as string ) : '';
}

export function parseExpressSettings( data: unknown ): ExpressSettings {
	if ( ! isRecord( data ) ) {
		throw new SettingsError( initDataMissingMessage() );
	}
	const stripe = requiredRecord( data, 'stripe' );
	const nonces = requiredRecord( data, 'nonce' );
	const checkout = optionalRecord( data, 'checkout' ) || {};
	const product = optionalRecord( data, 'product' );
	const login = optionalRecord( data, 'login_confirmation' );
	return {
		publishableKey: requiredString( stripe, 'publishable_key' ),
		locale: optionalString( stripe, 'locale', 'auto' ),
		nonces: {
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
			getSelectedProductData: nonce(
				nonces,
				'get_selected_product_data'
			),
		},
		isProductPage: optionalBoolean( data, 'is_product_page' ),
		hasBlock: optionalBoolean( data, 'has_block' ),
		isPayForOrder: optionalBoolean( data, 'is_pay_for_order' ),
		customCheckoutFields: stringList( data, 'custom_checkout_fields' ),
		allowedShippingCountries: stringList(
			data,
			'allowed_shipping_countries'
		),
		checkout: {
			currencyDecimals: toNumber( checkout.currency_decimals ) ?? 2,
			defaultShippingOption: parseShippingOption(
				checkout.default_shipping_option
			),
		},
		product: product
			? {
					shippingOptions: ( Array.isArray( product.shippingOptions )
						? product.shippingOptions
						: []
					)
						.map( parseShippingOption )
						.filter(
							( option ): option is ShippingOption => !! option
						),
				}
			: null,
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
