/**
 * The interface between the shop server's gateway code and the emulated Stripe
 * account (`account.ts`). Shapes follow Stripe's API objects; only the fields
 * the shop and the Stripe.js double read are kept.
 *
 * Follows: Stripe's API objects (docs.stripe.com/api).
 */

export type IntentStatus =
	| 'requires_payment_method'
	| 'requires_confirmation'
	| 'requires_action'
	| 'processing'
	| 'requires_capture'
	| 'canceled'
	| 'succeeded';

export interface StripeError {
	type:
		| 'card_error'
		| 'validation_error'
		| 'invalid_request_error'
		| 'api_error'
		| 'authentication_error'
		| 'rate_limit_error'
		| 'api_connection_error';
	code?: string;
	decline_code?: string;
	message: string;
	param?: string;
	payment_intent?: PaymentIntent;
	setup_intent?: SetupIntent;
}

export interface BillingDetails {
	name?: string | null;
	email?: string | null;
	phone?: string | null;
	address?: {
		city?: string | null;
		country?: string | null;
		line1?: string | null;
		line2?: string | null;
		postal_code?: string | null;
		state?: string | null;
	} | null;
}

export interface PaymentMethod {
	id: string; // pm_…
	object: 'payment_method';
	type: string; // card, sepa_debit, ideal…
	billing_details: BillingDetails;
	card?: {
		brand: string;
		last4: string;
		exp_month: number;
		exp_year: number;
		/** Emulator only: the full test number, to pick the test-card behaviour. */
		test_number: string;
		/**
		 * The wallet the card came from ('google_pay', 'apple_pay'): Stripe
		 * makes a card payment method from a wallet's token and says so in
		 * `card.wallet.type`, which the gateway names the order after.
		 */
		wallet?: string;
	};
	sepa_debit?: { last4: string; country: string };
	us_bank_account?: {
		last4: string;
		bank_name: string;
		routing_number: string;
		/** How the account was found: Financial Connections, or typed. */
		verification: 'instant' | 'microdeposits';
	};
	bacs_debit?: { last4: string; sort_code: string };
	au_becs_debit?: { last4: string; bsb_number: string };
	acss_debit?: {
		last4: string;
		institution_number: string;
		transit_number: string;
	};
	link?: { email: string };
	/** The Cash App account that approved it. */
	cashapp?: { cashtag: string };
	/**
	 * Emulator only: a documented test account whose debit fails after
	 * processing, as Stripe's failing test numbers do.
	 */
	test_outcome?: 'fail';
	customer: string | null;
	created: number;
}

export interface NextAction {
	type:
		| 'use_stripe_sdk'
		| 'redirect_to_url'
		| 'boleto_display_details'
		| 'multibanco_display_details'
		| 'oxxo_display_details'
		| 'cashapp_handle_redirect_or_display_qr_code'
		| 'wechat_pay_display_qr_code'
		| 'blik_authorize'
		| 'verify_with_microdeposits';
	redirect_to_url?: { url: string; return_url: string };
	[ details: string ]: unknown;
}

interface IntentCommon {
	id: string;
	client_secret: string;
	status: IntentStatus;
	payment_method: string | null;
	payment_method_types: string[];
	next_action: NextAction | null;
	last_payment_error?: StripeError | null; // setup intents: last_setup_error
	customer: string | null;
	metadata: Record< string, string >;
	/** Per type, e.g. ACSS's mandate options (payment schedule, type). */
	payment_method_options?: Record< string, Record< string, unknown > >;
	created: number;
	/** Emulator bookkeeping shown by GET /__dev/intents. */
	confirm_count: number;
	charge_count: number;
}

export interface PaymentIntent extends IntentCommon {
	object: 'payment_intent';
	amount: number;
	currency: string;
	setup_future_usage?: 'off_session' | 'on_session' | null;
}

export interface SetupIntent extends IntentCommon {
	object: 'setup_intent';
	last_setup_error?: StripeError | null;
}

export type StripeResult< T > =
	{ ok: true; value: T } | { ok: false; error: StripeError };

export interface CreatePaymentIntentParams {
	amount: number;
	currency: string;
	payment_method_types: string[];
	customer?: string | null;
	metadata?: Record< string, string >;
	setup_future_usage?: 'off_session' | null;
	payment_method_options?: Record< string, Record< string, unknown > >;
}

/** The customer's acceptance of a debit's mandate, as Stripe takes it. */
export interface MandateData {
	customer_acceptance?: {
		type?: string;
		online?: Record< string, unknown >;
	};
}

