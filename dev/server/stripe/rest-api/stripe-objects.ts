/**
 * The shared account's intents and payment methods, and the ledger's
 * customers, charges and refunds, as Stripe's REST API answers them: the
 * fields of Stripe's objects, typed with the `stripe` package's own types
 * (each answer names the fields it fills; every other is optional there).
 * The double's own bookkeeping (a test card's number, confirm and charge
 * counts) stays out. Charges, balance transactions and refunds:
 * money-objects.ts.
 *
 * Follows: Stripe's API reference, the objects PaymentIntent, SetupIntent,
 * PaymentMethod, Customer, Charge, BalanceTransaction, Refund
 * (docs.stripe.com/api), API version 2024-06-20 (the gateway 8.8.0's).
 */
import type Stripe from 'stripe';
import type {
	StripeAccount,
	PaymentIntent,
	PaymentMethod,
	SetupIntent,
	StripeError,
} from '../types';
import type { CustomerRecord, Ledger } from './ledger';

/** A Stripe object with the named fields filled. */
export type Shape< T, K extends keyof T > = Pick< T, K > & Partial< T >;

export interface Books {
	account: StripeAccount;
	ledger: Ledger;
}

export function paymentMethodObject(
	method: PaymentMethod
): Shape<
	Stripe.PaymentMethod,
	'id' | 'object' | 'type' | 'billing_details' | 'customer' | 'livemode'
> {
	const {
		card,
		test_outcome: testOutcome,
		...rest
	} = method as PaymentMethod & { test_outcome?: string };
	void testOutcome;
	const shaped = {
		...rest,
		livemode: false,
		metadata: {},
		allow_redisplay: 'unspecified' as const,
		billing_details: {
			name: null,
			email: null,
			phone: null,
			...method.billing_details,
			address: {
				city: null,
				country: null,
				line1: null,
				line2: null,
				postal_code: null,
				state: null,
				...( method.billing_details.address || {} ),
			},
		},
	} as Shape<
		Stripe.PaymentMethod,
		'id' | 'object' | 'type' | 'billing_details' | 'customer' | 'livemode'
	>;
	if ( card ) {
		shaped.card = {
			brand: card.brand,
			display_brand: card.brand,
			last4: card.last4,
			exp_month: card.exp_month,
			exp_year: card.exp_year,
			funding: 'credit',
			country: 'US',
			fingerprint: `fp_${ card.test_number.slice( -8 ) }`,
			checks: {
				address_line1_check: null,
				address_postal_code_check: null,
				cvc_check: 'pass',
			},
			networks: { available: [ card.brand ], preferred: null },
			three_d_secure_usage: { supported: true },
			// As Stripe says where a wallet's card came from.
			wallet: card.wallet
				? ( {
						type: card.wallet,
						dynamic_last4: null,
						[ card.wallet ]: {},
					} as unknown as Stripe.PaymentMethod.Card.Wallet )
				: null,
			generated_from: null,
			regulated_status: 'unregulated',
		};
	}
	if ( method.sepa_debit ) {
		shaped.sepa_debit = {
			bank_code: '37040044',
			branch_code: '',
			country: method.sepa_debit.country,
			fingerprint: `fp_${ method.sepa_debit.last4 }`,
			last4: method.sepa_debit.last4,
			generated_from: { charge: null, setup_attempt: null },
		};
	}
	return shaped;
}

function expandedMethod(
	books: Books,
	id: string | null,
	expand: string[]
): string | ReturnType< typeof paymentMethodObject > | null {
	if ( ! id || ! expand.includes( 'payment_method' ) ) {
		return id;
	}
	const method = books.account.getPaymentMethod( id );
	return method ? paymentMethodObject( method ) : id;
}

