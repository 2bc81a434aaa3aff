<?php
/**
 * Must-use plugin of the real store: what the browser tests read through
 * WooCommerce itself, under /wp-json/real-store/v1/ (a test store on this
 * machine only; no authentication).
 *
 * - GET orders: every order, newest first, as WooCommerce holds it
 *   (wc_get_orders()): id, status, total, currency, the gateway and title
 *   that took it, its transaction id and the gateway's intent id
 *   (`_stripe_intent_id`), and its notes' count.
 * - POST orders: `{"email": "test@example.com", "sku": "beanie"}` makes a
 *   pending order for that customer, as a store owner makes one to be paid
 *   (wc_create_order()), and answers its id and pay-for-order address.
 * - DELETE add-payment-method-limit?email=…: lifts WooCommerce's wait
 *   between two cards a customer adds (20 s,
 *   `woocommerce_payment_gateway_add_payment_method_delay`), so the cases
 *   under both themes can add one each in a row.
 * - POST stock: `{"sku": "tote-bag", "stock": 2}` puts a product's stock
 *   back (wc_update_product_stock()).
 *
 * Follows: WooCommerce 10.0.2 wc_get_orders(), wc_create_order(),
 * WC_Order::get_checkout_payment_url(), WC_Order getters,
 * WC_Rate_Limiter (WC_Form_Handler::add_payment_method_action()),
 * wc_update_product_stock(); WordPress 6.8.3 register_rest_route().
 *
 * @package WooCommerce_Gateway_Stripe_Frontend
 */

// phpcs:disable WordPress.NamingConventions.PrefixAllGlobals

add_action(
	'rest_api_init',
	function () {
		register_rest_route(
			'real-store/v1',
			'/orders',
			array(
				'methods'             => 'GET',
				'permission_callback' => '__return_true',
				'callback'            => function () {
					$orders = wc_get_orders(
						array(
							'limit'   => -1,
							'orderby' => 'id',
							'order'   => 'DESC',
							'type'    => 'shop_order',
						)
					);
					return array_map(
						function ( $order ) {
							return array(
								'id'                   => $order->get_id(),
								'status'               => $order->get_status(),
								'total'                => $order->get_total(),
								'currency'             => $order->get_currency(),
								'payment_method'       => $order->get_payment_method(),
								'payment_method_title' => $order->get_payment_method_title(),
								'transaction_id'       => $order->get_transaction_id(),
								'intent_id'            => $order->get_meta( '_stripe_intent_id' ),
								'customer_id'          => $order->get_customer_id(),
								'created_via'          => $order->get_created_via(),
								'items'                => array_values(
									array_map(
										function ( $item ) {
											return array(
												'name'     => $item->get_name(),
												'quantity' => $item->get_quantity(),
											);
										},
										$order->get_items()
									)
								),
							);
						},
						$orders
					);
				},
			)
		);
		register_rest_route(
			'real-store/v1',
			'/orders',
			array(
				'methods'             => 'POST',
				'permission_callback' => '__return_true',
				'callback'            => function ( WP_REST_Request $request ) {
					$user    = get_user_by( 'email', (string) $request['email'] );
					$product = wc_get_product( wc_get_product_id_by_sku( (string) $request['sku'] ) );
					if ( ! $user || ! $product ) {
						return new WP_Error( 'real_store_no_order', 'No such customer or product.', array( 'status' => 404 ) );
					}
					$customer = new WC_Customer( $user->ID );
					$order    = wc_create_order( array( 'customer_id' => $user->ID ) );
					$order->add_product( $product, max( 1, (int) $request['quantity'] ) );
					$order->set_address( $customer->get_billing(), 'billing' );
					$order->set_address( $customer->get_shipping(), 'shipping' );
					$order->calculate_totals();
					$order->update_status( 'pending' );
					return array(
						'id'      => $order->get_id(),
						'total'   => $order->get_total(),
						'pay_url' => $order->get_checkout_payment_url(),
					);
				},
			)
		);
		register_rest_route(
			'real-store/v1',
			'/add-payment-method-limit',
			array(
				'methods'             => 'DELETE',
				'permission_callback' => '__return_true',
				'callback'            => function ( WP_REST_Request $request ) {
					$user = get_user_by( 'email', (string) $request['email'] );
					if ( ! $user ) {
						return new WP_Error( 'real_store_no_customer', 'No such customer.', array( 'status' => 404 ) );
					}
					// retried_too_soon() refuses while time() <= the expiry:
					// a second ago, not now, or the rest of this second is held.
					WC_Rate_Limiter::set_rate_limit( 'add_payment_method_' . $user->ID, -1 );
					return array( 'cleared' => true );
				},
			)
		);
		register_rest_route(
			'real-store/v1',
			'/stock',
			array(
				'methods'             => 'POST',
				'permission_callback' => '__return_true',
				'callback'            => function ( WP_REST_Request $request ) {
					$product = wc_get_product( wc_get_product_id_by_sku( (string) $request['sku'] ) );
					if ( ! $product ) {
						return new WP_Error( 'real_store_no_product', 'No product with that SKU.', array( 'status' => 404 ) );
					}
					wc_update_product_stock( $product, (int) $request['stock'] );
					return array( 'stock' => wc_get_product( $product->get_id() )->get_stock_quantity() );
				},
			)
		);
	}
);
