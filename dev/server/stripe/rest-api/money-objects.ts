/**
 * The ledger's charges, balance transactions and refunds, as Stripe's REST
 * API answers them (the objects' fields, typed with the `stripe` package's
 * types; stripe-objects.ts has the intents, methods and customers).
 *
 * Follows: Stripe's API reference, the objects Charge, BalanceTransaction,
 * Refund (docs.stripe.com/api), API version 2024-06-20 (the gateway 8.8.0's).
 */
import type Stripe from 'stripe';
import type { RefundRecord } from './ledger';
import { paymentMethodObject } from './stripe-objects';
import type { Books, Shape } from './stripe-objects';

/** Stripe's fee in the double: 1.5 % + 0.25 of the currency, rounded. */
const fee = ( amount: number ) => Math.round( amount * 0.015 ) + 25;

export function chargeObject(
	books: Books,
	chargeId: string
): Shape<
	Stripe.Charge,
	'id' | 'object' | 'amount' | 'status' | 'balance_transaction'
> | null {
	const charge = books.ledger.charges.get( chargeId );
	const intent = charge && books.account.getIntent( charge.intentId );
	if ( ! charge || ! intent || intent.object !== 'payment_intent' ) {
		return null;
	}
	const method = intent.payment_method
		? books.account.getPaymentMethod( intent.payment_method )
		: undefined;
	const shapedMethod = method ? paymentMethodObject( method ) : null;
	const settled = intent.status === 'succeeded';
	return {
		id: charge.id,
		object: 'charge',
		amount: intent.amount,
		amount_captured: settled ? intent.amount : 0,
		amount_refunded: charge.amountRefunded,
		balance_transaction: charge.balanceTransaction,
		billing_details: shapedMethod?.billing_details,
		captured: settled,
		created: charge.created,
		currency: intent.currency,
		customer: intent.customer,
		livemode: false,
		metadata: intent.metadata,
		outcome: {
			network_status: 'approved_by_network',
			reason: null,
			risk_level: 'normal',
			risk_score: 20,
			seller_message: 'Payment complete.',
			type: 'authorized',
			advice_code: null,
			network_advice_code: null,
			network_decline_code: null,
		} as Stripe.Charge.Outcome,
		paid: true,
		payment_intent: intent.id,
		payment_method: intent.payment_method,
		payment_method_details: method
			? ( {
					type: method.type,
					[ method.type ]:
						shapedMethod?.[
							method.type as keyof typeof shapedMethod
						] || {},
				} as unknown as Stripe.Charge.PaymentMethodDetails )
			: null,
		refunded: charge.amountRefunded >= intent.amount,
		status: settled ? 'succeeded' : 'pending',
	};
}

export function balanceTransactionObject(
	books: Books,
	txn: string
): Shape<
	Stripe.BalanceTransaction,
	'id' | 'object' | 'amount' | 'fee' | 'net' | 'currency'
> | null {
	const charge = books.ledger.chargeByBalanceTransaction( txn );
	const intent = charge && books.account.getIntent( charge.intentId );
	if ( charge && intent && intent.object === 'payment_intent' ) {
		const charged = fee( intent.amount );
		return {
			id: txn,
			object: 'balance_transaction',
			amount: intent.amount,
			currency: intent.currency,
			fee: charged,
			fee_details: [
				{
					amount: charged,
					application: null,
					currency: intent.currency,
					description: 'Stripe processing fees',
					type: 'stripe_fee',
				},
			],
			net: intent.amount - charged,
			source: charge.id,
			status: 'pending',
			type: 'charge',
			created: charge.created,
			available_on: charge.created + 2 * 86400,
		};
	}
	const refund = books.ledger.refundByBalanceTransaction( txn );
	if ( refund ) {
		return {
			id: txn,
			object: 'balance_transaction',
			amount: -refund.amount,
			currency: refund.currency,
			fee: 0,
			fee_details: [],
			net: -refund.amount,
			source: refund.id,
			status: 'available',
			type: 'refund',
			created: refund.created,
			available_on: refund.created,
		};
	}
	return null;
}

export function refundObject(
	refund: RefundRecord
): Shape< Stripe.Refund, 'id' | 'object' | 'amount' | 'status' | 'charge' > {
	return {
		id: refund.id,
		object: 'refund',
		amount: refund.amount,
		balance_transaction: refund.balanceTransaction,
		charge: refund.charge,
		created: refund.created,
		currency: refund.currency,
		metadata: refund.metadata,
		payment_intent: refund.intentId,
		reason: refund.reason as Stripe.Refund.Reason | null,
		status: 'succeeded',
	};
}
