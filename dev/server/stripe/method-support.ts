/**
 * What Stripe documents for each payment method type, as the emulated
 * account enforces it: how the money moves (its family), the presentment
 * currencies, the customers' billing countries, the amount limits, whether
 * a confirmation made on the server must carry the customer's mandate
 * acceptance, and the types Stripe no longer processes.
 *
 * Sources: each method's "Payment method properties" in Stripe's docs
 * (customer locations, presentment currency, transaction limits), the
 * "Finalize payments on the server" guide (mandate_data), and Stripe's
 * notices retiring giropay (no transactions after 30 June 2024) and Sofort
 * (discontinued on 31 March 2025).
 *
 * Follows: Stripe's payment method support tables
 * (docs.stripe.com/payments/payment-methods/payment-method-support).
 */

/** Amount limits in the currency's minor unit, inclusive. */
export interface AmountLimit {
	min: number;
	max: number;
}

export type MethodFamily =
	'card' | 'redirect' | 'voucher' | 'qr' | 'debit' | 'code';

export interface StripeMethodFacts {
	family: MethodFamily;
	/** Upper-case ISO codes; empty: any. */
	currencies: string[];
	/** Billing countries of the customers served; empty: any. */
	customerCountries: string[];
	/** Customers by presentment currency, where that decides (Klarna). */
	customersByCurrency?: Record< string, string[] >;
	/** Domestic payments only: the account countries that may offer it. */
	accountCountries?: string[];
	/** Per currency. */
	limits?: Record< string, AmountLimit >;
	/** A server-side confirmation needs `mandate_data`. */
	mandate?: boolean;
	/** Elements cannot make its method before the intent exists (ACSS). */
	intentFirst?: boolean;
	/** Why Stripe no longer processes it. */
	retired?: string;
}

import { MULTIBANCO_COUNTRIES, SEPA_COUNTRIES } from './customer-countries';

const ANY: string[] = [];
const EUR = [ 'EUR' ];

