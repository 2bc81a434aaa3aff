/**
 * @jest-environment node
 */
/**
 * The emulated Stripe account follows Stripe's documented test cards.
 */
import { createStripeAccount } from '../../../dev/server/stripe/account';
import type {
	CreatePaymentIntentParams,
	StripeAccount,
} from '../../../dev/server/stripe/types';

/** A new payment intent the account accepted. */
function newIntent(
	account: StripeAccount,
	params: CreatePaymentIntentParams
) {
	const created = account.createPaymentIntent( params );
	if ( ! created.ok ) {
		throw new Error( created.error.message );
	}
	return created.value;
}

function payWith( number: string, options: { off_session?: boolean } = {} ) {
	const account = createStripeAccount();
	const method = account.createPaymentMethod( {
		type: 'card',
		card: { number, exp_month: 12, exp_year: 2034, cvc: '123' },
	} );
	if ( ! method.ok ) {
		return { account, result: method };
	}
	const intent = newIntent( account, {
		amount: 1000,
		currency: 'EUR',
		payment_method_types: [ 'card' ],
	} );
	return {
		account,
		intent,
		result: account.confirmPaymentIntent( intent.id, {
			payment_method: method.value.id,
			...options,
		} ),
	};
}

describe( 'Test cards (CONTRACTS §4)', () => {
	it( '4242 4242 4242 4242 succeeds and is charged once', () => {
		const { result } = payWith( '4242424242424242' );
		expect( result.ok && result.value ).toMatchObject( {
			status: 'succeeded',
			charge_count: 1,
			confirm_count: 1,
		} );
	} );
	it.each( [
		[ '4000000000000002', 'card_declined', 'generic_decline' ],
		[ '4000000000009995', 'card_declined', 'insufficient_funds' ],
		[ '4000000000009987', 'card_declined', 'lost_card' ],
		[ '4000000000009979', 'card_declined', 'stolen_card' ],
		[ '4000000000000069', 'expired_card', 'expired_card' ],
		[ '4000000000000127', 'incorrect_cvc', 'incorrect_cvc' ],
		[ '4000000000000119', 'processing_error', 'processing_error' ],
		[ '4100000000000019', 'card_declined', 'fraudulent' ],
	] )( '%s → %s / %s', ( number, code, declineCode ) => {
		const { result } = payWith( number );
		expect( result.ok ).toBe( false );
		expect( ! result.ok && result.error ).toMatchObject( {
			type: 'card_error',
			code,
			decline_code: declineCode,
			payment_intent: {
				status: 'requires_payment_method',
				charge_count: 0,
			},
		} );
	} );
	it( '4242 4242 4242 4241 is an incorrect number at creation', () => {
		const { result } = payWith( '4242424242424241' );
		expect( ! result.ok && result.error ).toMatchObject( {
			type: 'card_error',
			code: 'incorrect_number',
		} );
	} );
	it( '4000 0027 6000 3184 requires 3D Secure; complete → succeeded, fail → authentication failure', () => {
		const first = payWith( '4000002760003184' );
		expect( first.result.ok && first.result.value ).toMatchObject( {
			status: 'requires_action',
			next_action: { type: 'use_stripe_sdk' },
		} );
		expect(
			first.account.authenticate( first.intent!.id, 'complete' )
		).toMatchObject( {
			ok: true,
			value: { status: 'succeeded', charge_count: 1 },
		} );
		const second = payWith( '4000002760003184' );
		expect(
			second.account.authenticate( second.intent!.id, 'fail' )
		).toMatchObject( {
			ok: false,
			error: { code: 'payment_intent_authentication_failure' },
		} );
	} );
	it( '4000 0025 0000 3155 needs 3D Secure on-session only', () => {
		expect( payWith( '4000002500003155' ).result ).toMatchObject( {
			ok: true,
			value: { status: 'requires_action' },
		} );
		expect(
			payWith( '4000002500003155', { off_session: true } ).result
		).toMatchObject( { ok: true, value: { status: 'succeeded' } } );
	} );
	it( '4000 0082 6000 3178 authenticates, then is declined for insufficient funds', () => {
		const { account, intent } = payWith( '4000008260003178' );
		expect( account.authenticate( intent!.id, 'complete' ) ).toMatchObject(
			{ ok: false, error: { decline_code: 'insufficient_funds' } }
		);
	} );
	it( 'confirming a succeeded intent again charges nothing more', () => {
		const { account, intent } = payWith( '4242424242424242' );
		const again = account.confirmPaymentIntent( intent!.id, {} );
		expect( again.ok && again.value ).toMatchObject( {
			confirm_count: 2,
			charge_count: 1,
		} );
	} );
} );

