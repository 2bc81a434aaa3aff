/**
 * The Store API checkout's payment data as WooCommerce hands it to the
 * gateway, and the order answer it sends back.
 *
 * Follows: woocommerce src/StoreApi/Schemas/V1/CheckoutSchema.php
 * get_item_response(), BillingAddressSchema.php and ShippingAddressSchema.php
 * get_item_response(), Payments/PaymentResult.php and
 * Utilities/CheckoutTrait.php prepare_item_for_response() (WooCommerce
 * Blocks 11.8).
 */
import type { Order } from '../includes/types';
import {
	billingAddressResponse,
	shippingAddressResponse,
} from './address-schema';
import type { PaymentResult as PaymentOutcome } from '../includes/payment-gateways';

/** sanitize_key: lower-case, only a-z 0-9 _ -. */
export function paymentDataMap( raw: unknown ): Record< string, string > {
	const data: Record< string, string > = {};
	if ( Array.isArray( raw ) ) {
		for ( const entry of raw ) {
			if (
				entry &&
				typeof entry === 'object' &&
				typeof entry.key === 'string'
			) {
				const key = entry.key
					.toLowerCase()
					.replace( /[^a-z0-9_-]/g, '' );
				const value = entry.value;
				data[ key ] =
					typeof value === 'boolean'
						? value
							? 'true'
							: 'false'
						: String( value ?? '' ).trim();
			}
		}
	}
	return data;
}

/**
 * The payment result: WooCommerce's PaymentResult, empty ('' and []) until
 * a payment ran (GET /checkout answers it that way).
 */
function paymentResult( outcome: PaymentOutcome | null ) {
	if ( ! outcome ) {
		return { payment_status: '', payment_details: [], redirect_url: '' };
	}
	const success = outcome.status === 'success';
	// A declined payment is still an order answer: the payment result
	// carries the failure (HTTP 400) and there is no top-level
	// code/message, which would add a second notice in the cart area.
	return {
		payment_status: success ? 'success' : 'failure',
		payment_details: success
			? [
					{ key: 'result', value: 'success' },
					{ key: 'redirect', value: outcome.redirect },
				]
			: [
					{ key: 'result', value: 'failure' },
					{ key: 'errorMessage', value: outcome.message },
				],
		redirect_url: success ? outcome.redirect : '',
	};
}

/**
 * CheckoutSchema `get_checkout_response()`: the order, its addresses and
 * the payment result (empty before a payment: GET /checkout's answer).
 */
export function orderResponse( order: Order, outcome: PaymentOutcome | null ) {
	return {
		order_id: order.id,
		status: order.status,
		order_key: order.key,
		// `get_order_number()`: the id, as a string.
		order_number: String( order.id ),
		customer_note: order.customerNote,
		customer_id: order.customerId,
		billing_address: billingAddressResponse( order.billing ),
		shipping_address: shippingAddressResponse( order.shipping ),
		payment_method: order.paymentMethod,
		payment_result: paymentResult( outcome ),
		// WooCommerce 8.9+ adds the checkout's additional fields.
		additional_fields: {},
		// The cart comes only with a PUT recalculating the totals; GET and
		// POST /checkout pass none (WooCommerce 10.0.2,
		// CheckoutSchema::get_checkout_response(), Routes/V1/Checkout.php).
		__experimentalCart: null,
		extensions: {},
	};
}

/** CheckoutTrait: the HTTP status follows the payment result. */
export function checkoutStatus( outcome: PaymentOutcome | null ): number {
	if ( ! outcome ) {
		return 200;
	}
	return outcome.status === 'success' ? 200 : 400;
}
