/**
 * Stripe's own English wording of the errors it words for the shopper, and
 * the error each one is. Some answers reach us as Stripe's text alone: the
 * gateway relays `error.message` and nothing else when it sets up a card
 * for the account (`create_and_confirm_setup_intent`), and prints it as a
 * notice when a subscription's new card is refused. Knowing the error
 * behind the words lets every surface say it in the catalogue's words
 * (map-provider-error.ts), as the checkouts do with Stripe's code.
 *
 * Only whole texts are recognised: anything else, the shop's own words
 * included, is left as it is.
 */
import type { ProviderError } from './map-provider-error';

const card = ( code: string ): ProviderError => ( {
	type: 'card_error',
	code,
} );

const STRIPE_WORDING: Readonly< Record< string, ProviderError > > = {
	// Every decline Stripe does not word otherwise (generic, lost, stolen,
	// fraudulent…), and insufficient funds: code card_declined.
	'Your card was declined.': card( 'card_declined' ),
	'Your card has insufficient funds.': card( 'card_declined' ),
	'Your card has expired.': card( 'expired_card' ),
	"Your card's security code is incorrect.": card( 'incorrect_cvc' ),
	"Your card's security code is invalid.": card( 'invalid_cvc' ),
	"Your card's security code is incomplete.": card( 'incomplete_cvc' ),
	'Your card number is incorrect.': card( 'incorrect_number' ),
	'Your card number is invalid.': card( 'invalid_number' ),
	'Your card number is incomplete.': card( 'incomplete_number' ),
	"Your card's expiration date is incomplete.": card( 'incomplete_expiry' ),
	"Your card's expiration month is invalid.": card( 'invalid_expiry_month' ),
	"Your card's expiration year is invalid.": card( 'invalid_expiry_year' ),
	"Your card's expiration year is in the past.": card(
		'invalid_expiry_year_past'
	),
	'An error occurred while processing your card. Try again in a little bit.':
		card( 'processing_error' ),
	// A failed 3D Secure challenge, payment or setup.
	'We are unable to authenticate your payment method. Please choose a different payment method and try again.':
		{
			type: 'invalid_request_error',
			code: 'payment_intent_authentication_failure',
		},
};

/** The error Stripe's words stand for, or null for any other text. */
export function errorOfStripeWording( text: string ): ProviderError | null {
	const key = text.trim();
	return Object.prototype.hasOwnProperty.call( STRIPE_WORDING, key )
		? STRIPE_WORDING[ key ]
		: null;
}