describe( 'Confirmation tokens', () => {
	it( "an intent confirmed with a confirmation token pays with the method the browser made, as Stripe's confirmation_token does", () => {
		const account = createStripeAccount();
		const token = account.createConfirmationToken( {
			payment_method_data: {
				type: 'card',
				card: {
					number: '4242424242424242',
					exp_month: 12,
					exp_year: 2034,
					cvc: '123',
				},
			},
		} );
		expect( token.ok ).toBe( true );
		const intent = newIntent( account, {
			amount: 1000,
			currency: 'EUR',
			payment_method_types: [ 'card' ],
		} );
		const result = account.confirmPaymentIntent( intent.id, {
			confirmation_token: token.ok ? String( token.value.id ) : '',
		} );
		expect( result.ok && result.value ).toMatchObject( {
			status: 'succeeded',
			charge_count: 1,
		} );
	} );

	it( 'an unknown confirmation token pays nothing', () => {
		const account = createStripeAccount();
		const intent = newIntent( account, {
			amount: 1000,
			currency: 'EUR',
			payment_method_types: [ 'card' ],
		} );
		const result = account.confirmPaymentIntent( intent.id, {
			confirmation_token: 'ctoken_unknown',
		} );
		expect( result.ok ).toBe( false );
	} );
} );

describe( 'Per-method flows (CONTRACTS §5)', () => {
	const CURRENCY: Record< string, string > = {
		oxxo: 'MXN',
		blik: 'PLN',
	};
	function confirm( type: string, extra: Record< string, unknown > = {} ) {
		const account = createStripeAccount();
		const method = account.createPaymentMethod( { type, ...extra } );
		const intent = newIntent( account, {
			amount: 1000,
			currency: CURRENCY[ type ] || 'EUR',
			payment_method_types: [ type ],
		} );
		return account.confirmPaymentIntent( intent.id, {
			payment_method: method.ok ? method.value.id : '',
			return_url: 'http://shop.test/r',
			origin: 'http://shop.test',
			mandate_data: {
				customer_acceptance: { type: 'online', online: {} },
			},
		} );
	}
	it( 'redirect methods ask for a redirect to the authorisation page', () => {
		expect( confirm( 'ideal' ) ).toMatchObject( {
			ok: true,
			value: {
				status: 'requires_action',
				next_action: {
					type: 'redirect_to_url',
					redirect_to_url: { return_url: 'http://shop.test/r' },
				},
			},
		} );
	} );
	it( 'SEPA Direct Debit is processing (and charged once)', () => {
		expect(
			confirm( 'sepa_debit', {
				sepa_debit: { iban: 'DE89370400440532013000' },
			} )
		).toMatchObject( {
			ok: true,
			value: { status: 'processing', charge_count: 1 },
		} );
	} );
	it( 'vouchers show their display details', () => {
		expect( confirm( 'oxxo' ) ).toMatchObject( {
			ok: true,
			value: { next_action: { type: 'oxxo_display_details' } },
		} );
	} );
	it( 'wallets and BLIK wait for the app', () => {
		expect( confirm( 'wechat_pay' ) ).toMatchObject( {
			ok: true,
			value: { next_action: { type: 'wechat_pay_display_qr_code' } },
		} );
		expect( confirm( 'blik' ) ).toMatchObject( {
			ok: true,
			value: { next_action: { type: 'blik_authorize' } },
		} );
	} );
} );
