/**
 * A method's box in the block checkout, with Stripe.js replaced by a fake:
 * the element is created once and follows the cart through update(); payment
 * setup hands WooCommerce the payment data; load failures say so in the box.
 */
import { act, render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { RegistryProvider } from '@wordpress/data';
import { PaymentElementContent } from '../../../assets/js/blocks/components/payment-element-content';
import { parseGatewaySettings } from '../../../assets/js/core/settings/parse-gateway-settings';
import { rawStripeData } from '../fixtures/stripe-data';
import { fakeServices, registryWithStripeStore } from '../doubles/stripe-store';
import { fakeStripe } from '../doubles/stripe-element';

const settings = parseGatewaySettings( rawStripeData() );

/** Renders within a registry whose wc/stripe store loads `stripe`. */
function renderWithStore( stripe: unknown, ui: ReactElement ) {
	const { registry, store } = registryWithStripeStore(
		fakeServices( {
			stripe,
			api: { saveAppearance: async () => ( { ok: true, data: null } ) },
		} ).services
	);
	registry.dispatch( store ).setSettings( settings );
	const wrap = ( element: ReactElement ) => (
		<RegistryProvider value={ registry }>{ element }</RegistryProvider>
	);
	const result = render( wrap( ui ) );
	return {
		...result,
		registry,
		store,
		rerender: ( next: ReactElement ) => result.rerender( wrap( next ) ),
	};
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
	it( 'renders Stripe’s Payment Element inside Elements, with the core’s options for the method', async () => {
		const fake = fakeStripe();
		renderWithStore(
			fake.stripe,
			<PaymentElementContent
				methodId="card"
				gatewayId="stripe"
				title="Card"
				{ ...( props( 2530, {} ) as object ) }
			/>
		);
		await flush();
		expect( fake.stripe.elements ).toHaveBeenCalledTimes( 1 );
		expect( fake.elements.create ).toHaveBeenCalledWith(
			'payment',
			expect.objectContaining( {
				wallets: { applePay: 'never', googlePay: 'never' },
				layout: settings.elementLayout,
			} )
		);
		expect( fake.element.mount ).toHaveBeenCalledWith(
			expect.any( HTMLElement )
		);
	} );

	it( 'a load error from the element shows the method’s load-failure text in the box', async () => {
		const fake = fakeStripe();
		renderWithStore(
			fake.stripe,
			<PaymentElementContent
				methodId="card"
				gatewayId="stripe"
				title="Card"
				{ ...( props( 2530, {} ) as object ) }
			/>
		);
		await flush();
		act( () => fake.element.emit( 'loaderror', { error: {} } ) );
		expect(
			screen.getByText(
				'Failed to load Card payment method. Please refresh the page and try again.'
			)
		).toHaveAttribute( 'role', 'alert' );
	} );

	it( 'is created once; amount changes go through elements.update() without a remount', async () => {
		const fake = fakeStripe();
		const setup = {};
		const { rerender } = renderWithStore(
			fake.stripe,
			<PaymentElementContent
				methodId="card"
				gatewayId="stripe"
				title="Card"
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
		const setup: { current?: () => Promise< unknown > } = {};
		const { registry, store } = renderWithStore(
			fake.stripe,
			<PaymentElementContent
				methodId="card"
				gatewayId="stripe"
				title="Card"
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
		// The flow is under way until WooCommerce reports the order.
		expect( registry.select( store ).getFlowStatus() ).toBe(
			'creating-order'
		);
	} );

	it( "Stripe.js failing to load: 'Failed to load Card payment method…' in the box, and payment setup refuses with the invalid-details message", async () => {
		const setup: { current?: () => Promise< unknown > } = {};
		renderWithStore(
			null,
			<PaymentElementContent
				methodId="card"
				gatewayId="stripe"
				title="Card"
				{ ...( props( 2530, setup ) as object ) }
			/>
		);
		await flush();
		expect(
			screen.getByText(
				'Failed to load Card payment method. Please refresh the page and try again.'
			)
		).toHaveAttribute( 'role', 'alert' );
		// A shopper typing elsewhere keeps the focus when the message comes.
		const typing = document.createElement( 'input' );
		document.body.append( typing );
		typing.focus();
		let response: unknown;
		await act( async () => {
			response = await setup.current?.();
		} );
		// The message is said in the method's box, beside its fields, and
		// announced without taking the focus; WooCommerce files it where no
		// area shows it again.
		expect( response ).toEqual( {
			type: 'error',
			message:
				'Invalid or missing payment details. Please ensure the provided payment method is correctly entered.',
			messageContext: 'wc/checkout/payments/stripe-fields',
		} );
		const message = screen
			.getAllByRole( 'alert' )
			.find( ( alert ) =>
				alert.textContent?.startsWith( 'Invalid or missing payment' )
			);
		expect( message ).toBeDefined();
		expect( typing ).toHaveFocus();
	} );

	it( "a refusal the gateway words in Stripe's own words is told in the catalogue's, beside the fields (SPEC §8)", async () => {
		const fake = fakeStripe();
		const failed: { current?: ( arg: unknown ) => unknown } = {};
		const base = props( 2530, {} );
		renderWithStore(
			fake.stripe,
			<PaymentElementContent
				methodId="card"
				gatewayId="stripe"
				title="Card"
				{ ...( {
					...base,
					eventRegistration: {
						...base.eventRegistration,
						onCheckoutFail: (
							callback: ( arg: unknown ) => unknown
						) => {
							failed.current = callback;
							return () => {};
						},
					},
				} as object ) }
			/>
		);
		await flush();
		let response: unknown;
		await act( async () => {
			response = await failed.current?.( {
				processingResponse: {
					paymentDetails: { errorMessage: 'Your card was declined.' },
				},
			} );
		} );
		expect( response ).toEqual(
			expect.objectContaining( {
				type: 'failure',
				message: 'The card was declined.',
			} )
		);
		expect( screen.getByText( 'The card was declined.' ) ).toBeVisible();
		expect( screen.queryByText( 'Your card was declined.' ) ).toBeNull();
	} );
} );