/** An error as the API nests it: the intent in Stripe's shape. */
export function errorObject( books: Books, error: StripeError ) {
	const { payment_intent: paymentIntent, setup_intent: setupIntent } = error;
	return {
		...error,
		doc_url: error.code
			? `https://docs.stripe.com/error-codes/${ error.code.replace(
					/_/g,
					'-'
				) }`
			: undefined,
		payment_intent: paymentIntent
			? paymentIntentObject( books, paymentIntent, [] )
			: undefined,
		setup_intent: setupIntent
			? setupIntentObject( books, setupIntent, [] )
			: undefined,
		charge:
			paymentIntent && paymentIntent.charge_count > 0
				? books.ledger.chargeFor( paymentIntent.id ).id
				: undefined,
	};
}

export function paymentIntentObject(
	books: Books,
	intent: PaymentIntent,
	expand: string[]
): Shape<
	Stripe.PaymentIntent,
	'id' | 'object' | 'amount' | 'currency' | 'status' | 'latest_charge'
> {
	const charged = intent.charge_count > 0;
	const extra = intent as PaymentIntent & {
		capture_method?: Stripe.PaymentIntent.CaptureMethod;
		description?: string | null;
		shipping?: Stripe.PaymentIntent.Shipping | null;
		canceled_at?: number | null;
		cancellation_reason?: Stripe.PaymentIntent.CancellationReason | null;
	};
	return {
		id: intent.id,
		object: 'payment_intent',
		amount: intent.amount,
		amount_capturable: 0,
		amount_received: intent.status === 'succeeded' ? intent.amount : 0,
		capture_method: extra.capture_method || 'automatic',
		confirmation_method: 'automatic',
		canceled_at: extra.canceled_at ?? null,
		cancellation_reason: extra.cancellation_reason ?? null,
		client_secret: intent.client_secret,
		created: intent.created,
		currency: intent.currency,
		customer: intent.customer,
		description: extra.description ?? null,
		last_payment_error: ( intent.last_payment_error ||
			null ) as Stripe.PaymentIntent.LastPaymentError | null,
		latest_charge: charged ? books.ledger.chargeFor( intent.id ).id : null,
		livemode: false,
		metadata: intent.metadata,
		next_action:
			intent.next_action as Stripe.PaymentIntent.NextAction | null,
		payment_method: expandedMethod(
			books,
			intent.payment_method,
			expand
		) as Stripe.PaymentIntent[ 'payment_method' ],
		payment_method_options:
			intent.payment_method_options as Stripe.PaymentIntent.PaymentMethodOptions,
		payment_method_types: intent.payment_method_types,
		receipt_email: null,
		setup_future_usage: intent.setup_future_usage || null,
		shipping: extra.shipping ?? null,
		statement_descriptor: null,
		statement_descriptor_suffix: null,
		status: intent.status,
	};
}

export function setupIntentObject(
	books: Books,
	intent: SetupIntent,
	expand: string[]
): Shape< Stripe.SetupIntent, 'id' | 'object' | 'status' | 'payment_method' > {
	return {
		id: intent.id,
		object: 'setup_intent',
		client_secret: intent.client_secret,
		created: intent.created,
		customer: intent.customer,
		last_setup_error: ( intent.last_setup_error ||
			intent.last_payment_error ||
			null ) as Stripe.SetupIntent.LastSetupError | null,
		livemode: false,
		metadata: intent.metadata,
		next_action: intent.next_action as Stripe.SetupIntent.NextAction | null,
		payment_method: expandedMethod(
			books,
			intent.payment_method,
			expand
		) as Stripe.SetupIntent[ 'payment_method' ],
		payment_method_types: intent.payment_method_types,
		status: intent.status as Stripe.SetupIntent.Status,
		usage: 'off_session',
	};
}

export function customerObject(
	customer: CustomerRecord
): Shape< Stripe.Customer, 'id' | 'object' | 'email' | 'name' > {
	return {
		...customer,
		object: 'customer',
		address: customer.address as Stripe.Address | null,
		livemode: false,
		invoice_settings: {
			custom_fields: null,
			default_payment_method: null,
			footer: null,
			rendering_options: null,
		},
	};
}
