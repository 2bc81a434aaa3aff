/**
 * Adding a payment method: what the gateway's setup intent asks for next.
 * Succeeded returns it; a redirect next action sends the browser there; Cash
 * App Pay is confirmed and then goes to the return URL, else stops
 * incomplete; other types are confirmed, with a redirect only if required.
 */
import {
	finishSetupIntent,
	nextSetupStep,
} from '../../../../assets/js/classic/payment/setup-intent';

const base = { client_secret: 'seti_1_secret_x', id: 'seti_1' };

describe( 'The setup intent’s next step', () => {
	it( 'succeeded: done', () => {
		expect( nextSetupStep( { ...base, status: 'succeeded' } ) ).toEqual( {
			kind: 'done',
		} );
	} );

	it( 'a redirect_to_url next action: go there', () => {
		expect(
			nextSetupStep( {
				...base,
				status: 'requires_action',
				next_action: {
					type: 'redirect_to_url',
					redirect_to_url: { url: 'https://bank.test/auth' },
				},
			} )
		).toEqual( { kind: 'redirect', url: 'https://bank.test/auth' } );
	} );

	it( 'Cash App Pay: confirm it; anything else: confirm if required', () => {
		expect(
			nextSetupStep( {
				...base,
				status: 'requires_action',
				payment_type: 'cashapp',
			} ).kind
		).toBe( 'cashapp' );
		expect(
			nextSetupStep( {
				...base,
				status: 'requires_action',
				next_action: { type: 'use_stripe_sdk' },
			} ).kind
		).toBe( 'confirm' );
	} );
} );

describe( 'Finishing the setup intent', () => {
	const go = jest.fn();
	beforeEach( () => go.mockReset() );

	it( 'confirms in the browser (3D Secure), redirecting only if required', async () => {
		const stripe = {
			confirmSetup: jest.fn( async () => ( {
				setupIntent: { status: 'succeeded' },
			} ) ),
		};
		expect(
			await finishSetupIntent(
				stripe as never,
				{ ...base, status: 'requires_action' },
				{},
				go
			)
		).toEqual( { kind: 'saved', setupIntentId: 'seti_1' } );
		expect( stripe.confirmSetup ).toHaveBeenCalledWith( {
			clientSecret: 'seti_1_secret_x',
			redirect: 'if_required',
		} );
	} );

	it( 'a failed confirmation stops with Stripe’s message', async () => {
		const stripe = {
			confirmSetup: jest.fn( async () => ( {
				error: { type: 'card_error', code: 'card_declined' },
			} ) ),
		};
		expect(
			await finishSetupIntent(
				stripe as never,
				{ ...base, status: 'requires_action' },
				{},
				go
			)
		).toEqual( { kind: 'stopped', message: 'The card was declined.' } );
	} );

	it( 'Cash App Pay succeeded: the browser goes to the return URL', async () => {
		const stripe = {
			confirmCashappSetup: jest.fn( async () => ( {
				setupIntent: { status: 'succeeded' },
			} ) ),
		};
		const outcome = await finishSetupIntent(
			stripe as never,
			{
				...base,
				status: 'requires_action',
				payment_type: 'cashapp',
				return_url: encodeURIComponent(
					'https://shop.test/my-account/payment-methods/'
				),
			},
			{},
			go
		);
		expect( outcome ).toEqual( { kind: 'left' } );
		expect( go ).toHaveBeenCalledWith(
			'https://shop.test/my-account/payment-methods/'
		);
	} );

	it( 'Cash App Pay not finished: stopped, nothing said, nowhere to go', async () => {
		const stripe = {
			confirmCashappSetup: jest.fn( async () => ( {
				setupIntent: { status: 'requires_action' },
			} ) ),
		};
		expect(
			await finishSetupIntent(
				stripe as never,
				{ ...base, status: 'requires_action', payment_type: 'cashapp' },
				{},
				go
			)
		).toEqual( { kind: 'stopped', message: '' } );
		expect( go ).not.toHaveBeenCalled();
	} );

	it( 'never follows a script URL as a redirect', async () => {
		const outcome = await finishSetupIntent(
			{} as never,
			{
				...base,
				status: 'requires_action',
				next_action: {
					type: 'redirect_to_url',
					redirect_to_url: { url: 'javascript:alert(1)' },
				},
			},
			{},
			go
		);
		expect( outcome.kind ).toBe( 'stopped' );
		expect( go ).not.toHaveBeenCalled();
	} );
} );
