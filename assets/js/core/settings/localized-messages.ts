/**
 * The error codes whose texts the gateway prints at the top level of its
 * params: `javascript_params()` merges `WC_Stripe_Helper::get_localized_messages()`
 * (filter `wc_stripe_localized_messages`) into them, so a text a store
 * configured for a code arrives under the code itself.
 *
 * Follows: woocommerce-gateway-stripe includes/class-wc-stripe-helper.php
 * get_localized_messages() (8.8.0).
 */
export const LOCALIZED_MESSAGE_CODES = [
	'invalid_number',
	'invalid_expiry_month',
	'invalid_expiry_year',
	'invalid_cvc',
	'incorrect_number',
	'incomplete_number',
	'incomplete_cvc',
	'incomplete_expiry',
	'expired_card',
	'incorrect_cvc',
	'incorrect_zip',
	'postal_code_invalid',
	'invalid_expiry_year_past',
	'card_declined',
	'missing',
	'processing_error',
	'invalid_sofort_country',
	'email_invalid',
	'invalid_request_error',
	'amount_too_large',
	'amount_too_small',
	'country_code_invalid',
	'tax_id_invalid',
	'invalid_wallet_type',
	'payment_intent_authentication_failure',
] as const;
