/**
 * The bank details a debit's payment method carries, checked as Stripe
 * checks them when the method is made, and Stripe's documented test
 * accounts whose debits fail once they are processing.
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

function bacs( details: Details ): Built {
	const sortCode = digits( details.sort_code );
	const account = digits( details.account_number );
	if ( sortCode.length !== 6 ) {
		return invalid( 'bacs_debit[sort_code]', 'Your sort code is invalid.' );
	}
	if ( account.length !== 8 ) {
		return invalid(
			'bacs_debit[account_number]',
			'Your account number is invalid.'
		);
	}
	return {
		ok: true,
		patch: {
			bacs_debit: { last4: account.slice( -4 ), sort_code: sortCode },
			...outcome( account ),
		},
	};
}

function becs( details: Details ): Built {
	const bsb = digits( details.bsb_number );
	const account = digits( details.account_number );
	if ( bsb.length !== 6 ) {
		return invalid( 'au_becs_debit[bsb_number]', 'Your BSB is invalid.' );
	}
	if ( account.length < 5 || account.length > 9 ) {
		return invalid(
			'au_becs_debit[account_number]',
			'Your account number is invalid.'
		);
	}
	return {
		ok: true,
		patch: {
			au_becs_debit: { last4: account.slice( -4 ), bsb_number: bsb },
			...outcome( account ),
		},
	};
}

/**
 * ACH: an account picked through Financial Connections (instant), or typed
 * in by hand, which Stripe then verifies with micro-deposits.
 */
function ach( details: Details ): Built {
	const linked = String( details.financial_connections_account || '' );
	if ( linked ) {
		const account = linked === 'fca_failing' ? '000111111116' : '6789';
		return {
			ok: true,
			patch: {
				us_bank_account: {
					last4: account.slice( -4 ),
					bank_name: 'StripeBank',
					routing_number: '110000000',
					verification: 'instant',
				},
				...outcome( account ),
			},
		};
	}
	const routing = digits( details.routing_number );
	const account = digits( details.account_number );
	if ( routing.length !== 9 ) {
		return invalid(
			'us_bank_account[routing_number]',
			'Your routing number is invalid.'
		);
	}
	if ( account.length < 4 || account.length > 17 ) {
		return invalid(
			'us_bank_account[account_number]',
			'Your account number is invalid.'
		);
	}
	return {
		ok: true,
		patch: {
			us_bank_account: {
				last4: account.slice( -4 ),
				bank_name: 'StripeBank',
				routing_number: routing,
				verification: 'microdeposits',
			},
			...outcome( account ),
		},
	};
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
	if ( institution.length !== 3 || transit.length !== 5 ) {
		return invalid(
			'acss_debit[transit_number]',
			'Your institution or transit number is invalid.'
		);
	}
	if ( account.length < 7 || account.length > 12 ) {
		return invalid(
			'acss_debit[account_number]',
			'Your account number is invalid.'
		);
	}
	return {
		ok: true,
		patch: {
			acss_debit: {
				last4: account.slice( -4 ),
				institution_number: institution,
				transit_number: transit,
			},
			...outcome( account ),
		},
	};
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
