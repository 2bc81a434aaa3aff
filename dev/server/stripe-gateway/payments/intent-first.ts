/**
 * Methods whose element needs its intent before the shopper pays
 * (`supportsDeferredIntent: false`, ACSS): the browser asked
 * `wc_stripe_create_payment_intent` for the intent when it drew the
 * method, and sends its id back as `wc_payment_intent_id`. The gateway
 * then gives that intent the order (amount, metadata) and the shopper's
 * payment method, and leaves its confirmation to the browser, where
 * Stripe shows the mandate and verifies the bank account.
 *
 * Follows: woocommerce-gateway-stripe
 * includes/payment-methods/class-wc-stripe-upe-payment-gateway.php
 * process_payment() for methods without deferred intents (8.8.0).
 */
import type { ShopState } from '../../dev-shop/state';
import type { Order } from '../../woocommerce/includes/types';
import type { PaymentIntent, StripeResult } from '../../stripe/types';
import { orderStripeAmount } from '../stripe-amount';

/** Pre-authorized debit's mandate: one payment now, for a person. */
export const ACSS_MANDATE_OPTIONS = {
	acss_debit: {
		mandate_options: {
			payment_schedule: 'combined',
			interval_description: 'when you pay an order or a renewal',
			transaction_type: 'personal',
		},
		verification_method: 'automatic',
	},
};

export function prepareIntentFirst(
	state: ShopState,
	order: Order,
	intentId: string,
	paymentMethodId: string,
	metadata: Record< string, string >,
	save: boolean
): StripeResult< PaymentIntent > {
	const intent = state.account.getIntent( intentId );
	if (
		! intent ||
		intent.object !== 'payment_intent' ||
		intent.status !== 'requires_payment_method' ||
		( intent.metadata.order_id &&
			intent.metadata.order_id !== String( order.id ) )
	) {
		return {
			ok: false,
			error: {
				type: 'invalid_request_error',
				code: 'payment_intent_unexpected_state',
				message:
					'This payment can no longer be completed. Please refresh the page and try again.',
			},
		};
	}
	if ( ! order.intentIds.includes( intent.id ) ) {
		order.intentIds.push( intent.id );
	}
	return state.account.updatePaymentIntent( intent.id, {
		amount: orderStripeAmount( order ),
		currency: order.currency,
		metadata,
		payment_method: paymentMethodId,
		setup_future_usage: save ? 'off_session' : null,
	} );
}
