/**
 * The gateway's webhook handler, in small: a payment the shopper finished
 * with Stripe after the gateway answered pays its waiting order; a voucher
 * awaiting payment puts
 * its order on hold (and empties the cart, as a placed order does); what
 * Stripe tells the shop after the shopper has gone (a debit the bank
 * refused once it was processing, a voucher that expired unpaid) fails the
 * order that waits for that intent. WooCommerce's order-received and My
 * account pages then say so and offer to pay again.
 *
 * Follows: woocommerce-gateway-stripe
 * includes/class-wc-stripe-webhook-handler.php (8.8.0).
 */
import type { ShopState } from '../dev-shop/state';
import type { StripeEvent } from '../stripe/types';
import { completeOrder } from './payments/complete-order';

const WAITING = [ 'pending', 'on-hold' ];
const WALLET_TYPES = [ 'cashapp', 'wechat_pay' ];

export function handleStripeEvent( state: ShopState, event: StripeEvent ) {
	const order = [ ...state.orders.values() ].find( ( entry ) =>
		entry.intentIds.includes( event.intent.id )
	);
	if ( ! order || ! WAITING.includes( order.status ) ) {
		return;
	}
	// A wallet payment the shopper finished with Stripe after the gateway
	// answered (Cash App Pay's or WeChat Pay's QR code, whose hash reports
	// nothing back): the order waiting for it is paid
	// (handle_deferred_payment_intent_succeeded()). The real handler does
	// this for every deferred intent; the shop's other flows report back
	// themselves, so it is left to them.
	if (
		( event.type === 'payment_intent.succeeded' ||
			event.type === 'setup_intent.succeeded' ) &&
		order.status === 'pending' &&
		event.intent.payment_method_types.some( ( type ) =>
			WALLET_TYPES.includes( type )
		)
	) {
		completeOrder( state, order, event.intent );
		return;
	}
	if ( event.type === 'payment_intent.requires_action' ) {
		if (
			/_display_details$/.test( event.intent.next_action?.type || '' )
		) {
			completeOrder( state, order, event.intent, 'on-hold' );
		}
		return;
	}
	if (
		event.type === 'payment_intent.payment_failed' ||
		event.type === 'setup_intent.setup_failed'
	) {
		order.status = 'failed';
	}
}
