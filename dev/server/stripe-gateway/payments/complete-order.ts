/**
 * Settling an order once its intent is paid (or will be, for debits): order
 * status, the saved token when the shopper asked for it, the cart emptied.
 *
 * Follows: woocommerce-gateway-stripe
 * includes/abstracts/abstract-wc-stripe-payment-gateway.php
 * process_response() (8.8.0).
 */
import type { ShopState } from '../../dev-shop/state';
import type { Order } from '../../woocommerce/includes/types';
import { emptyCart } from '../../woocommerce/includes/cart-ops';
import type { PaymentIntent, SetupIntent } from '../../stripe/types';
import { saveTokenFor } from './saved-tokens';

export { saveTokenFor } from './saved-tokens';

const PAID = [ 'succeeded', 'processing', 'requires_capture' ];

export function isPaid( intent: PaymentIntent | SetupIntent ): boolean {
	return PAID.includes( intent.status );
}

function saveToken(
	state: ShopState,
	order: Order,
	paymentMethodId: string
): void {
	saveTokenFor( state, order.customerId, paymentMethodId );
}

export function completeOrder(
	state: ShopState,
	order: Order,
	intent: PaymentIntent | SetupIntent,
	/**
	 * 'on-hold' for a payment still to come from the shopper (a voucher
	 * to pay, micro-deposits to verify); otherwise from the intent.
	 */
	status?: 'on-hold'
): void {
	if (
		order.status === 'processing' ||
		order.status === 'completed' ||
		order.status === 'on-hold'
	) {
		return;
	}
	order.status =
		status || ( intent.status === 'processing' ? 'on-hold' : 'processing' );
	if (
		intent.metadata.save_payment_method === 'yes' &&
		intent.payment_method
	) {
		saveToken( state, order, intent.payment_method );
	}
	for ( const session of state.sessions.values() ) {
		if (
			session.awaitingOrderId === order.id ||
			session.draftOrderId === order.id
		) {
			emptyCart( session.cart );
			session.awaitingOrderId = null;
		}
	}
}

export function failOrder( order: Order ): void {
	if ( order.status !== 'processing' && order.status !== 'completed' ) {
		order.status = 'failed';
	}
}
