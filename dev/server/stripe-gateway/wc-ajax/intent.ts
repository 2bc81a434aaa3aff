/**
 * The gateway's wc-ajax actions that make or change an intent for the
 * browser to confirm: a setup intent (the logged-in customer's, if any), a
 * payment intent for an order (or, on the checkout, where no order exists
 * yet, for the cart: the order takes it over when it is placed), and the
 * order's new total on its intent. A method whose element needs its
 * intent first (ACSS) gets its mandate options here, as Stripe requires.
 *
 * Follows: woocommerce-gateway-stripe
 * includes/class-wc-stripe-intent-controller.php
 * create_payment_intent_ajax(), update_payment_intent_ajax(),
 * init_setup_intent_ajax() (8.8.0).
 */
import type { Context } from '../../context';
import { sendJson } from '../../http/respond';
import { cartTotals } from '../../woocommerce/includes/totals';
import { ACSS_MANDATE_OPTIONS } from '../payments/intent-first';
import { getStripeAmount, orderStripeAmount } from '../stripe-amount';

/** get_stripe_amount() of the cart's total. */
function cartAmount( ctx: Context ): number {
	const totals = cartTotals( ctx.session.cart, ctx.state.settings );
	return getStripeAmount( totals.total, totals.currency );
}
import { fail, needsNonce } from './answers';
import { STRIPE_GATEWAY_NONCES } from '../../wordpress/nonce-actions';

type Action = ( ctx: Context ) => void;

export const INTENT_ACTIONS: Record< string, Action > = {
	wc_stripe_init_setup_intent: ( ctx ) => {
		if ( needsNonce( ctx, STRIPE_GATEWAY_NONCES.createSetupIntentNonce ) ) {
			return;
		}
		const customer = ctx.state.customers.find(
			( entry ) => entry.id === ctx.session.customerId
		);
		const type = String( ctx.body.payment_method_type || 'card' );
		const intent = ctx.state.account.createSetupIntent( {
			payment_method_types: [ type ],
			customer: customer?.stripeCustomer,
			payment_method_options:
				type === 'acss_debit' ? ACSS_MANDATE_OPTIONS : undefined,
		} );
		sendJson( ctx.res, 200, {
			success: true,
			data: { id: intent.id, client_secret: intent.client_secret },
		} );
	},
	wc_stripe_create_payment_intent: ( ctx ) => {
		if (
			needsNonce( ctx, STRIPE_GATEWAY_NONCES.createPaymentIntentNonce )
		) {
			return;
		}
		const orderId = Number( ctx.body.stripe_order_id ) || 0;
		const order = orderId ? ctx.state.orders.get( orderId ) : undefined;
		if ( orderId && ! order ) {
			fail( ctx, 'Order not found.' );
			return;
		}
		const { settings } = ctx.state;
		const type = String( ctx.body.payment_method_type || 'card' );
		// The order's intent for this type, not yet used, is the one to
		// draw again (the page loads again around a payment).
		const unused = order?.intentIds
			.map( ( id ) => ctx.state.account.getIntent( id ) )
			.find(
				( intent ) =>
					intent?.status === 'requires_payment_method' &&
					intent.confirm_count === 0 &&
					intent.payment_method_types.includes( type )
			);
		if ( unused ) {
			sendJson( ctx.res, 200, {
				success: true,
				data: { id: unused.id, client_secret: unused.client_secret },
			} );
			return;
		}
		const created = ctx.state.account.createPaymentIntent( {
			amount: order ? orderStripeAmount( order ) : cartAmount( ctx ),
			currency: order?.currency ?? settings.currency,
			payment_method_types: [ type ],
			metadata: order ? { order_id: String( order.id ) } : {},
			payment_method_options:
				type === 'acss_debit' ? ACSS_MANDATE_OPTIONS : undefined,
		} );
		if ( ! created.ok ) {
			fail( ctx, created.error.message );
			return;
		}
		order?.intentIds.push( created.value.id );
		sendJson( ctx.res, 200, {
			success: true,
			data: {
				id: created.value.id,
				client_secret: created.value.client_secret,
			},
		} );
	},
	wc_stripe_update_payment_intent: ( ctx ) => {
		if (
			needsNonce( ctx, STRIPE_GATEWAY_NONCES.updatePaymentIntentNonce )
		) {
			return;
		}
		const order = ctx.state.orders.get(
			Number( ctx.body.stripe_order_id )
		);
		const updated = order
			? ctx.state.account.updatePaymentIntent(
					String( ctx.body.wc_payment_intent_id ),
					{ amount: orderStripeAmount( order ) }
				)
			: null;
		// wp_send_json_success( [ 'success' => true ] ), or the error the
		// plugin throws for an intent that is not the order's.
		if ( updated?.ok ) {
			sendJson( ctx.res, 200, {
				success: true,
				data: { success: true },
			} );
			return;
		}
		fail(
			ctx,
			'Unable to verify your request. Please reload the page and try again.'
		);
	},
};
