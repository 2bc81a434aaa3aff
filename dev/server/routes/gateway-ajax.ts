/**
 * The gateway's wc-ajax actions,
 * each checking its nonce (`_ajax_nonce`) and answering `{success, data}`.
 */
import type { Context } from '../context';
import { sendJson, sendText } from '../http/respond';
import { nonceFor, verifyNonce } from '../shop/state';
import {
	completeOrder,
	failOrder,
	isPaid,
	saveTokenFor,
} from '../gateway/complete-order';
import {
	changeSubscriptionMethod,
	subscriptionById,
	takePendingChange,
} from '../gateway/subscriptions';
import { UPDATE_ORDER_STATUS_ACTION } from '../gateway/process-payment';
import { orderReceivedPath } from '../shop/orders';
import { methodForGateway } from '../shop/payment-methods';

/** The nonce actions the gateway prints into stripe_data. */
export const GATEWAY_NONCES = {
	createSetupIntentNonce: 'wc_stripe_create_si',
	createPaymentIntentNonce: 'wc_stripe_create_payment_intent_nonce',
	updatePaymentIntentNonce: 'wc_stripe_update_payment_intent_nonce',
	createAndConfirmSetupIntentNonce:
		'wc_stripe_create_and_confirm_setup_intent_nonce',
	updateFailedOrderNonce: 'wc_stripe_update_failed_order_nonce',
	saveAppearanceNonce: 'wc_stripe_save_appearance_nonce',
} as const;

type Action = ( ctx: Context ) => void;

const fail = ( ctx: Context, message: string, status = 200 ) =>
	sendJson( ctx.res, status, {
		success: false,
		data: { error: { message } },
	} );

function needsNonce( ctx: Context, action: string ): boolean {
	if ( verifyNonce( ctx.state, ctx.session, action, ctx.body._ajax_nonce ) ) {
		return false;
	}
	// WordPress's check_ajax_referer answers "-1" with 403.
	sendText( ctx.res, 403, '-1' );
	return true;
}

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
	if ( needsNonce( ctx, UPDATE_ORDER_STATUS_ACTION ) ) {
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
	if ( ! isPaid( intent ) ) {
		failOrder( order );
		fail(
			ctx,
			'The payment was not completed. Please try again or use another payment method.'
		);
		return;
	}
	if ( ! confirmChange ) {
		completeOrder( ctx.state, order, intent );
	}
	sendJson( ctx.res, 200, {
		success: true,
		data: { return_url: ctx.origin + orderReceivedPath( order ) },
	} );
}

