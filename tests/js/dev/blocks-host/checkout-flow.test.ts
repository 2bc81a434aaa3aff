/**
 * Place Order end to end against a fake Store API: the request WooCommerce
 * sends, and what each kind of answer leads to.
 */
import { createEmitters } from '../../../../dev/browser/blocks-host/emitters';
import { placeOrder } from '../../../../dev/browser/blocks-host/flow';
import type { FlowInput } from '../../../../dev/browser/blocks-host/flow';
import type { CheckoutAnswer } from '../../../../dev/browser/blocks-host/api';
import { flowInput } from '../../fixtures/flow-input';

function setup(
	answer: CheckoutAnswer,
	overrides: Partial< FlowInput[ 'request' ] > = {}
) {
	const emitters = createEmitters();
	const notices: Array< { id?: string; content: string; context: string } > =
		[];
	const statuses: string[] = [];
	const post = jest.fn( async ( body: unknown ) => {
		void body;
		return answer;
	} );
	const navigate = jest.fn();
	const input = flowInput(
		{
			emitters,
			setCheckoutStatus: ( status ) => statuses.push( status ),
			addNotice: ( notice ) => notices.push( notice ),
			hasErrorNotice: () => notices.length > 0,
			navigate,
			post,
		},
		overrides
	);
	return {
		on: emitters.registration,
		run: () => placeOrder( input ),
		post,
		notices,
		statuses,
		navigate,
	};
}

const json = ( status: number, body: unknown ): CheckoutAnswer => ( {
	kind: 'json',
	ok: status >= 200 && status < 300,
	status,
	body,
} );
const declined = json( 400, {
	order_id: 7,
	payment_result: {
		payment_status: 'failure',
		payment_details: [
			{
				key: 'errorMessage',
				value: 'Your card was declined &amp; not charged.',
			},
		],
		redirect_url: '',
	},
} );

describe( 'the checkout request', () => {
	it( 'carries expected_total and additional_fields, payment data only when the cart needs payment', async () => {
		const paying = setup( json( 200, {} ) );
		await paying.run();
		expect( paying.post.mock.calls[ 0 ][ 0 ] ).toMatchObject( {
			expected_total: '1980',
			additional_fields: {},
			payment_method: 'stripe',
			payment_data: [
				{ key: 'wc-stripe-new-payment-method', value: false },
			],
		} );
		const free = setup( json( 200, {} ), { needsPayment: false } );
		await free.run();
		const body = free.post.mock.calls[ 0 ][ 0 ] as Record<
			string,
			unknown
		>;
		expect( body ).not.toHaveProperty( 'payment_method' );
		expect( body ).not.toHaveProperty( 'payment_data' );
		expect( body ).not.toHaveProperty( 'shipping_address' );
	} );
	it( 'an express payment sends no expected_total', async () => {
		const express = setup( json( 200, {} ), {
			isExpressPaymentActive: true,
		} );
		await express.run();
		expect( express.post.mock.calls[ 0 ][ 0 ] ).not.toHaveProperty(
			'expected_total'
		);
	} );
} );

describe( 'the HTTP status chooses success or fail observers', () => {
	it( 'a 202 "pending" runs the success observers', async () => {
		const flow = setup(
			json( 202, {
				payment_result: {
					payment_status: 'pending',
					redirect_url: '/pay',
					payment_details: [],
				},
			} )
		);
		const success = jest.fn();
		const fail = jest.fn();
		flow.on.onCheckoutSuccess( success );
		flow.on.onCheckoutFail( fail );
		await flow.run();
		expect( success ).toHaveBeenCalled();
		expect( fail ).not.toHaveBeenCalled();
		expect( flow.navigate ).toHaveBeenCalledWith( '/pay' );
	} );
	it( 'fail observers run without payment_result, and message is the top-level one only', async () => {
		const flow = setup(
			json( 500, {
				code: 'internal_server_error',
				message: 'Critical &amp; error',
				data: { status: 500 },
			} )
		);
		const fail = jest.fn();
		flow.on.onCheckoutFail( fail );
		await flow.run();
		expect( fail ).toHaveBeenCalledWith(
			expect.objectContaining( {
				processingResponse: expect.objectContaining( {
					paymentStatus: 'not set',
					message: 'Critical & error',
				} ),
			} )
		);
		// The error answer's own notice, in the cart area; no default one.
		expect( flow.notices ).toEqual( [
			{
				id: 'internal_server_error',
				content: 'Critical & error',
				context: 'wc/cart',
			},
		] );
	} );
	it( 'payment details are entity-decoded; a decline without top-level message has none', async () => {
		const flow = setup( declined );
		const fail = jest.fn();
		flow.on.onCheckoutFail( fail );
		await flow.run();
		expect( fail.mock.calls[ 0 ][ 0 ].processingResponse ).toEqual( {
			paymentStatus: 'failure',
			paymentDetails: {
				errorMessage: 'Your card was declined & not charged.',
			},
			redirectUrl: '',
			message: '',
		} );
	} );
} );

