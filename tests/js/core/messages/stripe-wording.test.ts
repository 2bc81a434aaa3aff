/**
 * One message per error: a refusal that reaches us as Stripe's words alone
 * (the gateway relays `error.message` and nothing else) is told in the same
 * catalogue words as the same refusal with its code (SPEC §8). Anything
 * else, the shop's own words included, is kept as it was written.
 */
import {
	mapProviderError,
	mapRelayedMessage,
} from '../../../../assets/js/core/messages';
import { cardOutcome } from '../../../../dev/server/stripe/test-cards';
import { validateCard } from '../../../../dev/server/stripe/card-validation';
import type { StripeError } from '../../../../dev/server/stripe/types';

/** Stripe's documented test cards the shop's Stripe double refuses. */
const REFUSED_CARDS = [
	'4000000000000002',
	'4000000000009995',
	'4000000000009987',
	'4000000000009979',
	'4000000000000069',
	'4000000000000127',
	'4000000000000119',
	'4100000000000019',
	'4000008260003178',
];

function refusals(): StripeError[] {
	const errors: StripeError[] = [];
	for ( const number of REFUSED_CARDS ) {
		const outcome = cardOutcome( number );
		if ( outcome.kind === 'decline' ) {
			errors.push( outcome.error );
		} else if (
			outcome.kind === 'authenticate' &&
			outcome.after.kind === 'decline'
		) {
			errors.push( outcome.after.error );
		}
	}
	// What Stripe says of a card it cannot take as entered.
	const now = new Date( 2030, 5, 1 );
	for ( const card of [
		{ number: '4242', exp_month: 1, exp_year: 40, cvc: '123' },
		{ number: '4242424242424241', exp_month: 1, exp_year: 40, cvc: '1' },
		{ number: '4242424242424242', exp_month: 13, exp_year: 40 },
		{ number: '4242424242424242', exp_month: 1, exp_year: 'x' },
		{ number: '4242424242424242', exp_month: 1, exp_year: 20 },
		{ number: '4242424242424242', exp_month: 1, exp_year: 40, cvc: '' },
	] ) {
		const checked = validateCard( card, now );
		if ( ! checked.ok ) {
			errors.push( checked.error );
		}
	}
	return errors;
}

describe( "Stripe's words relayed alone are told as the error with its code", () => {
	const errors = refusals();

	it( "every refusal of the shop's Stripe is covered", () => {
		expect( errors.length ).toBe( REFUSED_CARDS.length + 6 );
	} );

	it.each( errors.map( ( error ) => [ error.message, error ] ) )(
		'%s',
		( message, error ) => {
			const withCode = mapProviderError( error );
			expect( mapRelayedMessage( message as string ) ).toBe( withCode );
			expect( withCode ).not.toBe( message );
		}
	);

	it.each( [
		[ 'Your card was declined.', 'The card was declined.' ],
		[ 'Your card has insufficient funds.', 'The card was declined.' ],
		[ 'Your card has expired.', 'The card has expired.' ],
		[
			"Your card's security code is incorrect.",
			'The card security code is incorrect.',
		],
		[
			'Your card number is invalid.',
			'The card number is not a valid credit card number.',
		],
		[
			'We are unable to authenticate your payment method. Please choose a different payment method and try again.',
			'Unable to process this payment, please try again or use alternative method.',
		],
	] )( "'%s' → '%s'", ( stripe, catalogue ) => {
		expect( mapRelayedMessage( stripe ) ).toBe( catalogue );
		expect( mapProviderError( { message: stripe } ) ).toBe( catalogue );
	} );

	it( 'a text printed with space around it is still recognised', () => {
		expect( mapRelayedMessage( '\n\t Your card was declined. \n' ) ).toBe(
			'The card was declined.'
		);
	} );

	it( "the store owner's text for a code applies to Stripe's words too", () => {
		expect(
			mapRelayedMessage( 'Your card was declined.', {
				configured: { card_declined: 'Please call your bank.' },
			} )
		).toBe( 'Please call your bank.' );
	} );
} );

describe( 'Any other text is kept as it was written', () => {
	it.each( [
		'You cannot add a new payment method so soon after the previous one.',
		'Unable to verify your request. Please refresh the page and try again.',
		'The card was declined.',
		'Your card was declined. Your request was in live mode, but used a known test card.',
		'your card was declined.',
	] )( '%s', ( text ) => {
		expect( mapRelayedMessage( text ) ).toBe( text );
	} );

	it( 'an empty message stays empty', () => {
		expect( mapRelayedMessage( '' ) ).toBe( '' );
	} );

	it( "an error with a type or a code is read by them, not by Stripe's words", () => {
		expect(
			mapProviderError( {
				type: 'card_error',
				code: 'expired_card',
				message: 'Your card was declined.',
			} )
		).toBe( 'The card has expired.' );
	} );
} );
