/**
 * @jest-environment node
 */
/**
 * The emulated Stripe account refuses what Stripe refuses and runs each
 * family as Stripe does: retired types, currencies, amount limits,
 * customers' countries, debits confirmed on the server without the
 * customer's mandate, ACSS without its mandate options (a deferred
 * intent); debits processing, waiting for micro-deposits or failing later;
 * vouchers expiring; saved wallets paying without their step again.
 */
import { createStripeAccount } from '../../../dev/server/stripe/account';
import type {
	ConfirmParams,
	StripeAccount,
	StripeEvent,
} from '../../../dev/server/stripe/types';

const MANDATE: ConfirmParams[ 'mandate_data' ] = {
	customer_acceptance: {
		type: 'online',
		online: { ip_address: '127.0.0.1', user_agent: 'test' },
	},
};

function pay(
	account: StripeAccount,
	method: Record< string, unknown >,
	intent: { currency: string; amount?: number; options?: object },
	confirm: ConfirmParams = { mandate_data: MANDATE }
) {
	const created = account.createPaymentMethod( method );
	if ( ! created.ok ) {
		return { created };
	}
	const made = account.createPaymentIntent( {
		amount: intent.amount ?? 2000,
		currency: intent.currency,
		payment_method_types: [ created.value.type ],
		payment_method_options: intent.options as never,
	} );
	if ( ! made.ok ) {
		return { created, made };
	}
	return {
		created,
		made,
		result: account.confirmPaymentIntent( made.value.id, {
			payment_method: created.value.id,
			origin: 'http://shop.test',
			return_url: 'http://shop.test/r',
			...confirm,
		} ),
	};
}

const ACSS_OPTIONS = {
	acss_debit: {
		mandate_options: {
			payment_schedule: 'combined',
			interval_description: 'when you pay',
			transaction_type: 'personal',
		},
	},
};

const nextTick = () => new Promise( ( resolve ) => setImmediate( resolve ) );

describe( 'Stripe refuses', () => {
	it.each( [ 'giropay', 'sofort' ] )(
		'a %s payment method: Stripe no longer processes it',
		( type ) => {
			const result = createStripeAccount().createPaymentMethod( {
				type,
			} );
			expect( result.ok ).toBe( false );
		}
	);
	it( 'an intent in a currency the type is not presented in (iDEAL in USD)', () => {
		const made = createStripeAccount().createPaymentIntent( {
			amount: 1000,
			currency: 'usd',
			payment_method_types: [ 'ideal' ],
		} );
		expect( ! made.ok && made.error ).toMatchObject( {
			param: 'currency',
		} );
	} );
	it( 'an amount outside the limits (Affirm under 50.00)', () => {
		const made = createStripeAccount().createPaymentIntent( {
			amount: 4000,
			currency: 'usd',
			payment_method_types: [ 'affirm' ],
		} );
		expect( ! made.ok && made.error.code ).toBe( 'amount_too_small' );
	} );
	it( 'a customer from a country the type does not serve (Boleto for a US address)', () => {
		const { result } = pay(
			createStripeAccount(),
			{
				type: 'boleto',
				billing_details: { address: { country: 'US' } },
			},
			{ currency: 'brl' }
		);
		expect( result?.ok ).toBe( false );
	} );
	it( 'a debit confirmed on the server without the mandate the customer accepted', () => {
		const { result } = pay(
			createStripeAccount(),
			{
				type: 'sepa_debit',
				sepa_debit: { iban: 'DE89370400440532013000' },
			},
			{ currency: 'eur' },
			{}
		);
		expect( ! result?.ok && result?.error ).toMatchObject( {
			param: 'mandate_data',
		} );
	} );
	it( 'an ACSS intent without its mandate options, as a deferred intent would be', () => {
		const made = createStripeAccount().createPaymentIntent( {
			amount: 1000,
			currency: 'cad',
			payment_method_types: [ 'acss_debit' ],
		} );
		expect( made.ok ).toBe( false );
	} );
	it( 'a method the intent does not allow', () => {
		const account = createStripeAccount();
		const method = account.createPaymentMethod( { type: 'eps' } );
		const made = account.createPaymentIntent( {
			amount: 1000,
			currency: 'eur',
			payment_method_types: [ 'ideal' ],
		} );
		const result =
			method.ok && made.ok
				? account.confirmPaymentIntent( made.value.id, {
						payment_method: method.value.id,
					} )
				: null;
		expect( result?.ok ).toBe( false );
	} );
} );