export const STRIPE_METHODS: Record< string, StripeMethodFacts > = {
	card: { family: 'card', currencies: ANY, customerCountries: ANY },
	// Link pays with the card (or bank) saved in the shopper's Link account.
	link: {
		family: 'card',
		currencies: ANY,
		customerCountries: ANY,
		mandate: true,
	},
	sepa_debit: {
		family: 'debit',
		currencies: EUR,
		customerCountries: SEPA_COUNTRIES,
		mandate: true,
	},
	ideal: { family: 'redirect', currencies: EUR, customerCountries: ANY },
	bancontact: { family: 'redirect', currencies: EUR, customerCountries: ANY },
	eps: { family: 'redirect', currencies: EUR, customerCountries: ANY },
	p24: {
		family: 'redirect',
		currencies: [ 'EUR', 'PLN' ],
		customerCountries: ANY,
	},
	giropay: {
		family: 'redirect',
		currencies: EUR,
		customerCountries: [ 'DE' ],
		retired:
			"Stripe's partners ended giropay: no transactions after 30 June 2024.",
	},
	sofort: {
		family: 'redirect',
		currencies: EUR,
		customerCountries: [ 'AT', 'BE', 'DE', 'ES', 'NL' ],
		retired:
			'Sofort was discontinued on 31 March 2025: Stripe no longer supports it and hides it from its own forms.',
	},
	blik: {
		family: 'code',
		currencies: [ 'PLN' ],
		customerCountries: [ 'PL' ],
	},
	boleto: {
		family: 'voucher',
		currencies: [ 'BRL' ],
		customerCountries: [ 'BR' ],
	},
	oxxo: {
		family: 'voucher',
		currencies: [ 'MXN' ],
		customerCountries: [ 'MX' ],
		// MXN 10.00 to MXN 10,000.00 per voucher.
		limits: { MXN: { min: 1000, max: 1000000 } },
	},
	multibanco: {
		family: 'voucher',
		currencies: EUR,
		customerCountries: MULTIBANCO_COUNTRIES,
		// Up to EUR 99,999.99 per reference.
		limits: { EUR: { min: 1, max: 9999999 } },
	},
	klarna: {
		family: 'redirect',
		currencies: [ 'EUR', 'USD', 'GBP', 'PLN', 'CAD', 'AUD' ],
		customerCountries: ANY,
		// The euro area pays in EUR; elsewhere the country's own currency.
		customersByCurrency: {
			EUR: [
				'AT',
				'BE',
				'DE',
				'ES',
				'FI',
				'FR',
				'GR',
				'IE',
				'IT',
				'NL',
				'PT',
			],
			USD: [ 'US' ],
			GBP: [ 'GB' ],
			PLN: [ 'PL' ],
			CAD: [ 'CA' ],
			AUD: [ 'AU' ],
		},
	},
	affirm: {
		family: 'redirect',
		currencies: [ 'USD', 'CAD' ],
		customerCountries: [ 'US', 'CA' ],
		accountCountries: [ 'US', 'CA' ],
		// 50.00 to 30,000.00.
		limits: {
			USD: { min: 5000, max: 3000000 },
			CAD: { min: 5000, max: 3000000 },
		},
	},
	afterpay_clearpay: {
		family: 'redirect',
		currencies: [ 'USD', 'CAD', 'GBP', 'AUD', 'NZD' ],
		customerCountries: [ 'AU', 'CA', 'GB', 'NZ', 'US' ],
		accountCountries: [ 'AU', 'CA', 'GB', 'NZ', 'US' ],
		// The limits depend on the currency.
		limits: {
			USD: { min: 100, max: 400000 },
			CAD: { min: 100, max: 200000 },
			GBP: { min: 100, max: 120000 },
			AUD: { min: 100, max: 200000 },
			NZD: { min: 100, max: 200000 },
		},
	},
	alipay: {
		family: 'redirect',
		currencies: [ 'EUR', 'USD', 'GBP', 'CAD', 'AUD', 'JPY', 'CNY' ],
		customerCountries: ANY,
	},
	wechat_pay: {
		family: 'qr',
		currencies: [ 'EUR', 'USD', 'GBP', 'CAD', 'AUD', 'JPY', 'CNY' ],
		customerCountries: ANY,
	},
	cashapp: {
		family: 'qr',
		currencies: [ 'USD' ],
		customerCountries: [ 'US' ],
		accountCountries: [ 'US' ],
	},
	amazon_pay: {
		family: 'redirect',
		currencies: [
			'AUD',
			'CHF',
			'DKK',
			'EUR',
			'GBP',
			'HKD',
			'JPY',
			'NOK',
			'NZD',
			'SEK',
			'USD',
			'ZAR',
		],
		customerCountries: ANY,
		mandate: true,
	},
	us_bank_account: {
		family: 'debit',
		currencies: [ 'USD' ],
		customerCountries: [ 'US' ],
		mandate: true,
	},
	acss_debit: {
		family: 'debit',
		currencies: [ 'CAD' ],
		customerCountries: [ 'CA' ],
		mandate: true,
		intentFirst: true,
	},
	bacs_debit: {
		family: 'debit',
		currencies: [ 'GBP' ],
		customerCountries: [ 'GB' ],
		mandate: true,
		// Up to GBP 100,000.00 per debit.
		limits: { GBP: { min: 1, max: 10000000 } },
	},
	au_becs_debit: {
		family: 'debit',
		currencies: [ 'AUD' ],
		customerCountries: [ 'AU' ],
		mandate: true,
	},
};

/** The billing countries served for a presentment currency; [] = any. */
export function customersFor( type: string, currency: string ): string[] {
	const facts = STRIPE_METHODS[ type ];
	if ( ! facts ) {
		return ANY;
	}
	return facts.customersByCurrency
		? facts.customersByCurrency[ currency.toUpperCase() ] || []
		: facts.customerCountries;
}
