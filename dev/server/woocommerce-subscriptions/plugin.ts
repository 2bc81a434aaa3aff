/**
 * WooCommerce Subscriptions' main file: what it hooks into WooCommerce
 * when it is loaded. Here, the change of a subscription's payment method,
 * which takes over the pay-for-order page when its address carries
 * `change_payment_method`, and the list of subscriptions on the My account
 * dashboard (`woocommerce_before_my_account`, my-subscriptions.ts).
 *
 * Follows: WooCommerce Subscriptions
 * includes/class-wc-subscriptions-change-payment-gateway.php (init():
 * store_pay_shortcode_mute_flag() on `before_woocommerce_pay`, which mutes
 * WooCommerce's form, and maybe_replace_pay_shortcode() on
 * `after_woocommerce_pay`, which prints its own). The shop's page is one
 * answer, so the plugin answers it on `before_woocommerce_pay`.
 */
import { addAction } from '../wordpress/hooks';
import { changePaymentPage } from './change-payment-page';
import { subscriptionsTable } from './my-subscriptions';

export function loadSubscriptions(): void {
	addAction( 'before_woocommerce_pay', ( ctx, orderId ) => {
		if ( ctx.url.searchParams.has( 'change_payment_method' ) ) {
			changePaymentPage( ctx, orderId );
		}
	} );
	addAction( 'woocommerce_before_my_account', subscriptionsTable );
}
