/**
 * What Stripe's REST API holds beside the intents and payment methods the
 * shared account (../stripe/account.ts) keeps: customers, the charge each
 * charged PaymentIntent made, its balance transaction, and refunds. The
 * account stays the one Stripe both doubles work on; this is the rest of
 * the account's books, as the gateway's PHP reads them.
 *
 * Follows: Stripe's API objects Customer, Charge, BalanceTransaction,
 * Refund (docs.stripe.com/api).
 */
import { stripeId } from '../ids';

const now = () => Math.floor( Date.now() / 1000 );

export interface CustomerRecord {
	id: string;
	email: string | null;
	name: string | null;
	phone: string | null;
	description: string | null;
	address: Record< string, string | null > | null;
	metadata: Record< string, string >;
	preferred_locales: string[];
	created: number;
}

export interface ChargeRecord {
	id: string;
	intentId: string;
	balanceTransaction: string;
	amountRefunded: number;
	refunds: string[];
	created: number;
}

export interface RefundRecord {
	id: string;
	charge: string;
	intentId: string;
	amount: number;
	currency: string;
	reason: string | null;
	metadata: Record< string, string >;
	balanceTransaction: string;
	created: number;
}

export interface Ledger {
	customers: Map< string, CustomerRecord >;
	/** Payment method ids attached to each customer, in order. */
	customerMethods: Map< string, string[] >;
	charges: Map< string, ChargeRecord >;
	refunds: Map< string, RefundRecord >;
	/** The charge of a PaymentIntent, made once when it is first charged. */
	chargeFor: ( intentId: string ) => ChargeRecord;
	chargeByBalanceTransaction: ( txn: string ) => ChargeRecord | undefined;
	refundByBalanceTransaction: ( txn: string ) => RefundRecord | undefined;
	createCustomer: (
		fields: Partial< CustomerRecord > & { id?: string }
	) => CustomerRecord;
	rememberAttached: ( customer: string, method: string ) => void;
	reset: () => void;
}

export function createLedger(): Ledger {
	const customers = new Map< string, CustomerRecord >();
	const customerMethods = new Map< string, string[] >();
	const charges = new Map< string, ChargeRecord >();
	const chargeOfIntent = new Map< string, string >();
	const refunds = new Map< string, RefundRecord >();

	return {
		customers,
		customerMethods,
		charges,
		refunds,
		chargeFor( intentId ) {
			const known = chargeOfIntent.get( intentId );
			if ( known ) {
				return charges.get( known )!;
			}
			const charge: ChargeRecord = {
				id: stripeId( 'ch' ),
				intentId,
				balanceTransaction: stripeId( 'txn' ),
				amountRefunded: 0,
				refunds: [],
				created: now(),
			};
			charges.set( charge.id, charge );
			chargeOfIntent.set( intentId, charge.id );
			return charge;
		},
		chargeByBalanceTransaction: ( txn ) =>
			[ ...charges.values() ].find(
				( charge ) => charge.balanceTransaction === txn
			),
		refundByBalanceTransaction: ( txn ) =>
			[ ...refunds.values() ].find(
				( refund ) => refund.balanceTransaction === txn
			),
		createCustomer( fields ) {
			const customer: CustomerRecord = {
				id: fields.id || stripeId( 'cus' ),
				email: fields.email ?? null,
				name: fields.name ?? null,
				phone: fields.phone ?? null,
				description: fields.description ?? null,
				address: fields.address ?? null,
				metadata: fields.metadata || {},
				preferred_locales: fields.preferred_locales || [],
				created: now(),
			};
			customers.set( customer.id, customer );
			return customer;
		},
		rememberAttached( customer, method ) {
			const list = customerMethods.get( customer ) || [];
			if ( ! list.includes( method ) ) {
				list.push( method );
			}
			customerMethods.set( customer, list );
		},
		reset() {
			customers.clear();
			customerMethods.clear();
			charges.clear();
			chargeOfIntent.clear();
			refunds.clear();
		},
	};
}
