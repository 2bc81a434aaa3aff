/**
 * What the Store API's checkout checks before it takes an order, each as a
 * ready answer (or null when all is well): the addresses against their
 * schemas (`rest_invalid_param`), the order before payment (email,
 * shipping, required address fields) and the payment method asked for.
 *
 * Follows: woocommerce src/StoreApi/Schemas/V1/AbstractAddressSchema.php
 * validate_callback(), Utilities/OrderController.php
 * validate_order_before_payment(), Utilities/CheckoutTrait.php
 * get_request_payment_method() (WooCommerce Blocks 11.8).
 */
import { COUNTRIES, COUNTRY_STATES } from '../includes/countries';
import { COUNTRY_LOCALE } from '../includes/address-locale';
import type { AddressKey } from '../includes/address-locale';
import { paymentMethodTitle } from '../includes/payment-titles';
import type { Address, Order } from '../includes/types';
import { invalidParams, storeError } from './answers';
import type { StoreAnswer } from './answers';
import type { StoreContext } from './request';

export const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * The address schemas' `validate_callback()`: a country the store does not
 * know, a state its country does not have, a malformed email. Empty values
 * pass here; required fields are checked before payment.
 */
function addressSchemaErrors(
	address: Address,
	withEmail: boolean
): { code: string; message: string } | null {
	if ( address.country && ! COUNTRIES[ address.country ] ) {
		return {
			code: 'invalid_country',
			message: `Invalid country code provided. Must be one of: ${ Object.keys(
				COUNTRIES
			).join( ', ' ) }`,
		};
	}
	const states = COUNTRY_STATES[ address.country ];
	if (
		address.state &&
		states &&
		Object.keys( states ).length &&
		! states[ address.state ]
	) {
		return {
			code: 'invalid_state',
			message: `The provided state (${
				address.state
			}) is not valid. Must be one of: ${ Object.keys( states ).join(
				', '
			) }`,
		};
	}
	if ( withEmail && address.email && ! EMAIL.test( address.email ) ) {
		return {
			code: 'invalid_email',
			message: 'The provided email address is not valid',
		};
	}
	return null;
}

/** WordPress's `has_valid_params()` answer for the checkout's addresses. */
export function invalidAddressParams(
	billing: Address,
	shipping: Address | null
): StoreAnswer | null {
	const problems: Record< string, { code: string; message: string } > = {};
	const billingError = addressSchemaErrors( billing, true );
	if ( billingError ) {
		problems.billing_address = billingError;
	}
	const shippingError = shipping && addressSchemaErrors( shipping, false );
	if ( shippingError ) {
		problems.shipping_address = shippingError;
	}
	return invalidParams( problems );
}

/** The Store API's own labels of the fields it checks, before the locale's. */
const CHECKED_FIELDS: Array< [ AddressKey, string ] > = [
	[ 'first_name', 'First name' ],
	[ 'last_name', 'Last name' ],
	[ 'address_1', 'Address' ],
	[ 'country', 'Country/Region' ],
	[ 'city', 'City' ],
	[ 'state', 'State/County' ],
	[ 'postcode', 'Postal code' ],
];

/**
 * `validate_address_fields()`: what the address lacks, by label, with the
 * country's locale deciding what is required and how it is called.
 */
function missingFields( address: Address ): string[] {
	const locale = COUNTRY_LOCALE[ address.country ] || {};
	return CHECKED_FIELDS.filter( ( [ key ] ) => {
		const required = locale[ key ]?.required ?? true;
		return required && ! String( address[ key ] || '' ).trim();
	} ).map(
		( [ key, label ] ) => `${ locale[ key ]?.label ?? label } is required`
	);
}

/** `validate_order_before_payment()`: email, shipping, addresses. */
export function orderProblem(
	ctx: StoreContext,
	order: Order,
	needsShipping: boolean,
	hasRates: boolean
): StoreAnswer | null {
	const email = order.billing.email || '';
	if ( ! email ) {
		return storeError(
			ctx,
			400,
			'woocommerce_rest_missing_email_address',
			'A valid email address is required'
		);
	}
	if ( ! EMAIL.test( email ) ) {
		return storeError(
			ctx,
			400,
			'woocommerce_rest_invalid_email_address',
			`The provided email address (${ email }) is not valid—please provide a valid email address`
		);
	}
	if ( needsShipping && ! hasRates ) {
		return storeError(
			ctx,
			400,
			'woocommerce_rest_invalid_shipping_option',
			'Sorry, this order requires a shipping option.'
		);
	}
	const errors: Record< string, string[] > = {};
	if ( needsShipping ) {
		const shipping = missingFields( order.shipping );
		if ( shipping.length ) {
			errors.shipping = shipping;
		}
	}
	const billing = missingFields( order.billing );
	if ( billing.length ) {
		errors.billing = billing;
	}
	const [ first ] = Object.keys( errors );
	if ( ! first ) {
		return null;
	}
	return storeError(
		ctx,
		400,
		'woocommerce_rest_invalid_address',
		`There was a problem with the provided ${
			first === 'shipping' ? 'shipping address' : 'billing address'
		}: ${ errors[ first ].join( ', ' ) }`,
		{ errors }
	);
}

/** The request's payment method (`get_request_payment_method()`). */
export function paymentMethodProblem(
	ctx: StoreContext,
	method: string,
	available: string[],
	needsPayment: boolean
): StoreAnswer | null {
	if ( ! method ) {
		return needsPayment
			? storeError(
					ctx,
					400,
					'woocommerce_rest_checkout_missing_payment_method',
					'No payment method provided.'
				)
			: null;
	}
	if ( ! available.includes( method ) ) {
		return storeError(
			ctx,
			400,
			'woocommerce_rest_checkout_payment_method_disabled',
			`${
				paymentMethodTitle( method ) || method
			} is not available for this order—please choose a different payment method`
		);
	}
	return null;
}
