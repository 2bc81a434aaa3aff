<?php
/**
 * Set-up step 5: the Stripe gateway configured as a store owner would in
 * its settings, in test mode against the Stripe double (the keys
 * dev/server/stripe/rest-api/main.ts takes, passed here as STORE_STRIPE_KEYS):
 *
 * - `woocommerce_stripe_settings` (the gateway's settings,
 *   includes/admin/stripe-settings.php): enabled, test mode with the test
 *   publishable, secret and webhook keys, capture at once, saved cards;
 *   the new checkout experience (UPE,
 *   `upe_checkout_experience_enabled`) with every method the development
 *   shop offers that this release knows
 *   (`upe_checkout_experience_accepted_payments`); express checkout
 *   (`payment_request`) on the product, cart and checkout pages.
 * - `_wcstripe_feature_ece`: the Express Checkout Element
 *   (WC_Stripe_Feature_Flags::is_stripe_ece_enabled()), which draws the
 *   wallet buttons our scripts replace; without it the gateway runs its
 *   legacy Payment Request script instead.
 *
 * Rewritten on every run, so a start always has this configuration.
 *
 * Follows: woocommerce-gateway-stripe 8.8.0 includes/admin/stripe-settings.php,
 * includes/class-wc-stripe-feature-flags.php,
 * includes/constants/class-wc-stripe-payment-methods.php.
 *
 * @package WooCommerce_Gateway_Stripe_Frontend
 */

// phpcs:disable WordPress.NamingConventions.PrefixAllGlobals

require __DIR__ . '/load.php';

$store_keys = json_decode( (string) getenv( 'STORE_STRIPE_KEYS' ), true );
if ( empty( $store_keys['publishable'] ) || empty( $store_keys['secret'] ) || empty( $store_keys['webhook'] ) ) {
	store_fail( 'STORE_STRIPE_KEYS must name the publishable, secret and webhook keys.' );
}

// Every method of the development shop (docs/payment-methods.md) that the
// gateway 8.8.0 has, but the two Stripe retired (giropay, Sofort), which the
// shop never offers. 8.8.0 has no Amazon Pay, BLIK, ACH, ACSS, Bacs or BECS.
$store_methods = array(
	'card',
	'link',
	'sepa_debit',
	'ideal',
	'bancontact',
	'eps',
	'p24',
	'klarna',
	'affirm',
	'afterpay_clearpay',
	'alipay',
	'boleto',
	'oxxo',
	'multibanco',
	'wechat_pay',
	'cashapp',
);

$store_settings = array_merge(
	(array) get_option( 'woocommerce_stripe_settings', array() ),
	array(
		'enabled'                                   => 'yes',
		'title'                                     => 'Credit / Debit Card',
		'description'                               => '',
		'testmode'                                  => 'yes',
		'test_publishable_key'                      => $store_keys['publishable'],
		'test_secret_key'                           => $store_keys['secret'],
		'test_webhook_secret'                       => $store_keys['webhook'],
		'publishable_key'                           => '',
		'secret_key'                                => '',
		'webhook_secret'                            => '',
		'inline_cc_form'                            => 'no',
		'statement_descriptor'                      => 'REAL STORE',
		'short_statement_descriptor'                => '',
		'capture'                                   => 'yes',
		'payment_request'                           => 'yes',
		'payment_request_button_type'               => 'buy',
		'payment_request_button_theme'              => 'dark',
		'payment_request_button_size'               => 'default',
		'payment_request_button_locations'          => array( 'product', 'cart', 'checkout' ),
		'saved_cards'                               => 'yes',
		'logging'                                   => 'no',
		'upe_checkout_experience_enabled'           => 'yes',
		'upe_checkout_experience_accepted_payments' => $store_methods,
	)
);
update_option( '_wcstripe_feature_upe', 'yes' );
// On a new store the first write turns UPE on, and the gateway's
// pre_update_option filter (WC_Stripe::gateway_settings_update() ->
// enable_upe(), woocommerce-gateway-stripe.php 8.8.0) then rebuilds the
// method list from its legacy gateways: card and link. Once UPE is on the
// filter leaves the list alone, so the second write keeps ours.
update_option( 'woocommerce_stripe_settings', $store_settings );
update_option( 'woocommerce_stripe_settings', $store_settings );
$store_saved = (array) get_option( 'woocommerce_stripe_settings', array() );
if ( ( $store_saved['upe_checkout_experience_accepted_payments'] ?? null ) !== $store_methods ) {
	store_fail( 'The gateway kept other payment methods than these: ' . implode( ', ', $store_methods ) . '.' );
}
update_option( '_wcstripe_feature_ece', 'yes' );
// The account the gateway cached is the double's of an earlier start.
delete_transient( 'wcstripe_account_data_test' );
delete_transient( 'wcstripe_account_data_live' );

store_say( 'Stripe gateway ' . WC_STRIPE_VERSION . ': test mode, UPE with ' . count( $store_methods ) . ' methods, express checkout on.' );
