/**
 * WooCommerce's classic checkout wc-ajax actions: coupons (notice HTML,
 * coupon-ajax.ts), the order review update (fragments for the review table
 * and the payment area, order-review-ajax.ts) and the checkout post (field
 * errors with `data-id`, `refresh` after a stale nonce, `reload` when the
 * session's cart is gone, the gateway's redirect on success;
 * checkout-post.ts).
 *
 * Follows: woocommerce includes/class-wc-ajax.php (the checkout's actions).
 */
import type { Context } from '../../context';
import { COUPON_ACTIONS } from './coupon-ajax';
import { updateOrderReview } from './order-review-ajax';
import { checkout } from './checkout-post';

type Action = ( ctx: Context ) => void;

export const CHECKOUT_ACTIONS: Record< string, Action > = {
	...COUPON_ACTIONS,
	update_order_review: updateOrderReview,
	checkout,
};
