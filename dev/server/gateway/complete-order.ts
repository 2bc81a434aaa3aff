/**
 * Settling an order once its intent is paid (or will be, for debits): order
 * status, the saved token when the shopper asked for it, the cart emptied.
 */
import type { ShopState } from '../shop/state';
import type { Order } from '../shop/types';
import { emptyCart } from '../shop/cart-ops';
import type { PaymentIntent, SetupIntent } from '../stripe/types';

const PAID = [ 'succeeded', 'processing', 'requires_capture' ];

export function isPaid( intent: PaymentIntent | SetupIntent ): boolean {
	return PAID.includes( intent.status );
}

function saveToken(
	state: ShopState,
	order: Order,
	paymentMethodId: string
): void {
	const customer = state.customers.find(
		( entry ) => entry.id === order.customerId
	);
	const method = state.account.getPaymentMethod( paymentMethodId );
	if ( ! customer || ! method?.card ) {
		return;
	}
	if (
		state.tokens.some( ( token ) => token.paymentMethodId === method.id )
	) {
		return;
	}
	state.account.attachPaymentMethod( method.id, customer.stripeCustomer );
	state.tokens.push( {
		id: Math.max( 0, ...state.tokens.map( ( token ) => token.id ) ) + 1,
		customerId: customer.id,
		gateway: 'stripe',
		paymentMethodId: method.id,
		brand: method.card.brand,
		last4: method.card.last4,
		expMonth: method.card.exp_month,
		expYear: method.card.exp_year,
		isDefault: false,
	} );
}

export function completeOrder(
	state: ShopState,
	order: Order,
	intent: PaymentIntent | SetupIntent
): void {
	if (
		order.status === 'processing' ||
		order.status === 'completed' ||
		order.status === 'on-hold'
	) {
		return;
	}
	order.status = intent.status === 'processing' ? 'on-hold' : 'processing';
	if (
		intent.metadata.save_payment_method === 'yes' &&
		intent.payment_method
	) {
		saveToken( state, order, intent.payment_method );
	}
	for ( const session of state.sessions.values() ) {
		if ( session.awaitingOrderId === order.id ) {
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
