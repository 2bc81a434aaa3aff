/** The 24 payment methods the gateway offers, by Stripe id. */
export const PAYMENT_METHOD_IDS = [
	'blik',
	'card',
	'giropay',
	'eps',
	'ideal',
	'p24',
	'sepa_debit',
	'sofort',
	'boleto',
	'oxxo',
	'bancontact',
	'alipay',
	'multibanco',
	'klarna',
	'affirm',
	'afterpay_clearpay',
	'wechat_pay',
	'cashapp',
	'link',
	'amazon_pay',
	'us_bank_account',
	'acss_debit',
	'bacs_debit',
	'au_becs_debit',
] as const;

export type PaymentMethodId = ( typeof PAYMENT_METHOD_IDS )[ number ];

/** How a method takes the money once the order exists. */
export type PaymentFlow = 'card' | 'redirect' | 'voucher' | 'wallet' | 'debit';
