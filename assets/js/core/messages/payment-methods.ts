/**
 * Messages tied to one payment method.
 */
import { __ } from '@wordpress/i18n';

export const blikCodeInvalidMessage = () =>
	__( 'BLIK Code is invalid', 'woocommerce-gateway-stripe' );

export const cashAppAmountNotice = () =>
	__(
		'Please note that, depending on your account and transaction history, Cash App Pay may reject your transaction due to its amount.',
		'woocommerce-gateway-stripe'
	);
