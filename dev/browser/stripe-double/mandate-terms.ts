/**
 * The mandate a debit's Payment Element shows under its fields, as Stripe
 * shows it, unless the integration shows its own: the element's `terms`
 * option set to 'never' for that type (sepaDebit, auBecsDebit,
 * usBankAccount). In the double these are short English stand-ins, marked
 * so tests can tell them from the integration's own text.
 */
const TERMS_KEY: Record< string, string > = {
	sepa_debit: 'sepaDebit',
	au_becs_debit: 'auBecsDebit',
	us_bank_account: 'usBankAccount',
};

const STANDIN: Record< string, string > = {
	sepa_debit:
		'[Stripe] By providing your IBAN you authorise this merchant and Stripe to debit your account.',
	au_becs_debit:
		'[Stripe] By providing your bank details you agree to the Direct Debit Request and its service agreement.',
	us_bank_account:
		'[Stripe] By continuing you authorise this merchant to debit your account for this payment.',
};

export function elementMandate(
	type: string,
	terms: Record< string, string > | undefined
): HTMLElement | null {
	const key = TERMS_KEY[ type ];
	if ( ! key || terms?.[ key ] === 'never' ) {
		return null;
	}
	const text = document.createElement( 'p' );
	text.className = 'stripe-double-mandate';
	text.textContent = STANDIN[ type ];
	return text;
}
