/**
 * Creating a payment method as Stripe does: the type is required; cards are
 * checked (number, expiry, security code); SEPA needs a plausible IBAN.
 */
import { validateCard } from './card-validation';
import { cardBrand } from './test-cards';
import { stripeId } from './ids';
import type { PaymentMethod, StripeResult } from './types';

export function buildPaymentMethod(
	params: Record< string, unknown >
): StripeResult< PaymentMethod > {
	const type = typeof params.type === 'string' ? params.type : '';
	if ( ! type ) {
		return {
			ok: false,
			error: {
				type: 'invalid_request_error',
				code: 'parameter_missing',
				message: 'Missing required param: type.',
				param: 'type',
			},
		};
	}
	const method: PaymentMethod = {
		id: stripeId( 'pm' ),
		object: 'payment_method',
		type,
		billing_details:
			( params.billing_details as PaymentMethod[ 'billing_details' ] ) ||
			{},
		customer: null,
		created: Math.floor( Date.now() / 1000 ),
	};
	if ( type === 'card' ) {
		const card = validateCard(
			( params.card as Record< string, unknown > ) || {}
		);
		if ( ! card.ok ) {
			return card;
		}
		method.card = {
			brand: cardBrand( card.number ),
			last4: card.number.slice( -4 ),
			exp_month: card.month,
			exp_year: card.year,
			test_number: card.number,
		};
	}
	if ( type === 'sepa_debit' ) {
		const iban = String(
			( params.sepa_debit as Record< string, unknown > )?.iban || ''
		).replace( /\s/g, '' );
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
		method.sepa_debit = {
			last4: iban.slice( -4 ),
			country: iban.slice( 0, 2 ),
		};
	}
	return { ok: true, value: method };
}
