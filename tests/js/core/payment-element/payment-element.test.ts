/**
 * One method's Payment Element without a framework: created once, moved
 * between containers instead of re-created, following the cart through
 * update(), reporting a load failure once, creating the payment method after
 * validating the element.
 */
import { createPaymentElement } from '../../../../assets/js/core/payment-element';
import { fakeStripe } from '../../doubles/stripe-element';

const input = {
	methodId: 'card' as const,
	amount: 2530,
	currency: 'EUR',
	saveForLater: false,
	isChangingPayment: false,
	layout: 'tabs' as const,
	enabledBillingFields: [ 'billing_email' ],
};

describe( 'The Payment Element lifecycle (framework-free)', () => {
	it( 'creates one element with the deferred options, the layout and the billing fields the form lacks', () => {
		const fake = fakeStripe();
		createPaymentElement( fake.stripe as never, input );
		expect( fake.stripe.elements ).toHaveBeenCalledWith(
			expect.objectContaining( { mode: 'payment', amount: 2530 } )
		);
		expect( fake.elements.create ).toHaveBeenCalledWith(
			'payment',
			expect.objectContaining( {
				layout: 'tabs',
				wallets: { applePay: 'never', googlePay: 'never' },
				fields: {
					billingDetails: expect.objectContaining( {
						email: 'never',
						name: 'auto',
					} ),
				},
			} )
		);
	} );

	it( 'mounting again in a new container moves the same element; the same container is left alone', () => {
		const fake = fakeStripe();
		const handle = createPaymentElement( fake.stripe as never, input );
		const first = document.createElement( 'div' );
		const second = document.createElement( 'div' );
		handle.mount( first );
		handle.mount( first );
		handle.mount( second );
		expect( fake.element.mount.mock.calls ).toEqual( [
			[ first ],
			[ second ],
		] );
		expect( fake.element.unmount ).toHaveBeenCalledTimes( 1 );
		expect( fake.stripe.elements ).toHaveBeenCalledTimes( 1 );
	} );

	it( 'follows the cart through elements.update(): setup mode below a total of 1', () => {
		const fake = fakeStripe();
		const handle = createPaymentElement( fake.stripe as never, input );
		handle.update( {
			amount: 0,
			currency: 'EUR',
			saveForLater: false,
		} );
		expect( fake.elements.update ).toHaveBeenLastCalledWith( {
			mode: 'setup',
			currency: 'eur',
		} );
	} );

	it( 'reports a load error once', () => {
		const fake = fakeStripe();
		const onLoadError = jest.fn();
		const handle = createPaymentElement( fake.stripe as never, {
			...input,
			onLoadError,
		} );
		expect( handle.hasLoadError() ).toBe( false );
		fake.element.emit( 'loaderror' );
		fake.element.emit( 'loaderror' );
		expect( onLoadError ).toHaveBeenCalledTimes( 1 );
		expect( handle.hasLoadError() ).toBe( true );
	} );

	it( 'validates the element before creating the payment method with the billing details', async () => {
		const fake = fakeStripe();
		const handle = createPaymentElement( fake.stripe as never, input );
		const result = await handle.createPaymentMethod( { name: 'Erika M' } );
		expect( fake.elements.submit ).toHaveBeenCalled();
		expect( fake.stripe.createPaymentMethod ).toHaveBeenCalledWith( {
			elements: fake.elements,
			params: { billing_details: { name: 'Erika M' } },
		} );
		expect( result ).toEqual( { ok: true, paymentMethodId: 'pm_test' } );
	} );

	it( 'destroy removes the element', () => {
		const fake = fakeStripe();
		createPaymentElement( fake.stripe as never, input ).destroy();
		expect( fake.element.destroy ).toHaveBeenCalled();
	} );
} );
