/**
 * Which Stripe methods the shop offers: enabled in the dev settings, and
 * allowed for the store currency and the billing country.
 */
import type { DevSettings } from './settings';

interface MethodRule {
	title: string;
	currencies: string[];
	countries: string[];
	reusable: boolean;
}

const ANY: string[] = [];

export const METHOD_RULES: Record< string, MethodRule > = {
	card: { title: 'Card', currencies: ANY, countries: ANY, reusable: true },
	sepa_debit: {
		title: 'SEPA Direct Debit',
		currencies: [ 'EUR' ],
		countries: ANY,
		reusable: true,
	},
	ideal: {
		title: 'iDEAL',
		currencies: [ 'EUR' ],
		countries: ANY,
		reusable: false,
	},
	bancontact: {
		title: 'Bancontact',
		currencies: [ 'EUR' ],
		countries: ANY,
		reusable: false,
	},
	eps: {
		title: 'EPS',
		currencies: [ 'EUR' ],
		countries: ANY,
		reusable: false,
	},
	p24: {
		title: 'Przelewy24 (P24)',
		currencies: [ 'EUR', 'PLN' ],
		countries: ANY,
		reusable: false,
	},
	giropay: {
		title: 'giropay',
		currencies: [ 'EUR' ],
		countries: ANY,
		reusable: false,
	},
	sofort: {
		title: 'Sofort',
		currencies: [ 'EUR' ],
		countries: ANY,
		reusable: false,
	},
	blik: {
		title: 'BLIK',
		currencies: [ 'PLN' ],
		countries: [ 'PL' ],
		reusable: false,
	},
	boleto: {
		title: 'Boleto',
		currencies: [ 'BRL' ],
		countries: [ 'BR' ],
		reusable: false,
	},
	oxxo: {
		title: 'OXXO',
		currencies: [ 'MXN' ],
		countries: [ 'MX' ],
		reusable: false,
	},
	multibanco: {
		title: 'Multibanco',
		currencies: [ 'EUR' ],
		countries: [ 'PT', 'DE', 'FR', 'NL', 'BE', 'AT', 'GB', 'US' ],
		reusable: false,
	},
	klarna: {
		title: 'Klarna',
		currencies: [ 'EUR', 'USD', 'GBP', 'PLN', 'CAD', 'AUD' ],
		countries: [
			'DE',
			'FR',
			'NL',
			'BE',
			'AT',
			'PL',
			'PT',
			'GB',
			'US',
			'CA',
			'AU',
		],
		reusable: false,
	},
	affirm: {
		title: 'Affirm',
		currencies: [ 'USD', 'CAD' ],
		countries: [ 'US', 'CA' ],
		reusable: false,
	},
	afterpay_clearpay: {
		title: 'Afterpay',
		currencies: [ 'USD', 'CAD', 'GBP', 'AUD' ],
		countries: [ 'US', 'CA', 'GB', 'AU' ],
		reusable: false,
	},
	alipay: {
		title: 'Alipay',
		currencies: [ 'EUR', 'USD', 'GBP', 'CAD', 'AUD', 'JPY' ],
		countries: ANY,
		reusable: false,
	},
	wechat_pay: {
		title: 'WeChat Pay',
		currencies: [ 'EUR', 'USD', 'GBP', 'CAD', 'AUD', 'JPY' ],
		countries: ANY,
		reusable: false,
	},
	cashapp: {
		title: 'Cash App Pay',
		currencies: [ 'USD' ],
		countries: [ 'US' ],
		reusable: true,
	},
	us_bank_account: {
		title: 'ACH Direct Debit',
		currencies: [ 'USD' ],
		countries: [ 'US' ],
		reusable: true,
	},
	link: { title: 'Link', currencies: ANY, countries: ANY, reusable: true },
};

export function gatewayIdFor( method: string ): string {
	return method === 'card' ? 'stripe' : `stripe_${ method }`;
}

export function methodForGateway( gatewayId: string ): string | null {
	if ( gatewayId === 'stripe' ) {
		return 'card';
	}
	const method = gatewayId.replace( /^stripe_/, '' );
	return gatewayId.startsWith( 'stripe_' ) && METHOD_RULES[ method ]
		? method
		: null;
}

/** Methods for the currency (the country filter is the browser's job too). */
export function offeredMethods( settings: DevSettings ): string[] {
	return settings.enabledMethods.filter( ( method ) => {
		const rule = METHOD_RULES[ method ];
		return (
			rule &&
			( rule.currencies.length === 0 ||
				rule.currencies.includes( settings.currency ) )
		);
	} );
}

/** The cart's `payment_methods`: gateways usable for this cart. */
export function cartPaymentMethods(
	settings: DevSettings,
	billingCountry: string
): string[] {
	return offeredMethods( settings )
		.filter( ( method ) => method !== 'link' )
		.filter( ( method ) => {
			const { countries } = METHOD_RULES[ method ];
			return (
				countries.length === 0 ||
				! billingCountry ||
				countries.includes( billingCountry )
			);
		} )
		.map( gatewayIdFor );
}