describe( 'after the observers', () => {
	it( "a success observer's error also runs the fail observers", async () => {
		const flow = setup(
			json( 200, {
				payment_result: {
					payment_status: 'success',
					redirect_url: '/done',
					payment_details: [],
				},
			} )
		);
		const fail = jest.fn();
		flow.on.onCheckoutSuccess( () => ( {
			type: 'error',
			message: '3DS failed',
			messageContext: 'wc/checkout/payments',
		} ) );
		flow.on.onCheckoutFail( fail );
		await flow.run();
		expect( fail ).toHaveBeenCalled();
		expect( flow.navigate ).not.toHaveBeenCalled();
		expect( flow.statuses.pop() ).toBe( 'idle' );
	} );
	it( 'the default failure notice appears only when no error notice exists', async () => {
		const quiet = setup( declined );
		await quiet.run();
		expect( quiet.notices ).toEqual( [
			{
				id: 'checkout',
				content:
					'Something went wrong. Please contact us to get assistance.',
				context: 'wc/checkout',
			},
		] );
		const told = setup( declined );
		told.on.onCheckoutFail( () => ( {
			type: 'failure',
			message: 'Declined',
			messageContext: 'wc/checkout/payments',
		} ) );
		await told.run();
		expect( told.notices ).toEqual( [
			{ content: 'Declined', context: 'wc/checkout/payments' },
		] );
	} );
	it( "redirectUrl is the last success's string, even empty, and empty means no navigation", async () => {
		const flow = setup(
			json( 200, {
				payment_result: {
					payment_status: 'success',
					redirect_url: '/done',
					payment_details: [],
				},
			} )
		);
		flow.on.onCheckoutSuccess( () => ( {
			type: 'success',
			redirectUrl: '/first',
		} ) );
		flow.on.onCheckoutSuccess( () => ( {
			type: 'success',
			redirectUrl: '',
		} ) );
		await flow.run();
		expect( flow.statuses.pop() ).toBe( 'complete' );
		expect( flow.navigate ).not.toHaveBeenCalled();
	} );
	it( 'retry: false completes the checkout after a failure', async () => {
		const flow = setup( declined );
		flow.on.onCheckoutFail( () => ( {
			type: 'failure',
			message: 'Final',
			retry: false,
		} ) );
		await flow.run();
		expect( flow.statuses.pop() ).toBe( 'complete' );
	} );
	it( 'no answer at all tells the shopper to check before retrying', async () => {
		const flow = setup( { kind: 'no-answer' } );
		await flow.run();
		expect( flow.notices[ 0 ] ).toMatchObject( {
			id: 'unknown_error',
			context: 'wc/cart',
			content: expect.stringContaining(
				'Check your email for order updates'
			),
		} );
	} );
} );

describe( 'validation observers', () => {
	it( 'read errorMessage and context, and stop before payment', async () => {
		const flow = setup( json( 200, {} ) );
		const setupObserver = jest.fn();
		flow.on.onCheckoutValidation( () => ( {
			type: 'error',
			errorMessage: 'Accept the terms',
			context: 'wc/checkout/checkout-actions',
		} ) );
		flow.on.onPaymentSetup( setupObserver );
		await flow.run();
		expect( flow.notices ).toEqual( [
			{
				content: 'Accept the terms',
				context: 'wc/checkout/checkout-actions',
			},
		] );
		expect( setupObserver ).not.toHaveBeenCalled();
		expect( flow.post ).not.toHaveBeenCalled();
	} );
} );