/** What the shop hears later, as Stripe's webhooks tell it. */
export interface StripeEvent {
	type:
		| 'payment_intent.succeeded'
		| 'payment_intent.payment_failed'
		| 'payment_intent.requires_action'
		| 'setup_intent.succeeded'
		| 'setup_intent.setup_failed';
	intent: PaymentIntent | SetupIntent;
}

export interface ConfirmParams {
	payment_method?: string;
	/**
	 * A confirmation token (`ctoken_…`) instead of a payment method: the
	 * method the browser made when the shopper confirmed (Amazon Pay, a
	 * free trial's wallet) is used.
	 */
	confirmation_token?: string;
	return_url?: string;
	/** Used by the browser double: creates the payment method on the fly. */
	payment_method_data?: Record< string, unknown >;
	/** The browser double passes the client secret; server calls do not. */
	client_secret?: string;
	/** Saved-card payments without the shopper present. */
	off_session?: boolean;
	payment_method_options?: {
		blik?: { code?: string };
		acss_debit?: { verification_method?: string };
	};
	/**
	 * The customer accepted the debit's mandate. The gateway sends it when
	 * it confirms on the server; Stripe.js adds it itself when the shopper
	 * confirms in the browser with the mandate shown.
	 */
	mandate_data?: MandateData;
	/** The shop's origin, for building redirect pages' addresses. */
	origin?: string;
}

/**
 * One in-memory Stripe account. Every confirmation is counted; a charge is made
 * at most once per PaymentIntent (idempotent: confirming a succeeded intent
 * again returns it unchanged and charges nothing).
 */
/** One type's place in a payment method configuration. */
export interface MethodConfigurationSetting {
	available: boolean;
	display_preference: {
		overridable: boolean | null;
		preference: 'on' | 'off' | 'none';
		value: 'on' | 'off';
	};
}

/** Stripe's PaymentMethodConfiguration: its fields, then one entry per type. */
export type PaymentMethodConfiguration = {
	id: string;
	object: 'payment_method_configuration';
	active: boolean;
	application: null;
	is_default: boolean;
	livemode: false;
	name: string;
	parent: null;
} & Record< string, unknown >;

export interface StripeAccount {
	createPaymentMethod: (
		params: Record< string, unknown >
	) => StripeResult< PaymentMethod >;
	getPaymentMethod: ( id: string ) => PaymentMethod | undefined;
	attachPaymentMethod: (
		id: string,
		customer: string
	) => StripeResult< PaymentMethod >;
	/** Refused when a type's required options are missing (ACSS). */
	createPaymentIntent: (
		params: CreatePaymentIntentParams
	) => StripeResult< PaymentIntent >;
	updatePaymentIntent: (
		id: string,
		params: Partial< CreatePaymentIntentParams > & {
			payment_method?: string;
		}
	) => StripeResult< PaymentIntent >;
	confirmPaymentIntent: (
		id: string,
		params: ConfirmParams
	) => StripeResult< PaymentIntent >;
	createSetupIntent: ( params: {
		payment_method_types: string[];
		customer?: string | null;
		metadata?: Record< string, string >;
		payment_method_options?: Record< string, Record< string, unknown > >;
	} ) => SetupIntent;
	/**
	 * The shopper saw a voucher: a test voucher made to expire at once
	 * (billing email `…expire_immediately@…`) fails now.
	 */
	voucherShown: ( id: string ) => void;
	/** Webhooks: the intents' later changes (a failed debit, an expiry). */
	onEvent: ( listener: ( event: StripeEvent ) => void ) => void;
	confirmSetupIntent: (
		id: string,
		params: ConfirmParams
	) => StripeResult< SetupIntent >;
	/** Finish a 3DS challenge or a redirect authorisation: 'complete' or 'fail'. */
	authenticate: (
		id: string,
		outcome: 'complete' | 'fail'
	) => StripeResult< PaymentIntent | SetupIntent >;
	createConfirmationToken: (
		params: Record< string, unknown >
	) => StripeResult< {
		id: string;
		payment_method_preview: {
			type: string;
			billing_details: BillingDetails;
		};
	} >;
	/** The account owner's payment method configurations (the gateway's). */
	saveConfiguration: ( configuration: PaymentMethodConfiguration ) => void;
	getConfiguration: ( id: string ) => PaymentMethodConfiguration | undefined;
	/** The configuration that applies when none is named. */
	defaultConfiguration: () => PaymentMethodConfiguration | undefined;
	getIntent: ( id: string ) => PaymentIntent | SetupIntent | undefined;
	listIntents: () => Array< PaymentIntent | SetupIntent >;
	reset: () => void;
}
