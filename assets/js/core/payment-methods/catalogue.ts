/**
 * What each of the 24 methods is, in one table: whether it can
 * be saved for later, how it takes the money, and the currencies it takes.
 * `reusable` follows the gateway's `is_reusable` in current releases; where
 * the sources disagree (au_becs_debit, bancontact, ideal) we follow the PHP
 * side, which decides what the server will actually save.
 */
import type { PaymentFlow, PaymentMethodId } from './types';

export interface MethodFacts {
	reusable: boolean;
	flow: PaymentFlow;
	/** Upper-case ISO codes; empty = any currency. */
	currencies: readonly string[];
}

const EUR = [ 'EUR' ] as const;

export const METHOD_FACTS: Readonly< Record< PaymentMethodId, MethodFacts > > =
	{
		card: { reusable: true, flow: 'card', currencies: [] },
		us_bank_account: {
			reusable: true,
			flow: 'debit',
			currencies: [ 'USD' ],
		},
		alipay: {
			reusable: false,
			flow: 'redirect',
			currencies: [
				'EUR',
				'AUD',
				'CAD',
				'CNY',
				'GBP',
				'HKD',
				'JPY',
				'NZD',
				'SGD',
				'USD',
				'MYR',
			],
		},
		amazon_pay: {
			reusable: true,
			flow: 'redirect',
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
		},
		blik: { reusable: false, flow: 'redirect', currencies: [ 'PLN' ] },
		giropay: { reusable: false, flow: 'redirect', currencies: EUR },
		klarna: {
			reusable: false,
			flow: 'redirect',
			currencies: [
				'AUD',
				'CAD',
				'CHF',
				'CZK',
				'DKK',
				'EUR',
				'GBP',
				'NOK',
				'NZD',
				'PLN',
				'SEK',
				'USD',
			],
		},
		affirm: {
			reusable: false,
			flow: 'redirect',
			currencies: [ 'USD', 'CAD' ],
		},
		afterpay_clearpay: {
			reusable: false,
			flow: 'redirect',
			currencies: [ 'USD', 'CAD', 'GBP', 'AUD', 'NZD' ],
		},
		eps: { reusable: false, flow: 'redirect', currencies: EUR },
		bancontact: { reusable: true, flow: 'redirect', currencies: EUR },
		boleto: { reusable: false, flow: 'voucher', currencies: [ 'BRL' ] },
		ideal: { reusable: true, flow: 'redirect', currencies: EUR },
		oxxo: { reusable: false, flow: 'voucher', currencies: [ 'MXN' ] },
		sepa_debit: { reusable: true, flow: 'debit', currencies: EUR },
		p24: {
			reusable: false,
			flow: 'redirect',
			currencies: [ 'EUR', 'PLN' ],
		},
		sofort: { reusable: true, flow: 'redirect', currencies: EUR },
		multibanco: { reusable: false, flow: 'voucher', currencies: EUR },
		link: { reusable: true, flow: 'wallet', currencies: [] },
		wechat_pay: {
			reusable: false,
			flow: 'wallet',
			currencies: [
				'AUD',
				'CAD',
				'CHF',
				'CNY',
				'DKK',
				'EUR',
				'GBP',
				'HKD',
				'JPY',
				'NOK',
				'SEK',
				'SGD',
				'USD',
			],
		},
		cashapp: { reusable: true, flow: 'wallet', currencies: [ 'USD' ] },
		acss_debit: { reusable: true, flow: 'debit', currencies: [ 'CAD' ] },
		bacs_debit: { reusable: true, flow: 'debit', currencies: [ 'GBP' ] },
		au_becs_debit: { reusable: true, flow: 'debit', currencies: [ 'AUD' ] },
	};
