/**
 * WooCommerce's classic wc-ajax actions: the cart's and the checkout's.
 *
 * Follows: woocommerce includes/class-wc-ajax.php add_ajax_events().
 */
import { CART_ACTIONS } from './cart-ajax';
import { CHECKOUT_ACTIONS } from './checkout-ajax';

export const SHOP_ACTIONS = { ...CART_ACTIONS, ...CHECKOUT_ACTIONS };
