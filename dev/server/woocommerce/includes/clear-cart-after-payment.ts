/**
 * WooCommerce's `wc_clear_cart_after_payment` on the order-received page:
 * a visitor who opens the page of a real order (its key matches) has their
 * cart emptied, unless the order their session awaits still needs payment
 * (the shopper may come back to pay it). The gateway turns that off, through
 * `woocommerce_should_clear_cart_after_payment`, for an order "buy now" made
 * from a cart of its own: the cart in this visitor's session is not the one
 * that was bought, and must stay as it was.
 *
 * Follows: woocommerce includes/wc-cart-functions.php
 * wc_clear_cart_after_payment().
 */
import { emptyCart } from './cart-ops';
import type { ShopState } from '../../dev-shop/state';
import type { Order, Session } from './types';

const AWAITING_PAYMENT: Order[ 'status' ][] = [ 'pending', 'failed' ];

export function clearCartAfterPayment(
	state: ShopState,
	session: Session,
	order: Order
): void {
	const awaiting = session.awaitingOrderId
		? state.orders.get( session.awaitingOrderId )
		: undefined;
	if ( awaiting && AWAITING_PAYMENT.includes( awaiting.status ) ) {
		return;
	}
	if ( order.separateCart ) {
		return;
	}
	emptyCart( session.cart );
}
