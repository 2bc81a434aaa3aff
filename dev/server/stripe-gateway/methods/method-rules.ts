/**
 * The 24 Stripe methods as the gateway offers them, one row each: the
 * title it prints and whether a method can be saved, over what Stripe
 * documents for the type (currencies, customers' countries, amount limits,
 * retirement: dev/server/stripe/method-support.ts). The gateway offers a
 * method only where Stripe would take the payment; a method for domestic
 * payments only (Affirm, Afterpay / Clearpay, Cash App Pay) serves the
 * Stripe account's own country, which the shop plays with `storeCountry`.
 *
 * Follows: woocommerce-gateway-stripe
 * includes/payment-methods/class-wc-stripe-upe-payment-method-*.php (8.8.0).
 */
import { STRIPE_METHODS } from '../../stripe/method-support';
import type { AmountLimit } from '../../stripe/method-support';

export interface MethodRule {
	title: string;
	reusable: boolean;
	/** Upper-case ISO codes; empty: any currency. */
	currencies: string[];
	/** Billing countries served; empty: any. */
	countries: string[];
	/** Customers by presentment currency, where that decides (Klarna). */
	countriesByCurrency?: Record< string, string[] >;
	/** Domestic only: the Stripe account countries that may offer it. */
	accountCountries?: string[];
	/** Per currency, in minor units. */
	limits?: Record< string, AmountLimit >;
	/** The gateway's `supports_deferred_intent()`: false for ACSS. */
	supportsDeferredIntent: boolean;
	/** Offered inside the card element and as a wallet, not as a list entry. */
	notListed?: boolean;
	/** Why Stripe no longer processes it (never offered, never charged). */
	retired?: string;
}

/** The gateway's own part: title, reusable, listed. */
const GATEWAY: Record<
	string,
	{ title: string; reusable: boolean; notListed?: boolean }
> = {
	card: { title: 'Card', reusable: true },
	link: { title: 'Link', reusable: true, notListed: true },
	sepa_debit: { title: 'SEPA Direct Debit', reusable: true },
	ideal: { title: 'iDEAL', reusable: true },
	bancontact: { title: 'Bancontact', reusable: true },
	eps: { title: 'EPS', reusable: false },
	p24: { title: 'Przelewy24 (P24)', reusable: false },
	giropay: { title: 'giropay', reusable: false },
	sofort: { title: 'Sofort', reusable: false },
	blik: { title: 'BLIK', reusable: false },
	boleto: { title: 'Boleto', reusable: false },
	oxxo: { title: 'OXXO', reusable: false },
	multibanco: { title: 'Multibanco', reusable: false },
	klarna: { title: 'Klarna', reusable: false },
	affirm: { title: 'Affirm', reusable: false },
	afterpay_clearpay: { title: 'Afterpay', reusable: false },
	alipay: { title: 'Alipay', reusable: false },
	wechat_pay: { title: 'WeChat Pay', reusable: false },
	cashapp: { title: 'Cash App Pay', reusable: true },
	amazon_pay: { title: 'Amazon Pay', reusable: true },
	us_bank_account: { title: 'ACH Direct Debit', reusable: true },
	acss_debit: { title: 'Pre-Authorized Debit', reusable: true },
	bacs_debit: { title: 'Bacs Direct Debit', reusable: true },
	au_becs_debit: { title: 'BECS Direct Debit', reusable: true },
};

export const METHOD_RULES: Record< string, MethodRule > = Object.fromEntries(
	Object.entries( GATEWAY ).map( ( [ id, gateway ] ) => {
		const stripe = STRIPE_METHODS[ id ];
		return [
			id,
			{
				...gateway,
				currencies: stripe.currencies,
				countries: stripe.customerCountries,
				countriesByCurrency: stripe.customersByCurrency,
				accountCountries: stripe.accountCountries,
				limits: stripe.limits,
				supportsDeferredIntent: ! stripe.intentFirst,
				retired: stripe.retired,
			},
		];
	} )
);
