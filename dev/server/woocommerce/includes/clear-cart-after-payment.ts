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
	// The classic checkout's order awaiting payment, or the Store API's.
	const awaiting = [ session.awaitingOrderId, session.draftOrderId ]
		.map( ( id ) => ( id ? state.orders.get( id ) : undefined ) )
		.filter( ( entry ): entry is Order => !! entry );
	if (
		awaiting.some( ( entry ) => AWAITING_PAYMENT.includes( entry.status ) )
	) {
		return;
	}
	if ( order.separateCart ) {
		return;
	}
	emptyCart( session.cart );
}
