/**
 * The texts for Stripe's error types and card codes. Only the words live here; which one applies is decided in
 * map-provider-error.ts.
 */
import { __ } from '@wordpress/i18n';

export const unableToProcessMessage = () =>
	__(
		'Unable to process this payment, please try again or use alternative method.',
		'woocommerce-gateway-stripe'
	);

export const invalidEmailMessage = () =>
	__(
		'Invalid email address, please correct and try again.',
		'woocommerce-gateway-stripe'
	);

/** Stripe error types that get the same "try again" text. */
export const UNABLE_TO_PROCESS_TYPES: readonly string[] = [
	'invalid_request_error',
	'api_connection_error',
	'api_error',
	'authentication_error',
	'rate_limit_error',
];

export const CARD_CODE_MESSAGES: Readonly< Record< string, () => string > > = {
	invalid_number: () =>
		__(
			'The card number is not a valid credit card number.',
			'woocommerce-gateway-stripe'
		),
	invalid_expiry_month: () =>
		__(
			'The card expiration month is invalid.',
			'woocommerce-gateway-stripe'
		),
	invalid_expiry_year: () =>
		__(
			'The card expiration year is invalid.',
			'woocommerce-gateway-stripe'
		),
	invalid_cvc: () =>
		__(
			'The card security code is invalid.',
			'woocommerce-gateway-stripe'
		),
	incorrect_number: () =>
		__( 'The card number is incorrect.', 'woocommerce-gateway-stripe' ),
	incomplete_number: () =>
		__( 'The card number is incomplete.', 'woocommerce-gateway-stripe' ),
	incomplete_cvc: () =>
		__(
			'The card security code is incomplete.',
			'woocommerce-gateway-stripe'
		),
	incomplete_expiry: () =>
		__(
			'The card expiration date is incomplete.',
			'woocommerce-gateway-stripe'
		),
	expired_card: () =>
		__( 'The card has expired.', 'woocommerce-gateway-stripe' ),
	incorrect_cvc: () =>
		__(
			'The card security code is incorrect.',
			'woocommerce-gateway-stripe'
		),
	incorrect_zip: () =>
		__(
			'The card zip code failed validation.',
			'woocommerce-gateway-stripe'
		),
	invalid_expiry_year_past: () =>
		__(
			'The card expiration year is in the past',
			'woocommerce-gateway-stripe'
		),
	card_declined: () =>
		__( 'The card was declined.', 'woocommerce-gateway-stripe' ),
	missing: () =>
		__(
			'There is no card on a customer that is being charged.',
			'woocommerce-gateway-stripe'
		),
	processing_error: () =>
		__(
			'An error occurred while processing the card.',
			'woocommerce-gateway-stripe'
		),
};