export const GATEWAY_ACTIONS: Record< string, Action > = {
	wc_stripe_update_order_status: ( ctx ) => finishOrder( ctx, false ),
	wc_stripe_confirm_change_payment: ( ctx ) => finishOrder( ctx, true ),
	wc_stripe_update_failed_order: ( ctx ) => {
		if ( needsNonce( ctx, GATEWAY_NONCES.updateFailedOrderNonce ) ) {
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
	wc_stripe_save_appearance: ( ctx ) => {
		if ( needsNonce( ctx, GATEWAY_NONCES.saveAppearanceNonce ) ) {
			return;
		}
		try {
			ctx.state.appearance = JSON.parse(
				String( ctx.body.appearance || 'null' )
			);
		} catch {
			fail( ctx, 'Invalid appearance.' );
			return;
		}
		sendJson( ctx.res, 200, { success: true } );
	},
	wc_stripe_init_setup_intent: ( ctx ) => {
		if ( needsNonce( ctx, GATEWAY_NONCES.createSetupIntentNonce ) ) {
			return;
		}
		const customer = ctx.state.customers.find(
			( entry ) => entry.id === ctx.session.customerId
		);
		const intent = ctx.state.account.createSetupIntent( {
			payment_method_types: [
				String( ctx.body.payment_method_type || 'card' ),
			],
			customer: customer?.stripeCustomer,
		} );
		sendJson( ctx.res, 200, {
			success: true,
			data: { id: intent.id, client_secret: intent.client_secret },
		} );
	},
	wc_stripe_create_payment_intent: ( ctx ) => {
		if ( needsNonce( ctx, GATEWAY_NONCES.createPaymentIntentNonce ) ) {
			return;
		}
		const order = ctx.state.orders.get(
			Number( ctx.body.stripe_order_id )
		);
		if ( ! order ) {
			fail( ctx, 'Order not found.' );
			return;
		}
		const intent = ctx.state.account.createPaymentIntent( {
			amount: order.totals.total,
			currency: order.currency,
			payment_method_types: [
				String( ctx.body.payment_method_type || 'card' ),
			],
		} );
		order.intentIds.push( intent.id );
		sendJson( ctx.res, 200, {
			success: true,
			data: { id: intent.id, client_secret: intent.client_secret },
		} );
	},
	wc_stripe_update_payment_intent: ( ctx ) => {
		if ( needsNonce( ctx, GATEWAY_NONCES.updatePaymentIntentNonce ) ) {
			return;
		}
		const order = ctx.state.orders.get(
			Number( ctx.body.stripe_order_id )
		);
		const updated = order
			? ctx.state.account.updatePaymentIntent(
					String( ctx.body.wc_payment_intent_id ),
					{ amount: order.totals.total }
				)
			: null;
		sendJson(
			ctx.res,
			200,
			updated?.ok
				? { result: 'success' }
				: {
						result: 'failure',
						messages: 'We could not update the payment.',
					}
		);
	},
};

/** admin-ajax.php?action=create_and_confirm_setup_intent (add payment method). */
export function createAndConfirmSetupIntent( ctx: Context ): void {
	if ( needsNonce( ctx, GATEWAY_NONCES.createAndConfirmSetupIntentNonce ) ) {
		return;
	}
	const customer = ctx.state.customers.find(
		( entry ) => entry.id === ctx.session.customerId
	);
	if ( ! customer ) {
		fail( ctx, 'You must be logged in to add a payment method.' );
		return;
	}
	const type =
		methodForGateway(
			`stripe_${ ctx.body[ 'wc-stripe-payment-type' ] }`
		) || 'card';
	const intent = ctx.state.account.createSetupIntent( {
		payment_method_types: [ type ],
		customer: customer.stripeCustomer,
		metadata: { save_payment_method: 'yes' },
	} );
	const returnUrl = new URL( '/my-account/payment-methods/', ctx.origin );
	if ( ctx.body.update_all_subscription_payment_methods ) {
		returnUrl.searchParams.set(
			`wc-stripe-${ type }-update-all-subscription-payment-methods`,
			'true'
		);
	}
	const result = ctx.state.account.confirmSetupIntent( intent.id, {
		payment_method: String( ctx.body[ 'wc-stripe-payment-method' ] || '' ),
		return_url: returnUrl.href,
		origin: ctx.origin,
	} );
	if ( ! result.ok ) {
		fail( ctx, result.error.message );
		return;
	}
	const accepted = [
		'succeeded',
		'processing',
		'requires_action',
		'requires_confirmation',
	];
	if ( ! accepted.includes( result.value.status ) ) {
		fail(
			ctx,
			'There was an error adding this payment method. Please refresh the page and try again'
		);
		return;
	}
	sendJson( ctx.res, 200, {
		success: true,
		data: {
			id: result.value.id,
			status: result.value.status,
			next_action: result.value.next_action,
			payment_type: type,
			return_url: encodeURIComponent( returnUrl.href ),
			client_secret: result.value.client_secret,
		},
	} );
}

export function gatewayNonces( ctx: Context ): Record< string, string > {
	return Object.fromEntries(
		Object.entries( GATEWAY_NONCES ).map( ( [ key, action ] ) => [
			key,
			nonceFor( ctx.state, ctx.session, action ),
		] )
	);
}
