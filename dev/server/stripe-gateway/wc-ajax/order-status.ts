/**
 * The gateway's wc-ajax actions after the browser confirmed an intent:
 * `wc_stripe_update_order_status` completes the order once its intent is
 * paid, `wc_stripe_confirm_change_payment` finishes a change of payment
 * method (an order's or a subscription's), and
 * `wc_stripe_update_failed_order` marks the order failed when its payment
 * was not completed.
 *
 * Follows: woocommerce-gateway-stripe
 * includes/class-wc-stripe-intent-controller.php update_order_status_ajax(),
 * update_failed_order_ajax(), confirm_change_payment_from_setup_intent_ajax()
 * (8.8.0).
 */
import type { Context } from '../../context';
import { sendJson } from '../../http/respond';
import {
	completeOrder,
	failOrder,
	isPaid,
	saveTokenFor,
} from '../payments/complete-order';
import {
	changeSubscriptionMethod,
	subscriptionById,
	takePendingChange,
} from '../../woocommerce-subscriptions/subscriptions';
import { orderReceivedPath } from '../../woocommerce/includes/orders';
import { fail, needsNonce } from './answers';
import {
	STRIPE_GATEWAY_NONCES,
	STRIPE_ORDER_STATUS_NONCE,
} from '../../wordpress/nonce-actions';

type Action = ( ctx: Context ) => void;

/**
 * confirm_change_payment for a subscription: its new method, set up in the
 * browser (3D Secure), becomes the subscription's (or all of them, as the
 * shopper asked when posting the change).
 */
function finishSubscriptionChange( ctx: Context ): boolean {
	const subscription = subscriptionById(
		ctx.state,
		Number( ctx.body.order_id )
	);
	if ( ! subscription ) {
		return false;
	}
	const intent = ctx.state.account.getIntent(
		String( ctx.body.intent_id || '' )
	);
	const pending = intent && takePendingChange( ctx.state, intent.id );
	if (
		! intent ||
		! pending ||
		pending.subscriptionId !== subscription.id ||
		! intent.payment_method
	) {
		fail( ctx, 'We were not able to find this order or payment.' );
		return true;
	}
	if ( ! isPaid( intent ) ) {
		fail(
			ctx,
			'The payment method could not be confirmed. Please try again or use another payment method.'
		);
		return true;
	}
	saveTokenFor( ctx.state, subscription.customerId, intent.payment_method );
	changeSubscriptionMethod(
		ctx.state,
		subscription,
		intent.payment_method,
		pending.updateAll
	);
	ctx.session.notices.push( {
		type: 'success',
		text: 'Payment method updated.',
	} );
	sendJson( ctx.res, 200, {
		success: true,
		data: { return_url: ctx.origin + '/my-account/' },
	} );
	return true;
}

function finishOrder( ctx: Context, confirmChange: boolean ) {
	if ( needsNonce( ctx, STRIPE_ORDER_STATUS_NONCE ) ) {
		return;
	}
	if ( confirmChange && finishSubscriptionChange( ctx ) ) {
		return;
	}
	const order = ctx.state.orders.get( Number( ctx.body.order_id ) );
	const intent = ctx.state.account.getIntent(
		String( ctx.body.intent_id || '' )
	);
	if ( ! order || ! intent || ! order.intentIds.includes( intent.id ) ) {
		fail( ctx, 'We were not able to find this order or payment.' );
		return;
	}
	// An account typed in by hand waits for its micro-deposits: placed.
	const awaitsDeposits =
		intent.status === 'requires_action' &&
		intent.next_action?.type === 'verify_with_microdeposits';
	if ( ! isPaid( intent ) && ! awaitsDeposits ) {
		failOrder( order );
		fail(
			ctx,
			'The payment was not completed. Please try again or use another payment method.'
		);
		return;
	}
	if ( ! confirmChange ) {
		completeOrder(
			ctx.state,
			order,
			intent,
			awaitsDeposits ? 'on-hold' : undefined
		);
	}
	sendJson( ctx.res, 200, {
		success: true,
		data: { return_url: ctx.origin + orderReceivedPath( order ) },
	} );
}

export const ORDER_ACTIONS: Record< string, Action > = {
	wc_stripe_update_order_status: ( ctx ) => finishOrder( ctx, false ),
	wc_stripe_confirm_change_payment: ( ctx ) => finishOrder( ctx, true ),
	wc_stripe_update_failed_order: ( ctx ) => {
		if ( needsNonce( ctx, STRIPE_GATEWAY_NONCES.updateFailedOrderNonce ) ) {
			return;
		}
		const order = ctx.state.orders.get( Number( ctx.body.order_id ) );
		const intent = ctx.state.account.getIntent(
			String( ctx.body.intent_id || '' )
		);
		if (
			order &&
			intent &&
			order.intentIds.includes( intent.id ) &&
			! isPaid( intent )
		) {
			failOrder( order );
		}
		sendJson( ctx.res, 200, { success: true } );
	},
};
