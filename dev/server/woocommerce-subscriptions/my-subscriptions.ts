/**
 * WooCommerce Subscriptions' list of the customer's subscriptions on the
 * My account dashboard: each with its total, its payment method and a link
 * to change it. Printed on `woocommerce_before_my_account`, which
 * WooCommerce's dashboard fires after its greeting.
 *
 * Follows: WooCommerce Subscriptions templates/myaccount/my-subscriptions.php
 * and its `get_my_subscriptions_template()` on `woocommerce_before_my_account`
 * (WooCommerce Subscriptions is not among the vendor sources: read from a
 * public copy of its main file); woocommerce templates/myaccount/dashboard.php
 * (10.0.2).
 */
import type { Context } from '../context';
import { escapeHtml } from '../http/respond';
import { priceHtml, storeCurrency } from '../woocommerce/includes/currency';
import type { Customer } from '../woocommerce/includes/types';
import { tokenLabel } from '../woocommerce/includes/token-labels';
import { changePaymentPath, subscriptionsOf } from './subscriptions';

function methodName( ctx: Context, paymentMethodId: string ): string {
	const token = ctx.state.tokens.find(
		( entry ) => entry.paymentMethodId === paymentMethodId
	);
	return token ? tokenLabel( token ) : 'None';
}

export function subscriptionsTable( ctx: Context, customer: Customer ): string {
	const currency = storeCurrency( ctx.state.settings );
	const rows = subscriptionsOf( ctx.state, customer.id )
		.map(
			( subscription ) =>
				`<tr class="subscription" id="subscription-${
					subscription.id
				}"><td>#${ subscription.id } ${ escapeHtml(
					subscription.name
				) }</td><td>${ priceHtml(
					subscription.amount,
					currency
				) } / month</td><td class="subscription-payment-method">${ escapeHtml(
					methodName( ctx, subscription.paymentMethodId )
				) }</td><td><a href="${ escapeHtml(
					changePaymentPath( subscription )
				) }" class="button change_payment_method" aria-label="Change payment for subscription ${
					subscription.id
				}">Change payment</a></td></tr>`
		)
		.join( '' );
	return `<h2>Subscriptions</h2><table class="shop_table my_account_subscriptions"><thead><tr><th>Subscription</th><th>Total</th><th>Payment</th><th>Actions</th></tr></thead><tbody>${ rows }</tbody></table>`;
}
