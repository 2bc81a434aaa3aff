/**
 * '{Billing|Shipping} {Field} is a required field.' for Stripe's "missing
 * parameter" codes, from a param such as
 * `billing_details[address][postal_code]` or `shipping[name]`.
 */
import { __, sprintf } from '@wordpress/i18n';
import { ownValue } from '../lookup/own-value';

export const REQUIRED_PARAMETER_CODES: readonly string[] = [
	'parameter_invalid_empty',
	'parameter_missing',
	'parameter_string_empty',
	'parameter_string_blank',
];

const FIELD_LABELS: Readonly< Record< string, () => string > > = {
	name: () => __( 'Name', 'woocommerce-gateway-stripe' ),
	email: () => __( 'Email', 'woocommerce-gateway-stripe' ),
	phone: () => __( 'Phone', 'woocommerce-gateway-stripe' ),
	line1: () => __( 'Address', 'woocommerce-gateway-stripe' ),
	line2: () => __( 'Address line 2', 'woocommerce-gateway-stripe' ),
	city: () => __( 'City', 'woocommerce-gateway-stripe' ),
	state: () => __( 'State / County', 'woocommerce-gateway-stripe' ),
	postal_code: () => __( 'Postcode / ZIP', 'woocommerce-gateway-stripe' ),
	country: () => __( 'Country / Region', 'woocommerce-gateway-stripe' ),
};

/** The text, or null when the param is not a billing or shipping field. */
export function requiredFieldMessage( param: string ): string | null {
	const parts = param.match( /[a-z0-9_]+/gi ) || [];
	const group = parts[ 0 ];
	const field = parts[ parts.length - 1 ];
	const label = ownValue( FIELD_LABELS, field );
	if ( ! label || parts.length < 2 ) {
		return null;
	}
	if ( group === 'billing_details' || group === 'billing' ) {
		return sprintf(
			/* translators: %s: a billing field's label, e.g. City. */
			__(
				'Billing %s is a required field.',
				'woocommerce-gateway-stripe'
			),
			label()
		);
	}
	if ( group === 'shipping' || group === 'shipping_details' ) {
		return sprintf(
			/* translators: %s: a shipping field's label, e.g. City. */
			__(
				'Shipping %s is a required field.',
				'woocommerce-gateway-stripe'
			),
			label()
		);
	}
	return null;
}
