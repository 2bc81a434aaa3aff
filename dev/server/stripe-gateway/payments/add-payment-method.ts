/**
 * The gateway's side of My account → Add payment method: its
 * `add_payment_method()`, which WooCommerce's form handler calls on the
 * gateway the shopper chose. The set-up intent the page's script confirmed
 * must have succeeded with a payment method, which is saved as the
 * customer's token; with the "update all my subscriptions" box ticked
 * (printed by its subscriptions trait in the gateway's payment fields),
 * the customer's subscriptions take the new method, as the trait's
 * handle_upe_add_payment_method_success() does on
 * `woocommerce_stripe_add_payment_method`.
 *
 * Follows: woocommerce-gateway-stripe 8.8.0
 * includes/payment-methods/class-wc-stripe-upe-payment-gateway.php
 * add_payment_method(), includes/compat/trait-wc-stripe-subscriptions.php
 * (display_update_subs_payment_checkout(),
 * handle_upe_add_payment_method_success()).
 */
import type { Context } from '../../context';
import type { Customer } from '../../woocommerce/includes/types';
import {
	changeSubscriptionMethod,
	subscriptionsOf,
} from '../../woocommerce-subscriptions/subscriptions';
import { saveTokenFor } from './saved-tokens';

/** `wc-{gateway id}-update-subs-payment-method-card`, the main gateway's. */
export const UPDATE_SUBSCRIPTIONS_BOX =
	'wc-stripe-update-subs-payment-method-card';

/**
 * The trait's box, on the add-payment-method page of a customer with
 * subscriptions, at the end of the main gateway's payment fields
 * (`wc_stripe_payment_fields_stripe`).
 */
export function updateSubscriptionsBox( ctx: Context ): string {
	return subscriptionsOf( ctx.state, ctx.session.customerId ).length
		? `<p class="form-row" id="${ UPDATE_SUBSCRIPTIONS_BOX }_field"><label class="checkbox" for="${ UPDATE_SUBSCRIPTIONS_BOX }"><input type="checkbox" class="input-checkbox wc-stripe-update-all-subscriptions-payment-method" name="${ UPDATE_SUBSCRIPTIONS_BOX }" id="${ UPDATE_SUBSCRIPTIONS_BOX }" value="1"> Update the payment method for all of my current subscriptions</label></p>`
		: '';
}

/** `add_payment_method()`: 'success' once the method is saved. */
export function addPaymentMethod(
	ctx: Context,
	customer: Customer
): 'success' | 'failure' {
	const intent = ctx.state.account.getIntent(
		String( ctx.body[ 'wc-stripe-setup-intent' ] || '' )
	);
	if (
		! intent ||
		intent.object !== 'setup_intent' ||
		intent.status !== 'succeeded' ||
		! intent.payment_method
	) {
		return 'failure';
	}
	if ( ! saveTokenFor( ctx.state, customer.id, intent.payment_method ) ) {
		return 'failure';
	}
	const subscriptions = subscriptionsOf( ctx.state, customer.id );
	if ( ctx.body[ UPDATE_SUBSCRIPTIONS_BOX ] && subscriptions[ 0 ] ) {
		changeSubscriptionMethod(
			ctx.state,
			subscriptions[ 0 ],
			intent.payment_method,
			true
		);
	}
	return 'success';
}
