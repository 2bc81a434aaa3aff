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

/** A customer's new saved method (a token), once; returns its token id. */
export function saveTokenFor(
	state: ShopState,
	customerId: number,
	paymentMethodId: string
): number | null {
	const customer = state.customers.find(
		( entry ) => entry.id === customerId
	);
	const method = state.account.getPaymentMethod( paymentMethodId );
	if ( ! customer || ! method?.card ) {
		return null;
	}
	const known = state.tokens.find(
		( token ) => token.paymentMethodId === method.id
	);
	if ( known ) {
		return known.id;
	}
	state.account.attachPaymentMethod( method.id, customer.stripeCustomer );
	const id = Math.max( 0, ...state.tokens.map( ( token ) => token.id ) ) + 1;
	state.tokens.push( {
		id,
		customerId: customer.id,
		gateway: 'stripe',
		paymentMethodId: method.id,
		brand: method.card.brand,
		last4: method.card.last4,
		expMonth: method.card.exp_month,
		expYear: method.card.exp_year,
		isDefault: false,
	} );
	return id;
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
