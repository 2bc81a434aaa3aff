/**
 * The inputs the Payment Element shows for each method type, with accessible
 * labels, and the checks elements.submit() makes.
 */
export interface FieldSpec {
	name: string;
	label: string;
	placeholder?: string;
	autocomplete?: string;
	options?: Array< [ string, string ] >;
	/** A box to tick (its value is 'yes' when ticked). */
	checkbox?: boolean;
	/** Error when the field is not complete. */
	incomplete?: { code: string; message: string };
	complete?: ( value: string ) => boolean;
}

const digits = ( value: string ) => value.replace( /\D/g, '' );

export const CARD_FIELDS: FieldSpec[] = [
	{
		name: 'number',
		label: 'Card number',
		placeholder: '1234 1234 1234 1234',
		autocomplete: 'cc-number',
		incomplete: {
			code: 'incomplete_number',
			message: 'Your card number is incomplete.',
		},
		complete: ( v ) => digits( v ).length >= 13,
	},
	{
		name: 'expiry',
		label: 'Expiration date',
		placeholder: 'MM / YY',
		autocomplete: 'cc-exp',
		incomplete: {
			code: 'incomplete_expiry',
			message: "Your card's expiration date is incomplete.",
		},
		complete: ( v ) => /^\s*\d{1,2}\s*\/\s*\d{2,4}\s*$/.test( v ),
	},
	{
		name: 'cvc',
		label: 'Security code',
		placeholder: 'CVC',
		autocomplete: 'cc-csc',
		incomplete: {
			code: 'incomplete_cvc',
			message: "Your card's security code is incomplete.",
		},
		complete: ( v ) => /^\d{3,4}$/.test( v.trim() ),
	},
];

const COUNTRY: FieldSpec = {
	name: 'country',
	label: 'Country',
	options: [
		[ 'DE', 'Germany' ],
		[ 'FR', 'France' ],
		[ 'NL', 'Netherlands' ],
		[ 'PL', 'Poland' ],
		[ 'GB', 'United Kingdom' ],
		[ 'US', 'United States' ],
		[ 'BR', 'Brazil' ],
		[ 'MX', 'Mexico' ],
	],
};

/**
 * The billing address parts a card element asks for: each unless the page
 * set it to 'never' (`fields.billingDetails.address`, whole or per part).
 */
export interface AddressCollection {
	country: boolean;
	postalCode: boolean;
}

export function fieldsFor(
	type: string,
	collect: AddressCollection
): FieldSpec[] {
	switch ( type ) {
		case 'card':
			return [
				...CARD_FIELDS,
				...( collect.country ? [ COUNTRY ] : [] ),
				...( collect.postalCode
					? [
							{
								name: 'postal_code',
								label: 'Postal code',
								autocomplete: 'postal-code',
							},
						]
					: [] ),
			];
		case 'sepa_debit':
			return [
				{
					name: 'iban',
					label: 'IBAN',
					placeholder: 'DE00 0000 0000 0000 0000 00',
					incomplete: {
						code: 'incomplete_iban',
						message: 'Your IBAN is incomplete.',
					},
					complete: ( v ) => v.replace( /\s/g, '' ).length >= 15,
				},
			];
		case 'boleto':
			return [
				{
					name: 'tax_id',
					label: 'CPF/CNPJ',
					incomplete: {
						code: 'incomplete_tax_id',
						message: 'Your CPF/CNPJ is incomplete.',
					},
					complete: ( v ) => digits( v ).length >= 11,
				},
			];
		case 'bacs_debit':
			return [
				{
					name: 'sort_code',
					label: 'Sort code',
					placeholder: '10-88-00',
					incomplete: {
						code: 'incomplete_sort_code',
						message: 'Your sort code is incomplete.',
					},
					complete: ( v ) => digits( v ).length === 6,
				},
				{
					name: 'account_number',
					label: 'Account number',
					placeholder: '00012345',
					incomplete: {
						code: 'incomplete_account_number',
						message: 'Your account number is incomplete.',
					},
					complete: ( v ) => digits( v ).length === 8,
				},
				{
					// Bacs' own confirmation, which Stripe asks the payer
					// for beside the bank details.
					name: 'mandate_confirmed',
					label: 'I understand that this merchant has partnered with Stripe, who collects Direct Debits on its behalf, and I confirm that I am the account holder and the only person required to authorise debits from this account.',
					checkbox: true,
					incomplete: {
						code: 'incomplete_mandate',
						message:
							'Please confirm that you are the account holder to set up the Direct Debit.',
					},
					complete: ( v ) => v === 'yes',
				},
			];
		case 'au_becs_debit':
			return [
				{
					name: 'bsb_number',
					label: 'BSB',
					incomplete: {
						code: 'incomplete_bsb',
						message: 'Your BSB is incomplete.',
					},
					complete: ( v ) => digits( v ).length === 6,
				},
				{
					name: 'account_number',
					label: 'Account number',
					incomplete: {
						code: 'incomplete_account_number',
						message: 'Your account number is incomplete.',
					},
					complete: ( v ) => digits( v ).length >= 5,
				},
			];
		default:
			return [];
	}
}

export const REDIRECT_NOTE =
	'After submission, you will be redirected to securely complete next steps.';