describe( 'debits', () => {
	it.each( [
		[
			'bacs_debit',
			{ sort_code: '108800', account_number: '00012345' },
			'gbp',
		],
		[
			'au_becs_debit',
			{ bsb_number: '000000', account_number: '000123456' },
			'aud',
		],
		[
			'us_bank_account',
			{ financial_connections_account: 'fca_success' },
			'usd',
		],
	] )(
		'%s is processing once confirmed with the mandate',
		( type, details, currency ) => {
			const { result } = pay(
				createStripeAccount(),
				{ type, [ type ]: details },
				{ currency }
			);
			expect( result?.ok && result.value.status ).toBe( 'processing' );
		}
	);
	it( 'Bacs needs a six-digit sort code and an eight-digit account number', () => {
		const result = createStripeAccount().createPaymentMethod( {
			type: 'bacs_debit',
			bacs_debit: { sort_code: '1088', account_number: '00012345' },
		} );
		expect( result.ok ).toBe( false );
	} );
	it( 'ACH typed in by hand waits for micro-deposits', () => {
		const { result } = pay(
			createStripeAccount(),
			{
				type: 'us_bank_account',
				us_bank_account: {
					routing_number: '110000000',
					account_number: '000123456789',
				},
			},
			{ currency: 'usd' }
		);
		expect( result?.ok && result.value.next_action?.type ).toBe(
			'verify_with_microdeposits'
		);
	} );
	it( 'ACSS with its mandate options, its account from the dialog, is processing', () => {
		const { result } = pay(
			createStripeAccount(),
			{
				type: 'acss_debit',
				acss_debit: {
					institution_number: '000',
					transit_number: '11000',
					account_number: '000123456789',
				},
			},
			{ currency: 'cad', options: ACSS_OPTIONS }
		);
		expect( result?.ok && result.value.status ).toBe( 'processing' );
	} );
	it( "a failing test account's debit fails after processing, and the shop hears of it", async () => {
		const account = createStripeAccount();
		const events: StripeEvent[] = [];
		account.onEvent( ( event ) => events.push( event ) );
		const { result } = pay(
			account,
			{
				type: 'sepa_debit',
				sepa_debit: { iban: 'DE62370400440532013001' },
			},
			{ currency: 'eur' }
		);
		expect( result?.ok && result.value.status ).toBe( 'processing' );
		await nextTick();
		expect( events.map( ( event ) => event.type ) ).toEqual( [
			'payment_intent.payment_failed',
		] );
		expect( events[ 0 ].intent.status ).toBe( 'requires_payment_method' );
	} );
} );

describe( 'vouchers', () => {
	it( 'a voucher awaits payment once shown; a test voucher made to expire (email …expire_immediately@…) then fails', async () => {
		const account = createStripeAccount();
		const events: StripeEvent[] = [];
		account.onEvent( ( event ) => events.push( event ) );
		const { result } = pay(
			account,
			{
				type: 'oxxo',
				billing_details: {
					email: 'expire_immediately@example.com',
					address: { country: 'MX' },
				},
			},
			{ currency: 'mxn' }
		);
		expect( result?.ok && result.value.next_action?.type ).toBe(
			'oxxo_display_details'
		);
		account.voucherShown( result?.ok ? result.value.id : '' );
		await nextTick();
		// Awaiting payment once shown (the order goes on hold), then expired.
		expect( events.map( ( event ) => event.type ) ).toEqual( [
			'payment_intent.requires_action',
			'payment_intent.payment_failed',
		] );
	} );
} );

describe( 'saved wallets', () => {
	it( 'a saved Cash App Pay method of the customer pays without the QR code', () => {
		const account = createStripeAccount();
		const method = account.createPaymentMethod( { type: 'cashapp' } );
		const id = method.ok ? method.value.id : '';
		account.attachPaymentMethod( id, 'cus_1' );
		const made = account.createPaymentIntent( {
			amount: 1000,
			currency: 'usd',
			payment_method_types: [ 'cashapp' ],
			customer: 'cus_1',
		} );
		const result = made.ok
			? account.confirmPaymentIntent( made.value.id, {
					payment_method: id,
				} )
			: null;
		expect( result?.ok && result.value.status ).toBe( 'succeeded' );
	} );
} );
