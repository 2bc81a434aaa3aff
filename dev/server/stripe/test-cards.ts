/**
 * Stripe's documented test cards and what each one does.
 *
 * Follows: Stripe's test cards (docs.stripe.com/testing).
 */
import type { StripeError } from './types';

export type CardOutcome =
	| { kind: 'succeed' }
	| { kind: 'decline'; error: StripeError }
	| {
			kind: 'authenticate';
			/** Off-session payments (saved cards) skip the challenge. */
			onSessionOnly: boolean;
			after:
				{ kind: 'succeed' } | { kind: 'decline'; error: StripeError };
	  };

function declined(
	declineCode: string,
	message: string,
	code = 'card_declined'
): StripeError {
	return { type: 'card_error', code, decline_code: declineCode, message };
}

const GENERIC_DECLINE = declined(
	'generic_decline',
	'Your card was declined.'
);
const INSUFFICIENT = declined(
	'insufficient_funds',
	'Your card has insufficient funds.'
);

const OUTCOMES: Record< string, CardOutcome > = {
	'4242424242424242': { kind: 'succeed' },
	'4000002500003155': {
		kind: 'authenticate',
		onSessionOnly: true,
		after: { kind: 'succeed' },
	},
	'4000002760003184': {
		kind: 'authenticate',
		onSessionOnly: false,
		after: { kind: 'succeed' },
	},
	'4000000000003220': {
		kind: 'authenticate',
		onSessionOnly: false,
		after: { kind: 'succeed' },
	},
	'4000008260003178': {
		kind: 'authenticate',
		onSessionOnly: false,
		after: { kind: 'decline', error: INSUFFICIENT },
	},
	'4000000000000002': { kind: 'decline', error: GENERIC_DECLINE },
	'4000000000009995': { kind: 'decline', error: INSUFFICIENT },
	'4000000000009987': {
		kind: 'decline',
		error: declined( 'lost_card', 'Your card was declined.' ),
	},
	'4000000000009979': {
		kind: 'decline',
		error: declined( 'stolen_card', 'Your card was declined.' ),
	},
	'4000000000000069': {
		kind: 'decline',
		error: declined(
			'expired_card',
			'Your card has expired.',
			'expired_card'
		),
	},
	'4000000000000127': {
		kind: 'decline',
		error: declined(
			'incorrect_cvc',
			"Your card's security code is incorrect.",
			'incorrect_cvc'
		),
	},
	'4000000000000119': {
		kind: 'decline',
		error: declined(
			'processing_error',
			'An error occurred while processing your card. Try again in a little bit.',
			'processing_error'
		),
	},
	'4100000000000019': {
		kind: 'decline',
		error: declined( 'fraudulent', 'Your card was declined.' ),
	},
};

export function cardOutcome( number: string ): CardOutcome {
	return OUTCOMES[ number ] || { kind: 'succeed' };
}

export function luhnValid( number: string ): boolean {
	let sum = 0;
	for ( let index = 0; index < number.length; index++ ) {
		let digit = Number( number[ number.length - 1 - index ] );
		if ( index % 2 === 1 ) {
			digit *= 2;
			if ( digit > 9 ) {
				digit -= 9;
			}
		}
		sum += digit;
	}
	return sum % 10 === 0;
}

export function cardBrand( number: string ): string {
	if ( number.startsWith( '4' ) ) {
		return 'visa';
	}
	if ( /^5[1-5]/.test( number ) || /^2[2-7]/.test( number ) ) {
		return 'mastercard';
	}
	if ( /^3[47]/.test( number ) ) {
		return 'amex';
	}
	return 'unknown';
}
