/**
 * The gateway's server-side wording for Stripe errors it relays to the
 * browser (the same texts as the front end's card code table).
 *
 * Follows: woocommerce-gateway-stripe includes/class-wc-stripe-helper.php
 * get_localized_messages() (8.8.0).
 */
import type { StripeError } from '../../stripe/types';

const BY_CODE: Record< string, string > = {
	card_declined: 'The card was declined.',
	expired_card: 'The card has expired.',
	incorrect_cvc: 'The card security code is incorrect.',
	processing_error: 'An error occurred while processing the card.',
	incorrect_number: 'The card number is incorrect.',
	invalid_expiry_year_past: 'The card expiration year is in the past',
	payment_intent_authentication_failure:
		'We are unable to authenticate your payment method. Please choose a different payment method and try again.',
};

export function gatewayErrorMessage( error: StripeError ): string {
	return (
		( error.code && BY_CODE[ error.code ] ) ||
		error.message ||
		'Payment failed. Please try again.'
	);
}
