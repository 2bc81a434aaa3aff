<?php
/**
 * Start step (every start, with the Stripe double up): the development
 * shop's test customer (dev/server/dev-shop/seed.ts), Tess Tester, log in
 * as test@example.com / password:
 *
 * - a WooCommerce customer (a WordPress user with the customer role) with
 *   her billing address in Berlin and her parcels going to the office, made
 *   once;
 * - her Stripe customer, `cus_realstoretess` (the double seeds it with her
 *   two saved cards), as the gateway stores it (the `_stripe_customer_id`
 *   user option);
 * - her saved cards as WooCommerce payment tokens, made by the gateway's
 *   own sync from Stripe (WC_Stripe_Payment_Tokens, on
 *   `woocommerce_get_customer_payment_tokens`, for the logged-in customer):
 *   the double's payment method ids are new on each start, so the tokens of
 *   the last start are deleted first, with the gateway's cache of her
 *   methods.
 *
 * Follows: woocommerce-gateway-stripe 8.8.0 includes/class-wc-stripe-customer.php
 * (update_id_in_meta(), PAYMENT_METHODS_TRANSIENT_KEY) and
 * includes/class-wc-stripe-payment-tokens.php
 * (woocommerce_get_customer_upe_payment_tokens()); WooCommerce 10.0.2
 * WC_Customer, WC_Payment_Tokens.
 *
 * @package WooCommerce_Gateway_Stripe_Frontend
 */

// phpcs:disable WordPress.NamingConventions.PrefixAllGlobals

require __DIR__ . '/load.php';

$store_stripe_customer = (string) getenv( 'STORE_STRIPE_CUSTOMER' );
$store_user            = get_user_by( 'email', 'test@example.com' );
if ( ! $store_user ) {
	$store_customer = new WC_Customer();
	$store_customer->set_username( 'tess' );
	$store_customer->set_email( 'test@example.com' );
	$store_customer->set_password( 'password' );
	$store_customer->set_first_name( 'Tess' );
	$store_customer->set_last_name( 'Tester' );
	$store_customer->set_display_name( 'Tess Tester' );
	$store_customer->set_billing_first_name( 'Tess' );
	$store_customer->set_billing_last_name( 'Tester' );
	$store_customer->set_billing_address_1( 'Hauptstraße 5' );
	$store_customer->set_billing_city( 'Berlin' );
	$store_customer->set_billing_postcode( '10115' );
	$store_customer->set_billing_country( 'DE' );
	$store_customer->set_billing_phone( '+49 30 9876543' );
	$store_customer->set_billing_email( 'test@example.com' );
	$store_customer->set_shipping_first_name( 'Tess' );
	$store_customer->set_shipping_last_name( 'Tester' );
	$store_customer->set_shipping_company( 'Testwerk GmbH' );
	$store_customer->set_shipping_address_1( 'Friedrichstraße 10' );
	$store_customer->set_shipping_city( 'Berlin' );
	$store_customer->set_shipping_postcode( '10117' );
	$store_customer->set_shipping_country( 'DE' );
	$store_customer->save();
	$store_user = get_user_by( 'id', $store_customer->get_id() );
}
$store_user_id = $store_user->ID;

update_user_option( $store_user_id, '_stripe_customer_id', $store_stripe_customer, false );
delete_transient( WC_Stripe_Customer::PAYMENT_METHODS_TRANSIENT_KEY . 'card' . $store_stripe_customer );
global $wpdb;
$store_tokens = $wpdb->get_col( $wpdb->prepare( "SELECT token_id FROM {$wpdb->prefix}woocommerce_payment_tokens WHERE user_id = %d", $store_user_id ) );
foreach ( $store_tokens as $store_token ) {
	WC_Payment_Tokens::delete( (int) $store_token );
}

wp_set_current_user( $store_user_id );
$store_synced = WC_Payment_Tokens::get_customer_tokens( $store_user_id, 'stripe' );
wp_set_current_user( 0 );
if ( count( $store_synced ) < 2 ) {
	store_fail( 'The gateway synced ' . count( $store_synced ) . ' saved cards from the Stripe double, not 2.' );
}
store_say(
	'Customer test@example.com (user ' . $store_user_id . ', ' . $store_stripe_customer . '): saved cards ' . implode(
		', ',
		array_map(
			function ( $token ) {
				return $token->get_card_type() . ' …' . $token->get_last4() . ( $token->is_default() ? ' (default)' : '' );
			},
			array_values( $store_synced )
		)
	) . '.'
);
