/**
 * The Store API checkout answer (GET, POST /checkout and POST
 * /checkout/{id}), as WooCommerce writes it. Read from WooCommerce Blocks
 * 11.8 (woocommerce/woocommerce-blocks at 03c7cfa): CheckoutSchema::
 * get_checkout_response() (CheckoutOrderSchema extends it unchanged),
 * Payments/PaymentResult.php (an empty result is `''`, `[]`, `''`), and
 * the address schemas. WooCommerce 9.x writes the same keys, and may add
 * `additional_fields` and `__experimentalCart`, which are allowed.
 */
import { BILLING_ADDRESS, SHIPPING_ADDRESS } from './cart';
import {
	anyObject,
	arrayOf,
	integer,
	nullable,
	objectOf,
	string,
} from './schema';

/** CheckoutSchema::get_checkout_response(). */
export const CHECKOUT = objectOf( {
	order_id: integer,
	status: string,
	order_key: string,
	order_number: string,
	customer_note: string,
	customer_id: integer,
	billing_address: BILLING_ADDRESS,
	shipping_address: SHIPPING_ADDRESS,
	payment_method: string,
	// Null where no payment ran: WooCommerce 10.0.2's schema says
	// `[ 'object', 'null' ]`, and its block checkout's POST
	// /checkout?__experimental_calc_totals=true (a method chosen) answers
	// null, as the real store shows (docs/real-store.md).
	payment_result: nullable(
		objectOf( {
			payment_status: {
				type: 'string',
				// PaymentResult's statuses, '' before a payment ran.
				enum: [ '', 'success', 'failure', 'pending', 'error' ],
			},
			payment_details: arrayOf(
				objectOf( { key: string, value: string } )
			),
			redirect_url: string,
		} )
	),
	extensions: anyObject,
} );
