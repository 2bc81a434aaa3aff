/**
 * A method's box in the block checkout, with Stripe.js replaced by a fake:
 * the element is created once and follows the cart through update(); payment
 * setup hands WooCommerce the payment data; load failures say so in the box.
 */
import { act, render, screen } from '@testing-library/react';
import { PaymentElementContent } from '../../../assets/js/blocks/components/payment-element-content';
import { parseGatewaySettings } from '../../../assets/js/core/settings/parse-gateway-settings';
import { getStripe } from '../../../assets/js/core/stripe/load-stripe';
import { rawStripeData } from '../fixtures/stripe-data';

jest.mock( '../../../assets/js/core/stripe/load-stripe', () => ( {
	getStripe: jest.fn(),
} ) );
jest.mock( '../../../assets/js/stores/stripe/api', () => ( {
	getGatewayApi: () => ( {
		saveAppearance: async () => ( { ok: true, data: null } ),
	} ),
} ) );

const settings = parseGatewaySettings( rawStripeData() );

function fakeStripe() {
	const element = { mount: jest.fn(), on: jest.fn(), destroy: jest.fn() };
	const elements = {
		create: jest.fn( () => element ),
		update: jest.fn(),
		submit: jest.fn( async () => ( {} ) ),
	};
	const stripe = {
		elements: jest.fn( () => elements ),
		createPaymentMethod: jest.fn( async () => ( {
			paymentMethod: { id: 'pm_test' },
		} ) ),
	};
	return { stripe, elements, element };
}

function props( total: number, setup: { current?: () => Promise< unknown > } ) {
	return {
		billing: {
			billingAddress: {
				first_name: 'Erika',
				last_name: 'M',
				address_1: 'A',
				city: 'Berlin',
				state: '',
				postcode: '10117',
				country: 'DE',
				email: 'e@x.test',
			},
			cartTotal: { label: 'Total', value: total },
			currency: { code: 'EUR', minorUnit: 2 },
		},
		shouldSavePayment: false,
		eventRegistration: {
			onPaymentSetup: ( callback: () => Promise< unknown > ) => {
				setup.current = callback;
				return () => {};
			},
			onCheckoutSuccess: () => () => {},
			onCheckoutFail: () => () => {},
		},
		emitResponse: {
			responseTypes: {
				SUCCESS: 'success',
				FAIL: 'failure',
				ERROR: 'error',
			},
			noticeContexts: {
				PAYMENTS: 'wc/checkout/payments',
				CHECKOUT: 'wc/checkout',
			},
		},
	} as const;
}

async function flush() {
	await act( async () => {
		await new Promise( ( resolve ) => setTimeout( resolve, 0 ) );
	} );
}

describe( 'The deferred-intent Payment Element in the block checkout', () => {
	it( 'is created once; amount changes go through elements.update() without a remount', async () => {
		const fake = fakeStripe();
		jest.mocked( getStripe ).mockResolvedValue( fake.stripe as never );
		const setup = {};
		const { rerender } = render(
			<PaymentElementContent
				methodId="card"
				gatewayId="stripe"
				title="Card"
				settings={ settings }
				{ ...( props( 2530, setup ) as object ) }
			/>
		);
		await flush();
		expect( fake.stripe.elements ).toHaveBeenCalledWith(
			expect.objectContaining( {
				mode: 'payment',
				amount: 2530,
				currency: 'eur',
				paymentMethodCreation: 'manual',
				paymentMethodTypes: [ 'card' ],
			} )
		);
		expect( fake.element.mount ).toHaveBeenCalledTimes( 1 );
		rerender(
			<PaymentElementContent
				methodId="card"
				gatewayId="stripe"
				title="Card"
				settings={ settings }
				{ ...( props( 3000, setup ) as object ) }
			/>
		);
		await flush();
		expect( fake.elements.update ).toHaveBeenLastCalledWith(
			expect.objectContaining( { amount: 3000 } )
		);
		expect( fake.stripe.elements ).toHaveBeenCalledTimes( 1 );
		expect( fake.element.mount ).toHaveBeenCalledTimes( 1 );
	} );

	it( 'payment setup creates the payment method and hands WooCommerce the payment data', async () => {
		const fake = fakeStripe();
		jest.mocked( getStripe ).mockResolvedValue( fake.stripe as never );
		const setup: { current?: () => Promise< unknown > } = {};
		render(
			<PaymentElementContent
				methodId="card"
				gatewayId="stripe"
				title="Card"
				settings={ settings }
				{ ...( props( 2530, setup ) as object ) }
			/>
		);
		await flush();
		let response: unknown;
		await act( async () => {
			response = await setup.current?.();
		} );
		expect( fake.stripe.createPaymentMethod ).toHaveBeenCalledWith( {
			elements: fake.elements,
			params: {
				billing_details: expect.objectContaining( {
					name: 'Erika M',
					email: 'e@x.test',
				} ),
			},
		} );
		expect( response ).toEqual( {
			type: 'success',
			meta: {
				paymentMethodData: {
					payment_method: 'stripe',
					'wc-stripe-payment-method': 'pm_test',
					'wc-stripe-is-deferred-intent': true,
					save_payment_method: 'no',
					wc_payment_intent_id: '',
				},
			},
		} );
	} );

	it( "Stripe.js failing to load: 'Failed to load Card payment method…' in the box, and payment setup refuses with the invalid-details message", async () => {
		jest.mocked( getStripe ).mockResolvedValue( null );
		const setup: { current?: () => Promise< unknown > } = {};
		render(
			<PaymentElementContent
				methodId="card"
				gatewayId="stripe"
				title="Card"
				settings={ settings }
				{ ...( props( 2530, setup ) as object ) }
			/>
		);
		await flush();
		expect( screen.getByRole( 'alert' ) ).toHaveTextContent(
			'Failed to load Card payment method. Please refresh the page and try again.'
		);
		let response: unknown;
		await act( async () => {
			response = await setup.current?.();
		} );
		expect( response ).toEqual( {
			type: 'error',
			message:
				'Invalid or missing payment details. Please ensure the provided payment method is correctly entered.',
			messageContext: 'wc/checkout/payments',
		} );
	} );
} );
