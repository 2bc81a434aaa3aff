/**
 * A subscription's renewal, as WooCommerce Subscriptions' scheduled
 * payment runs it through the gateway: a renewal order for the month's
 * amount, charged without the shopper (off session) to the subscription's
 * saved method, with the mandate it was saved under for a debit. A debit
 * waits for the bank (on hold); a refusal fails the renewal order.
 *
 * Follows: woocommerce-gateway-stripe
 * includes/compat/trait-wc-stripe-subscriptions.php
 * scheduled_subscription_payment() (8.8.0).
 */
import type { ShopState } from '../../dev-shop/state';
import { orderKey } from '../../woocommerce/includes/orders';
import { EMPTY_ADDRESS } from '../../woocommerce/includes/types';
import type { Order } from '../../woocommerce/includes/types';
import { completeOrder, failOrder, isPaid } from './complete-order';
import { mandateDataFor } from './mandate';
import { ACSS_MANDATE_OPTIONS } from './intent-first';
import { recordOrderMethod } from './order-method';
import { orderStripeAmount } from '../stripe-amount';
import { storeCurrency } from '../../woocommerce/includes/currency';
import type { Subscription } from '../../woocommerce-subscriptions/subscriptions';

export function renewSubscription(
	state: ShopState,
	subscription: Subscription
): Order {
	const customer = state.customers.find(
		( entry ) => entry.id === subscription.customerId
	);
	const method = state.account.getPaymentMethod(
		subscription.paymentMethodId
	);
	const amount = subscription.amount;
	const order: Order = {
		id: state.nextOrderId++,
		key: orderKey(),
		status: 'pending',
		currency: state.settings.currency,
		minorUnit: storeCurrency( state.settings ).minorUnit,
		lines: [
			{
				name: subscription.name,
				quantity: 1,
				total: amount,
				productId: 0,
			},
		],
		totals: {
			items: amount,
			discount: 0,
			shipping: 0,
			tax: 0,
			total: amount,
		},
		billing: { ...( customer?.billing ?? EMPTY_ADDRESS ) },
		shipping: { ...( customer?.billing ?? EMPTY_ADDRESS ) },
		paymentMethod: 'stripe',
		customerId: subscription.customerId,
		intentIds: [],
		createdVia: 'subscription-renewal',
		containsSubscription: true,
		customerNote: '',
		dateCreated: Date.now(),
	};
	state.orders.set( order.id, order );
	if ( ! method || ! customer ) {
		failOrder( order );
		return order;
	}
	recordOrderMethod( order, method.type, '' );
	const created = state.account.createPaymentIntent( {
		amount: orderStripeAmount( order ),
		currency: order.currency,
		payment_method_types: [ method.type ],
		customer: customer.stripeCustomer,
		metadata: {
			order_id: String( order.id ),
			subscription_id: String( subscription.id ),
		},
		payment_method_options:
			method.type === 'acss_debit' ? ACSS_MANDATE_OPTIONS : undefined,
	} );
	if ( ! created.ok ) {
		failOrder( order );
		return order;
	}
	order.intentIds.push( created.value.id );
	const result = state.account.confirmPaymentIntent( created.value.id, {
		payment_method: method.id,
		off_session: true,
		mandate_data: mandateDataFor( method.type, null ),
	} );
	if ( result.ok && isPaid( result.value ) ) {
		completeOrder( state, order, result.value );
	} else {
		failOrder( order );
	}
	return order;
}
