<?php
/**
 * Makes an order awaiting payment, as a store owner makes one for a
 * customer to pay (`npm run bench` opens its pay-for-order page): one
 * Beanie for Paula Payer (`payer@example.com` / `password`, made here on
 * first use), a customer with her address in Hamburg and no saved card, so
 * the page opens on the card fields rather than on a saved card. Prints one
 * line of JSON: the order's id and key.
 *
 * Arguments: the store's folder.
 *
 * Follows: WooCommerce 10.0.2 WC_Customer, wc_create_order(),
 * WC_Abstract_Order::add_product() and calculate_totals(),
 * WC_Order::update_status().
 *
 * @package WooCommerce_Gateway_Stripe_Frontend
 */

// phpcs:disable WordPress.NamingConventions.PrefixAllGlobals

require __DIR__ . '/load.php';

$store_user = get_user_by( 'email', 'payer@example.com' );
if ( ! $store_user ) {
	$store_customer = new WC_Customer();
	$store_customer->set_username( 'paula' );
	$store_customer->set_email( 'payer@example.com' );
	$store_customer->set_password( 'password' );
	$store_customer->set_first_name( 'Paula' );
	$store_customer->set_last_name( 'Payer' );
	$store_customer->set_billing_first_name( 'Paula' );
	$store_customer->set_billing_last_name( 'Payer' );
	$store_customer->set_billing_address_1( 'Jungfernstieg 1' );
	$store_customer->set_billing_city( 'Hamburg' );
	$store_customer->set_billing_postcode( '20095' );
	$store_customer->set_billing_country( 'DE' );
	$store_customer->set_billing_email( 'payer@example.com' );
	$store_customer->save();
	$store_user = get_user_by( 'id', $store_customer->get_id() );
}
$store_customer = new WC_Customer( $store_user->ID );
$store_product  = wc_get_product( wc_get_product_id_by_sku( 'beanie' ) );
$store_order    = wc_create_order( array( 'customer_id' => $store_user->ID ) );
$store_order->add_product( $store_product, 1 );
$store_order->set_address( $store_customer->get_billing(), 'billing' );
$store_order->set_address( $store_customer->get_billing(), 'shipping' );
$store_order->calculate_totals();
$store_order->update_status( 'pending' );
store_say(
	(string) wp_json_encode(
		array(
			'id'  => $store_order->get_id(),
			'key' => $store_order->get_order_key(),
		)
	)
);
