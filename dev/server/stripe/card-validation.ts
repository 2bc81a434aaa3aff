/**
 * The checks Stripe makes when a card payment method is created: number,
 * expiry and security code (errors as Stripe words them).
 *
 * Follows: Stripe's card validation errors (docs.stripe.com/error-codes).
 */
import { luhnValid } from './test-cards';
import type { StripeError } from './types';

export interface CardInput {
	number?: unknown;
	exp_month?: unknown;
	exp_year?: unknown;
	cvc?: unknown;
}

const cardError = (
	code: string,
	message: string,
	param: string
): StripeError => ( {
	type: 'card_error',
	code,
	message,
	param,
} );

export function validateCard(
	card: CardInput,
	now = new Date()
):
	| { ok: true; number: string; month: number; year: number }
	| { ok: false; error: StripeError } {
	const number = String( card.number ?? '' ).replace( /\D/g, '' );
	if ( ! number ) {
		return {
			ok: false,
			error: {
				type: 'invalid_request_error',
				code: 'parameter_missing',
				message: 'Missing required param: card[number].',
				param: 'card[number]',
			},
		};
	}
	if ( number.length < 13 ) {
		return {
			ok: false,
			error: cardError(
				'incomplete_number',
				'Your card number is incomplete.',
				'number'
			),
		};
	}
	if ( number.length > 19 || ! luhnValid( number ) ) {
		return {
			ok: false,
			error: cardError(
				'incorrect_number',
				'Your card number is incorrect.',
				'number'
			),
		};
	}
	const month = Number( card.exp_month );
	let year = Number( card.exp_year );
	if ( ! Number.isInteger( month ) || month < 1 || month > 12 ) {
		return {
			ok: false,
			error: cardError(
				'invalid_expiry_month',
				"Your card's expiration month is invalid.",
				'exp_month'
			),
		};
	}
	if ( ! Number.isInteger( year ) ) {
		return {
			ok: false,
			error: cardError(
				'invalid_expiry_year',
				"Your card's expiration year is invalid.",
				'exp_year'
			),
		};
	}
	if ( year < 100 ) {
		year += 2000;
	}
	const thisYear = now.getFullYear();
	const thisMonth = now.getMonth() + 1;
	if ( year < thisYear || ( year === thisYear && month < thisMonth ) ) {
		return {
			ok: false,
			error: cardError(
				'invalid_expiry_year_past',
				"Your card's expiration year is in the past.",
				'exp_year'
			),
		};
	}
	const cvc = String( card.cvc ?? '' );
	if ( ! /^\d{3,4}$/.test( cvc ) ) {
		return {
			ok: false,
			error: cardError(
				'incomplete_cvc',
				"Your card's security code is incomplete.",
				'cvc'
			),
		};
	}
	return { ok: true, number, month, year };
}
