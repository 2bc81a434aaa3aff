/**
 * The bank details a debit's payment method carries, checked as Stripe
 * checks them when the method is made, and Stripe's documented test
 * accounts whose debits fail once they are processing.
 *
 * Follows: Stripe's test bank accounts
 * (docs.stripe.com/testing#non-card-payments).
 */
import type { PaymentMethod, StripeError } from './types';

type Details = Record< string, unknown >;
type Built =
	| { ok: true; patch: Partial< PaymentMethod > }
	| { ok: false; error: StripeError };

const digits = ( value: unknown ) => String( value ?? '' ).replace( /\D/g, '' );

const invalid = ( param: string, message: string ): Built => ( {
	ok: false,
	error: {
		type: 'invalid_request_error',
		code: 'parameter_invalid',
		message,
		param,
	},
} );

/** Test accounts Stripe documents as failing after the debit was sent. */
const FAILING = [
	'DE62370400440532013001', // SEPA
	'33333335', // Bacs
	'111111113', // BECS, ACSS
	'000111111116', // ACH
];

const outcome = ( account: string ) =>
	FAILING.includes( account ) ? { test_outcome: 'fail' as const } : {};

function sepa( details: Details ): Built {
	const iban = String( details.iban || '' ).replace( /\s/g, '' );
	if ( ! /^[A-Z]{2}\d{2}[A-Z0-9]{10,30}$/.test( iban ) ) {
		return {
			ok: false,
			error: {
				type: 'validation_error',
				code: 'incomplete_iban',
				message: 'Your IBAN is incomplete.',
				param: 'sepa_debit[iban]',
			},
		};
	}
	return {
		ok: true,
		patch: {
			sepa_debit: {
				last4: iban.slice( -4 ),
				country: iban.slice( 0, 2 ),
			},
			...outcome( iban ),
		},
	};
}

/** A bank detail's rule: the field, whether it holds, and Stripe's refusal. */
type Rule = [ field: string, holds: boolean, message: string ];

const ACCOUNT_INVALID = 'Your account number is invalid.';

/**
 * The method's details once every rule holds, or Stripe's refusal naming
 * the first field that breaks one.
 */
function checked(
	type: string,
	rules: Rule[],
	account: string,
	fields: Record< string, string >
): Built {
	const broken = rules.find( ( [ , holds ] ) => ! holds );
	if ( broken ) {
		return invalid( `${ type }[${ broken[ 0 ] }]`, broken[ 2 ] );
	}
	const patch = {
		[ type ]: { last4: account.slice( -4 ), ...fields },
		...outcome( account ),
	};
	return { ok: true, patch: patch as Partial< PaymentMethod > };
}

const between = ( value: string, min: number, max: number ) =>
	value.length >= min && value.length <= max;

function bacs( details: Details ): Built {
	const sortCode = digits( details.sort_code );
	const account = digits( details.account_number );
	return checked(
		'bacs_debit',
		[
			[
				'sort_code',
				sortCode.length === 6,
				'Your sort code is invalid.',
			],
			[ 'account_number', account.length === 8, ACCOUNT_INVALID ],
		],
		account,
		{ sort_code: sortCode }
	);
}

function becs( details: Details ): Built {
	const bsb = digits( details.bsb_number );
	const account = digits( details.account_number );
	return checked(
		'au_becs_debit',
		[
			[ 'bsb_number', bsb.length === 6, 'Your BSB is invalid.' ],
			[ 'account_number', between( account, 5, 9 ), ACCOUNT_INVALID ],
		],
		account,
		{ bsb_number: bsb }
	);
}

/**
 * ACH: an account picked through Financial Connections (instant), or typed
 * in by hand, which Stripe then verifies with micro-deposits.
 */
function ach( details: Details ): Built {
	const linked = String( details.financial_connections_account || '' );
	const bank = { bank_name: 'StripeBank' };
	if ( linked ) {
		const account = linked === 'fca_failing' ? '000111111116' : '6789';
		return checked( 'us_bank_account', [], account, {
			...bank,
			routing_number: '110000000',
			verification: 'instant',
		} );
	}
	const routing = digits( details.routing_number );
	const account = digits( details.account_number );
	return checked(
		'us_bank_account',
		[
			[
				'routing_number',
				routing.length === 9,
				'Your routing number is invalid.',
			],
			[ 'account_number', between( account, 4, 17 ), ACCOUNT_INVALID ],
		],
		account,
		{ ...bank, routing_number: routing, verification: 'microdeposits' }
	);
}

/**
 * ACSS: the bank account comes from Stripe's own mandate dialog when the
 * shopper confirms; a method made before that carries none yet.
 */
function acss( details: Details ): Built {
	if ( ! details.account_number ) {
		return { ok: true, patch: {} };
	}
	const institution = digits( details.institution_number );
	const transit = digits( details.transit_number );
	const account = digits( details.account_number );
	return checked(
		'acss_debit',
		[
			[
				'transit_number',
				institution.length === 3 && transit.length === 5,
				'Your institution or transit number is invalid.',
			],
			[ 'account_number', between( account, 7, 12 ), ACCOUNT_INVALID ],
		],
		account,
		{ institution_number: institution, transit_number: transit }
	);
}

const BUILDERS: Record< string, ( details: Details ) => Built > = {
	sepa_debit: sepa,
	bacs_debit: bacs,
	au_becs_debit: becs,
	us_bank_account: ach,
	acss_debit: acss,
};

/** The type's bank details, or null for a type without any. */
export function bankDetails(
	type: string,
	params: Record< string, unknown >
): Built | null {
	const build = BUILDERS[ type ];
	return build ? build( ( params[ type ] as Details ) || {} ) : null;
}
