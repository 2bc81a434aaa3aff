/**
 * The gateway's wc-ajax actions that make or change an intent for the
 * browser to confirm: a setup intent (the logged-in customer's, if any), a
 * payment intent for an order, and the order's new total on its intent.
 */
import type { Context } from '../context';
import { sendJson } from '../http/respond';
import { GATEWAY_NONCES } from './gateway-nonces';
import { fail, needsNonce } from './gateway-ajax-answers';

type Action = ( ctx: Context ) => void;

export const INTENT_ACTIONS: Record< string, Action > = {
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
