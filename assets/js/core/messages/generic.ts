/**
 * Messages any surface may show. Functions, not
 * constants, so `__()` runs after the page loaded its translations.
 */
import { __, sprintf } from '@wordpress/i18n';

export const paymentFailedMessage = () =>
	__( 'Payment failed. Please try again.', 'woocommerce-gateway-stripe' );

export const refreshAndRetryMessage = () =>
	__(
		'There was a problem processing the payment. Please refresh the page to try again.',
		'woocommerce-gateway-stripe'
	);

export const paymentNotCompletedMessage = () =>
	__(
		'The payment was not completed. Please try again or use another payment method.',
		'woocommerce-gateway-stripe'
	);

export const unknownErrorMessage = () =>
	__( 'An unknown error occurred.', 'woocommerce-gateway-stripe' );

export const invalidPaymentDetailsMessage = () =>
	__(
		'Invalid or missing payment details. Please ensure the provided payment method is correctly entered.',
		'woocommerce-gateway-stripe'
	);

export const failedToLoadMethodMessage = ( methodName: string ) =>
	sprintf(
		/* translators: %s: the payment method's name, e.g. Card or SEPA Direct Debit. */
		__(
			'Failed to load %s payment method. Please refresh the page and try again.',
			'woocommerce-gateway-stripe'
		),
		methodName
	);
