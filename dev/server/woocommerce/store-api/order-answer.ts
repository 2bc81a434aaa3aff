/**
 * The Store API checkout's payment data as WooCommerce hands it to the
 * gateway, and the order answer it sends back.
 *
 * Follows: woocommerce src/StoreApi/Schemas/V1/CheckoutSchema.php
 * get_item_response().
 */
import type { Order } from '../includes/types';
import type { PaymentOutcome } from '../../stripe-gateway/payments/process-payment';

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

export function orderResponse( order: Order, outcome: PaymentOutcome ) {
	const success = outcome.status === 'success';
	const details = success
		? [
				{ key: 'result', value: 'success' },
				{ key: 'redirect', value: outcome.redirect },
			]
		: [
				{ key: 'result', value: 'failure' },
				{ key: 'errorMessage', value: outcome.message },
			];
	return {
		order_id: order.id,
		status: order.status,
		order_key: order.key,
		customer_note: order.customerNote,
		customer_id: order.customerId,
		billing_address: order.billing,
		shipping_address: order.shipping,
		payment_method: order.paymentMethod,
		// A declined payment is still an order answer: the payment result
		// carries the failure (HTTP 400) and there is no top-level
		// code/message, which would add a second notice in the cart area.
		payment_result: {
			payment_status: success ? 'success' : 'failure',
			payment_details: details,
			redirect_url: success ? outcome.redirect : '',
		},
	};
}
