/**
 * Changing a subscription's payment method (the order-pay endpoint with
 * `change_payment_method`, WooCommerce Subscriptions' form): a saved method,
 * or a new one set up, posted natively and handed to the chosen gateway
 * (change-payment-gateway.ts); the gateway's settings come on
 * `wp_enqueue_scripts`.
 *
 * Follows: WooCommerce Subscriptions
 * templates/checkout/form-change-payment-method.php and
 * WCS_Change_Payment_Method_Admin.
 */
import { tokenizationFormParams } from '../woocommerce/includes/tokenization-form';
import type { Context } from '../context';
import { escapeHtml, sendHtml } from '../http/respond';
import { priceHtml, storeCurrency } from '../woocommerce/includes/currency';
import { nonceFor } from '../wordpress/nonces';
import {
	changePaymentPath,
	subscriptionById,
	subscriptionsOf,
} from './subscriptions';
import { renderPage } from '../woocommerce/templates/layout';
import { enqueuedScripts } from '../woocommerce/includes/page-hooks';
import {
	notFound,
	orderReviewForm,
} from '../woocommerce/templates/pay-page-parts';
import { SUBSCRIPTIONS_NONCES } from '../wordpress/nonce-actions';
import { changeMethod } from './change-payment-gateway';

export function changePaymentPage(
	ctx: Context,
	subscriptionId: number
): void {
	const subscription = subscriptionById( ctx.state, subscriptionId );
	const customer = ctx.state.customers.find(
		( entry ) => entry.id === ctx.session.customerId
	);
	if (
		! subscription ||
		! customer ||
		subscription.customerId !== customer.id ||
		subscription.key !== ctx.url.searchParams.get( 'key' )
	) {
		notFound( ctx );
		return;
	}
	if ( ctx.req.method === 'POST' && ctx.body.woocommerce_change_payment ) {
		changeMethod( ctx, subscription );
		return;
	}
	const currency = storeCurrency( ctx.state.settings );
	// The gateway's settings for the page (payment_scripts()).
	const enqueued = enqueuedScripts( ctx, {
		kind: 'change-payment',
		subscriptionId: subscription.id,
		customer,
		currentUrl: ctx.origin + changePaymentPath( subscription ),
	} );
	const several = subscriptionsOf( ctx.state, customer.id ).length > 1;
	sendHtml(
		ctx.res,
		200,
		renderPage( ctx, {
			title: 'Change payment method',
			bodyClass: 'woocommerce-order-pay woocommerce-page',
			body: orderReviewForm( ctx, {
				table: `<table class="shop_table"><thead><tr><th class="product-name">Product</th><th class="product-total">Totals</th></tr></thead><tbody><tr class="order_item"><td class="product-name">${ escapeHtml(
					subscription.name
				) } &times;&nbsp;1</td><td class="product-subtotal">${ priceHtml(
					subscription.amount,
					currency
				) } / month</td></tr></tbody></table>`,
				total: 0,
				currency,
				kind: 'change-payment',
				inPayment: several
					? '<span class="update-all-subscriptions-payment-method-wrap"><input type="checkbox" id="update_all_subscriptions_payment_method" name="update_all_subscriptions_payment_method" value="1"> <label for="update_all_subscriptions_payment_method">Update the payment method used for all of my current subscriptions</label></span>'
					: '',
				submitRow: `<input type="hidden" name="_wcsnonce" value="${ nonceFor(
					ctx.state,
					ctx.session,
					SUBSCRIPTIONS_NONCES.changePaymentMethod
				) }"><button type="submit" class="button alt" id="place_order" value="Change payment method" data-value="Change payment method">Change payment method</button><input type="hidden" name="woocommerce_change_payment" value="${
					subscription.id
				}">`,
			} ),
			globals: {
				...tokenizationFormParams( ctx ),
				...enqueued.globals,
			},
			page: 'change payment method',
			scripts: enqueued.scripts,
		} )
	);
}
