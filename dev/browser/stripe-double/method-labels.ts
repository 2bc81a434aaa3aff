/**
 * The names the Payment Element gives each method type in its list of
 * methods (the accordion an element made with several types draws).
 */
const LABELS: Record< string, string > = {
	card: 'Card',
	sepa_debit: 'SEPA Debit',
	ideal: 'iDEAL',
	bancontact: 'Bancontact',
	eps: 'EPS',
	p24: 'Przelewy24',
	klarna: 'Klarna',
	affirm: 'Affirm',
	afterpay_clearpay: 'Afterpay',
	alipay: 'Alipay',
	amazon_pay: 'Amazon Pay',
	blik: 'BLIK',
	boleto: 'Boleto',
	oxxo: 'OXXO',
	multibanco: 'Multibanco',
	wechat_pay: 'WeChat Pay',
	cashapp: 'Cash App Pay',
	us_bank_account: 'US bank account',
	acss_debit: 'Canadian pre-authorized debit',
	bacs_debit: 'Bacs Direct Debit',
	au_becs_debit: 'BECS Direct Debit',
};

export function methodLabel( type: string ): string {
	return LABELS[ type ] || type;
}
