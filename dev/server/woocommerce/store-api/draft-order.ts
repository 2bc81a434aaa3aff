/**
 * The Store API's draft order, as WooCommerce makes and keeps it: the
 * session remembers one order (`store_api_draft_order`); GET and POST
 * /checkout take it while it is still a valid draft (a `checkout-draft`
 * order, or one awaiting payment that was made from this very cart), else
 * make a new `checkout-draft` order from the cart; either way the order
 * follows the cart (its lines, totals, addresses and customer) and the
 * session remembers it. Every cart write afterwards brings the draft in
 * line with the cart again (`AbstractCartRoute::cart_updated()`), and an
 * empty cart makes no order at all.
 *
 * Follows: woocommerce src/StoreApi/Utilities/DraftOrderTrait.php,
 * Routes/V1/Checkout.php create_or_update_draft_order(),
 * Routes/V1/AbstractCartRoute.php cart_updated() and
 * Utilities/OrderController.php create_order_from_cart() (WooCommerce
 * Blocks 11.8, unchanged in WooCommerce 9.x).
 */
import { cartHash } from '../includes/cart-cookies';
import { CartError } from '../includes/cart-ops';
import { fillOrderFromCart, newOrder } from '../includes/orders';
import type { Order, Session } from '../includes/types';
import type { ShopState } from '../../dev-shop/state';

/** `WC_Order::needs_payment()`: awaiting payment, with something to pay. */
function needsPayment( order: Order ): boolean {
	return (
		[ 'pending', 'failed' ].includes( order.status ) &&
		order.totals.total > 0
	);
}

/** `is_valid_draft_order()`. */
function isValidDraft( order: Order | undefined, session: Session ): boolean {
	if ( ! order ) {
		return false;
	}
	if ( order.status === 'checkout-draft' ) {
		return true;
	}
	return needsPayment( order ) && order.cartHash === cartHash( session.cart );
}

/** `get_draft_order()`: the session's draft while it is valid. */
export function draftOrder(
	state: ShopState,
	session: Session
): Order | undefined {
	const order = session.draftOrderId
		? state.orders.get( session.draftOrderId )
		: undefined;
	return isValidDraft( order, session ) ? order : undefined;
}

/** The customer's addresses as the order takes them from the cart. */
function cartAddresses( session: Session ) {
	return {
		billing: { ...session.cart.billing, email: session.cart.billing.email },
		shipping: { ...session.cart.shipping },
	};
}

/**
 * `create_or_update_draft_order()`: the draft, made from the cart when
 * there is none, brought in line with the cart when there is, and
 * remembered by the session.
 */
export function createOrUpdateDraftOrder(
	state: ShopState,
	session: Session
): Order {
	let order = draftOrder( state, session );
	if ( ! order ) {
		if ( ! session.cart.lines.length ) {
			throw new CartError(
				'woocommerce_rest_cart_empty',
				'Cannot create order from empty cart.'
			);
		}
		order = newOrder( state, 'checkout-draft', 'store-api' );
	}
	fillOrderFromCart( state, session, order, cartAddresses( session ) );
	session.draftOrderId = order.id;
	return order;
}

/** `cart_updated()`: a cart write keeps the draft in line with the cart. */
export function syncDraftWithCart( state: ShopState, session: Session ): void {
	const order = draftOrder( state, session );
	if ( order && session.cart.lines.length ) {
		fillOrderFromCart( state, session, order, cartAddresses( session ) );
	}
}
