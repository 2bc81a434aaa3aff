/**
 * WooCommerce's own callbacks on its template hooks, where another plugin's
 * callback may print before or after them by priority: on
 * `woocommerce_proceed_to_checkout`, the "Proceed to checkout" button at 20
 * (a gateway's wallet buttons print at 10 before it, the Stripe gateway's
 * legacy Payment Request Button at 25 after it). WooCommerce's other
 * template parts the shop's templates print in place.
 *
 * Follows: woocommerce includes/wc-template-hooks.php (10.0.2):
 * `add_action( 'woocommerce_proceed_to_checkout',
 * 'woocommerce_button_proceed_to_checkout', 20 )`; and
 * templates/cart/proceed-to-checkout-button.php.
 */
import { addAction } from '../../wordpress/hooks';

export function hookWooCommerceTemplates(): void {
	addAction(
		'woocommerce_proceed_to_checkout',
		() =>
			'<a href="/checkout/" class="checkout-button button alt wc-forward">Proceed to checkout</a>',
		20
	);
}
