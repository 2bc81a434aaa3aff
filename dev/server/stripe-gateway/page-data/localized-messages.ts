/**
 * The gateway's per-code error texts, merged at the top level of its page
 * data (filter `wc_stripe_localized_messages`): a store that configured a
 * text for a code prints it under the code. Each is the gateway's `__()`, in
 * the store's language where the gateway's pack translates it.
 *
 * Follows: woocommerce-gateway-stripe includes/class-wc-stripe-helper.php
 * get_localized_messages() (8.8.0).
 */
import { translate } from '../../wordpress/text-domains';

export function localizedMessages(
	isAddPaymentMethodPage: boolean,
	locale: string
): Record< string, string > {
	const texts: Record< string, string > = {
		invalid_number: 'The card number is not a valid credit card number.',
		invalid_expiry_month: "The card's expiration month is invalid.",
		invalid_expiry_year: "The card's expiration year is invalid.",
		invalid_cvc: "The card's security code is invalid.",
		incorrect_number: 'The card number is incorrect.',
		incomplete_number: 'The card number is incomplete.',
		incomplete_cvc: "The card's security code is incomplete.",
		incomplete_expiry: "The card's expiration date is incomplete.",
		expired_card: 'The card has expired.',
		incorrect_cvc: "The card's security code is incorrect.",
		incorrect_zip: "The card's zip code failed validation.",
		postal_code_invalid: 'Invalid zip code, please correct and try again',
		invalid_expiry_year_past: "The card's expiration year is in the past",
		card_declined: 'The card was declined.',
		missing: 'There is no card on a customer that is being charged.',
		processing_error: 'An error occurred while processing the card.',
		invalid_sofort_country:
			'The billing country is not accepted by Sofort. Please try another country.',
		email_invalid: 'Invalid email address, please correct and try again.',
		invalid_request_error: isAddPaymentMethodPage
			? 'Unable to save this payment method, please try again or use alternative method.'
			: 'Unable to process this payment, please try again or use alternative method.',
		amount_too_large: 'The order total is too high for this payment method',
		amount_too_small: 'The order total is too low for this payment method',
		country_code_invalid:
			'Invalid country code, please try again with a valid country code',
		tax_id_invalid: 'Invalid Tax Id, please try again with a valid tax id',
		invalid_wallet_type:
			'Invalid wallet payment type, please try again or use an alternative method.',
		payment_intent_authentication_failure:
			'We are unable to authenticate your payment method. Please choose a different payment method and try again.',
	};
	return Object.fromEntries(
		Object.entries( texts ).map( ( [ code, text ] ) => [
			code,
			translate( text, 'woocommerce-gateway-stripe', locale ),
		] )
	);
}
