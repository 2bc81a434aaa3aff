/**
 * What the gateway tells the browser once it has confirmed the intent: the
 * order received page for a paid order (or one on hold for microdeposits),
 * the hash the browser finishes from when Stripe asks for an action (3D
 * Secure, a redirect, a voucher, a wallet's QR code), or the failure's
 * message.
 *
 * Follows: woocommerce-gateway-stripe
 * includes/payment-methods/class-wc-stripe-upe-payment-gateway.php
 * process_payment_with_deferred_intent() (8.8.0), its end.
 */
import type { ShopState } from '../../dev-shop/state';
import { nonceFor } from '../../wordpress/nonces';
import type { Order, Session } from '../../woocommerce/includes/types';
import { methodForGateway } from '../methods/payment-methods';
import type {
	PaymentIntent,
	SetupIntent,
	StripeResult,
} from '../../stripe/types';
import { completeOrder, failOrder, isPaid } from './complete-order';
import { nextStepRedirect } from './redirects';
import { gatewayErrorMessage } from './stripe-messages';
import { STRIPE_ORDER_STATUS_NONCE } from '../../wordpress/nonce-actions';

export type PaymentOutcome =
	| { status: 'success'; redirect: string }
	| { status: 'failure'; message: string };

/** What the browser does next, once the intent was confirmed. */
export function nextStep(
	state: ShopState,
	session: Session,
	order: Order,
	result: StripeResult< PaymentIntent | SetupIntent >,
	returnUrl: string
): PaymentOutcome {
	if ( ! result.ok ) {
		failOrder( order );
		return {
			status: 'failure',
			message: gatewayErrorMessage( result.error ),
		};
	}
	const intent = result.value;
	if ( isPaid( intent ) ) {
		completeOrder( state, order, intent );
		return { status: 'success', redirect: returnUrl };
	}
	const action = intent.next_action?.type || '';
	if ( action === 'verify_with_microdeposits' ) {
		// Placed: the shopper confirms the deposits from Stripe's email.
		completeOrder( state, order, intent, 'on-hold' );
		return { status: 'success', redirect: returnUrl };
	}
	if ( intent.status === 'requires_action' ) {
		const method = methodForGateway( order.paymentMethod ) || '';
		// A voucher's order goes on hold when Stripe says the voucher
		// awaits payment (webhooks.ts), once the shopper has seen it.
		order.status = 'pending';
		const nonce = nonceFor( state, session, STRIPE_ORDER_STATUS_NONCE );
		return {
			status: 'success',
			redirect: nextStepRedirect(
				order.id,
				method,
				intent,
				returnUrl,
				nonce
			),
		};
	}
	failOrder( order );
	return { status: 'failure', message: 'Payment failed. Please try again.' };
}
