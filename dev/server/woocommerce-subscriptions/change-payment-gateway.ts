/**
 * WooCommerce Subscriptions' post of the change-payment-method form: the
 * form's nonce, then the chosen gateway's `process_payment()` on the
 * subscription, which it reaches through WooCommerce's gateway registry
 * (a gateway that supports the change adds `changeSubscriptionPayment` to
 * its `PaymentGateway`, below). On success the subscription (and with the
 * box ticked, every other of the customer's) takes the new method, with
 * "Payment method updated."; a redirect (a `#…` hash the gateway's script
 * finishes from) is followed; a failure is the page again with its notice.
 *
 * Follows: WooCommerce Subscriptions
 * includes/class-wc-subscriptions-change-payment-gateway.php
 * (change_payment_method_via_pay_shortcode(), update_payment_method(),
 * update_all_payment_methods_from_subscription()); not among the vendor
 * sources, so the flow is read from the Stripe gateway's side of it
 * (8.8.0 trait-wc-stripe-subscriptions.php).
 */
import type { Context } from '../context';
import { redirect } from '../http/respond';
import { text } from '../http/form-text';
import { paymentGateway } from '../woocommerce/includes/payment-gateways';
import { checkedPost } from '../woocommerce/templates/pay-page-parts';
import { SUBSCRIPTIONS_NONCES } from '../wordpress/nonce-actions';
import {
	changePaymentPath,
	changeSubscriptionMethod,
	type Subscription,
} from './subscriptions';

/** The gateway's answer to a change of method. */
export type SubscriptionChangeResult =
	| { result: 'success'; paymentMethodId: string }
	| { result: 'redirect'; redirect: string }
	| { result: 'failure'; message: string };

declare module '../woocommerce/includes/payment-gateways' {
	interface PaymentGateway {
		/**
		 * `process_payment( $subscription_id )` while the subscription's
		 * method changes ('subscription_payment_method_change_customer').
		 */
		changeSubscriptionPayment?: (
			ctx: Context,
			subscription: Subscription,
			updateAll: boolean
		) => SubscriptionChangeResult;
	}
}

export function changeMethod( ctx: Context, subscription: Subscription ): void {
	const fail = checkedPost( ctx, changePaymentPath( subscription ), {
		action: SUBSCRIPTIONS_NONCES.changePaymentMethod,
		field: '_wcsnonce',
		refusal: 'There was an error with your request. Please try again.',
	} );
	if ( ! fail ) {
		return;
	}
	const updateAll = !! ctx.body.update_all_subscriptions_payment_method;
	const gateway = paymentGateway( text( ctx.body.payment_method ) );
	if ( ! gateway?.changeSubscriptionPayment ) {
		fail( 'Invalid payment method.' );
		return;
	}
	const answer = gateway.changeSubscriptionPayment(
		ctx,
		subscription,
		updateAll
	);
	if ( answer.result === 'failure' ) {
		fail( answer.message );
		return;
	}
	if ( answer.result === 'redirect' ) {
		redirect( ctx.res, answer.redirect );
		return;
	}
	changeSubscriptionMethod(
		ctx.state,
		subscription,
		answer.paymentMethodId,
		updateAll
	);
	ctx.session.notices.push( {
		type: 'success',
		text: 'Payment method updated.',
	} );
	redirect( ctx.res, '/my-account/' );
}
