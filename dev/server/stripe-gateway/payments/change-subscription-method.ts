/**
 * The gateway's side of changing a subscription's payment method: its
 * `process_payment()` on a subscription while WooCommerce Subscriptions
 * changes its method (maybe_change_subscription_payment_method(), then
 * process_change_subscription_payment_method() and, for a new method, a
 * set-up intent). A saved method (the chosen gateway's token radio) is
 * taken as it is; a new one is set up on the customer; when the browser
 * must finish (3D Secure, or a method whose element made its intent first)
 * the answer is a `#wc-stripe-confirm-…` hash back to the page, and
 * confirm_change_payment finishes with what was remembered here.
 *
 * Follows: woocommerce-gateway-stripe 8.8.0
 * includes/compat/trait-wc-stripe-subscriptions.php
 * (process_change_subscription_payment_method()) and
 * class-wc-stripe-upe-payment-gateway.php process_payment() (the set-up
 * intent of a changed method).
 */
import type { Context } from '../../context';
import { nonceFor } from '../../wordpress/nonces';
import { text } from '../../http/form-text';
import {
	changePaymentPath,
	rememberPendingChange,
	type Subscription,
} from '../../woocommerce-subscriptions/subscriptions';
import type { SubscriptionChangeResult } from '../../woocommerce-subscriptions/change-payment-gateway';
import { STRIPE_ORDER_STATUS_NONCE } from '../../wordpress/nonce-actions';
import { methodForGateway } from '../methods/payment-methods';
import { confirmHash } from './redirects';
import { mandateDataFor } from './mandate';
import { saveTokenFor } from './saved-tokens';

const failure = ( message: string ): SubscriptionChangeResult => ( {
	result: 'failure',
	message,
} );

/** Back to the page, for the browser to confirm this intent. */
function confirmHere(
	ctx: Context,
	subscription: Subscription,
	intent: Parameters< typeof confirmHash >[ 1 ],
	updateAll: boolean
): SubscriptionChangeResult {
	rememberPendingChange( ctx.state, intent.id, {
		subscriptionId: subscription.id,
		updateAll,
	} );
	return {
		result: 'redirect',
		redirect:
			changePaymentPath( subscription ) +
			confirmHash(
				subscription.id,
				intent,
				nonceFor( ctx.state, ctx.session, STRIPE_ORDER_STATUS_NONCE )
			),
	};
}

/**
 * A method whose element needed its intent first (pre-authorized debit):
 * the set-up intent the page made, with its mandate options, is the one the
 * browser confirms, where Stripe shows the mandate and takes the bank
 * account.
 */
function changeWithIntentFirst(
	ctx: Context,
	subscription: Subscription,
	updateAll: boolean
): SubscriptionChangeResult {
	const customer = ctx.state.customers.find(
		( entry ) => entry.id === subscription.customerId
	);
	const intent = ctx.state.account.getIntent(
		text( ctx.body.wc_payment_intent_id )
	);
	if (
		! intent ||
		intent.object !== 'setup_intent' ||
		intent.status !== 'requires_payment_method' ||
		intent.customer !== customer?.stripeCustomer
	) {
		return failure(
			'This payment can no longer be completed. Please refresh the page and try again.'
		);
	}
	return confirmHere( ctx, subscription, intent, updateAll );
}

export function changeSubscriptionPayment(
	ctx: Context,
	subscription: Subscription,
	updateAll: boolean
): SubscriptionChangeResult {
	// Every gateway's saved-method radios are posted: the chosen one's count.
	const tokenId = text(
		ctx.body[ `wc-${ text( ctx.body.payment_method ) }-payment-token` ]
	);
	if ( tokenId && tokenId !== 'new' ) {
		const token = ctx.state.tokens.find(
			( entry ) =>
				String( entry.id ) === tokenId &&
				entry.customerId === subscription.customerId
		);
		return token
			? { result: 'success', paymentMethodId: token.paymentMethodId }
			: failure(
					'Invalid payment method. Please input a new card number.'
				);
	}
	const paymentMethod = text( ctx.body[ 'wc-stripe-payment-method' ] );
	const customer = ctx.state.customers.find(
		( entry ) => entry.id === subscription.customerId
	);
	if ( ! paymentMethod || ! customer ) {
		return failure(
			'Invalid or missing payment details. Please ensure the provided payment method is correctly entered.'
		);
	}
	const type = methodForGateway( text( ctx.body.payment_method ) ) || 'card';
	if ( text( ctx.body.wc_payment_intent_id ) ) {
		return changeWithIntentFirst( ctx, subscription, updateAll );
	}
	const back = changePaymentPath( subscription );
	const intent = ctx.state.account.createSetupIntent( {
		payment_method_types: [ type ],
		customer: customer.stripeCustomer,
		metadata: { subscription_id: String( subscription.id ) },
	} );
	const confirmed = ctx.state.account.confirmSetupIntent( intent.id, {
		payment_method: paymentMethod,
		return_url: ctx.origin + back,
		origin: ctx.origin,
		mandate_data: mandateDataFor( type, ctx.req ),
	} );
	if ( ! confirmed.ok ) {
		return failure( confirmed.error.message );
	}
	if ( confirmed.value.status === 'succeeded' ) {
		saveTokenFor( ctx.state, customer.id, paymentMethod );
		return { result: 'success', paymentMethodId: paymentMethod };
	}
	// 3D Secure: the browser confirms, then confirm_change_payment finishes.
	return confirmHere( ctx, subscription, confirmed.value, updateAll );
}
