/**
 * What WooCommerce prints into the block checkout page for its scripts
 * (`Checkout::enqueue_data()`), beside the settings:
 * - the Store API cart, preloaded so the checkout draws without asking for
 *   it (WooCommerce's `hydrate_api_request( '/wc/store/v1/cart' )`, which
 *   lands in apiFetch's preloading middleware);
 * - `checkoutData`, the answer of GET /wc/store/v1/checkout: the shopper's
 *   order awaiting payment while the cart is the one it was made from (after
 *   a failed redirect payment, the failed order), with its payment method,
 *   which WooCommerce's payment store starts with.
 *
 * Follows: woocommerce src/Blocks/BlockTypes/Checkout.php enqueue_data()
 * (hydrate_from_api).
 */
import type { Context } from '../../context';
import { cartHash } from '../includes/cart-cookies';
import { cartResponse } from '../store-api/cart-schema';
import type { Order } from '../includes/types';

const AWAITING: Order[ 'status' ][] = [ 'checkout-draft', 'pending', 'failed' ];

function awaitingOrder( ctx: Context ): Order | undefined {
	const { session, state } = ctx;
	const order = session.awaitingOrderId
		? state.orders.get( session.awaitingOrderId )
		: undefined;
	return order &&
		AWAITING.includes( order.status ) &&
		( order.status === 'checkout-draft' ||
			order.cartHash === cartHash( session.cart ) )
		? order
		: undefined;
}

export function checkoutData( ctx: Context ) {
	const order = awaitingOrder( ctx );
	return {
		order_id: order?.id || 0,
		status: order?.status || 'checkout-draft',
		order_key: order?.key || '',
		customer_id: ctx.session.customerId,
		payment_method: order?.paymentMethod || '',
		payment_result: null,
		additional_fields: {},
		extensions: {},
	};
}

/** apiFetch's preloaded answers, keyed by path as WooCommerce keys them. */
export function preloadedRequests( ctx: Context ) {
	return {
		'/wp-json/wc/store/v1/cart': cartResponse(
			ctx.session.cart,
			ctx.state.settings
		),
	};
}
