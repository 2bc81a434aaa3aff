/**
 * Changing a subscription's payment method (the order-pay endpoint with
 * `change_payment_method`, WooCommerce Subscriptions' form): a saved method,
 * or a new one set up, posted natively; the gateway answers with a
 * redirect, a `#wc-stripe-confirm-…` hash back to this page when the browser
 * must finish (3D Secure), or the page again with the error.
 *
 * Follows: WooCommerce Subscriptions
 * templates/checkout/form-change-payment-method.php and
 * WCS_Change_Payment_Method_Admin.
 */
import { tokenizationFormParams } from '../woocommerce/includes/tokenization-form';
import type { Context } from '../context';
import { escapeHtml, redirect, sendHtml } from '../http/respond';
import { priceHtml, storeCurrency } from '../woocommerce/includes/currency';
import { nonceFor } from '../wordpress/nonces';
import { confirmHash } from '../stripe-gateway/payments/redirects';
import { saveTokenFor } from '../stripe-gateway/payments/complete-order';
import {
	changePaymentPath,
	changeSubscriptionMethod,
	rememberPendingChange,
	subscriptionById,
	subscriptionsOf,
	type Subscription,
} from './subscriptions';
import { methodForGateway } from '../stripe-gateway/methods/payment-methods';
import { mandateDataFor } from '../stripe-gateway/payments/mandate';
import { renderPage } from '../woocommerce/templates/layout';
import { stripeData } from '../stripe-gateway/page-data/upe-params';
import { classicScripts } from '../woocommerce/templates/classic-payment-list';
import {
	notFound,
	orderReviewForm,
	text,
	checkedPost,
} from '../woocommerce/templates/pay-page-parts';
import {
	STRIPE_ORDER_STATUS_NONCE,
	SUBSCRIPTIONS_NONCES,
} from '../wordpress/nonce-actions';

/** WooCommerce Subscriptions' change: a saved method, or a new one set up. */
function changeMethod( ctx: Context, subscription: Subscription ): void {
	const back = changePaymentPath( subscription );
	const fail = checkedPost( ctx, back, {
		action: SUBSCRIPTIONS_NONCES.changePaymentMethod,
		field: '_wcsnonce',
		refusal: 'There was an error with your request. Please try again.',
	} );
	if ( ! fail ) {
		return;
	}
	const updateAll = !! ctx.body.update_all_subscriptions_payment_method;
	const done = ( paymentMethodId: string ) => {
		changeSubscriptionMethod(
			ctx.state,
			subscription,
			paymentMethodId,
			updateAll
		);
		ctx.session.notices.push( {
			type: 'success',
			text: 'Payment method updated.',
		} );
		redirect( ctx.res, '/my-account/' );
	};
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
		if ( ! token ) {
			fail( 'Invalid payment method. Please input a new card number.' );
			return;
		}
		done( token.paymentMethodId );
		return;
	}
	const paymentMethod = text( ctx.body[ 'wc-stripe-payment-method' ] );
	const customer = ctx.state.customers.find(
		( entry ) => entry.id === subscription.customerId
	);
	if ( ! paymentMethod || ! customer ) {
		fail(
			'Invalid or missing payment details. Please ensure the provided payment method is correctly entered.'
		);
		return;
	}
	const type = methodForGateway( text( ctx.body.payment_method ) ) || 'card';
	if ( text( ctx.body.wc_payment_intent_id ) ) {
		changeWithIntentFirst( ctx, subscription, { back, updateAll, fail } );
		return;
	}
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
		fail( confirmed.error.message );
		return;
	}
	if ( confirmed.value.status === 'succeeded' ) {
		saveTokenFor( ctx.state, customer.id, paymentMethod );
		done( paymentMethod );
		return;
	}
	// 3D Secure: the browser confirms, then confirm_change_payment finishes.
	rememberPendingChange( ctx.state, intent.id, {
		subscriptionId: subscription.id,
		updateAll,
	} );
	redirect(
		ctx.res,
		back +
			confirmHash(
				subscription.id,
				confirmed.value,
				nonceFor( ctx.state, ctx.session, STRIPE_ORDER_STATUS_NONCE )
			)
	);
}

/**
 * A method whose element needed its intent first (pre-authorized debit):
 * the setup intent the page made, with its mandate options, is the one the
 * browser confirms, where Stripe shows the mandate and takes the bank
 * account; then confirm_change_payment finishes as after 3D Secure.
 */
function changeWithIntentFirst(
	ctx: Context,
	subscription: Subscription,
	post: { back: string; updateAll: boolean; fail: ( text: string ) => void }
): void {
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
		post.fail(
			'This payment can no longer be completed. Please refresh the page and try again.'
		);
		return;
	}
	rememberPendingChange( ctx.state, intent.id, {
		subscriptionId: subscription.id,
		updateAll: post.updateAll,
	} );
	redirect(
		ctx.res,
		post.back +
			confirmHash(
				subscription.id,
				intent,
				nonceFor( ctx.state, ctx.session, STRIPE_ORDER_STATUS_NONCE )
			)
	);
}

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
				wc_stripe_upe_params: stripeData( ctx, {
					kind: 'change-payment',
					subscriptionId: subscription.id,
					billingCountry: customer.billing.country,
					currentUrl: ctx.origin + changePaymentPath( subscription ),
				} ),
			},
			page: 'change payment method',
			scripts: classicScripts( ctx ),
		} )
	);
}
