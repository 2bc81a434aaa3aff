import { createPaymentMethodFromElements } from '../../../../assets/js/core/payment-element';

describe( 'Provider form elements are validated before creating the payment method (SPEC §5)', () => {
	it( 'an incomplete element stops before creating anything; its message stays beside the field', async () => {
		const stripe = { createPaymentMethod: jest.fn() };
		const elements = {
			submit: jest.fn( async () => ( {
				error: { type: 'validation_error', code: 'incomplete_number' },
			} ) ),
		};
		expect(
			await createPaymentMethodFromElements( {
				stripe: stripe as never,
				elements: elements as never,
				billingDetails: {},
			} )
		).toEqual( { ok: false, message: '' } );
		expect( stripe.createPaymentMethod ).not.toHaveBeenCalled();
	} );

	it( 'creates the payment method with the billing details', async () => {
		const stripe = {
			createPaymentMethod: jest.fn( async () => ( {
				paymentMethod: { id: 'pm_9' },
			} ) ),
		};
		const elements = { submit: jest.fn( async () => ( {} ) ) };
		const billing = { name: 'Erika Mustermann', email: 'e@x.test' };
		expect(
			await createPaymentMethodFromElements( {
				stripe: stripe as never,
				elements: elements as never,
				billingDetails: billing,
			} )
		).toEqual( { ok: true, paymentMethodId: 'pm_9' } );
		expect( stripe.createPaymentMethod ).toHaveBeenCalledWith( {
			elements,
			params: { billing_details: billing },
		} );
	} );

	it( 'a provider error is mapped, configured texts first', async () => {
		const stripe = {
			createPaymentMethod: jest.fn( async () => ( {
				error: { type: 'card_error', code: 'incorrect_number' },
			} ) ),
		};
		const elements = { submit: jest.fn( async () => ( {} ) ) };
		expect(
			await createPaymentMethodFromElements( {
				stripe: stripe as never,
				elements: elements as never,
				billingDetails: {},
			} )
		).toEqual( { ok: false, message: 'The card number is incorrect.' } );
		expect(
			await createPaymentMethodFromElements( {
				stripe: stripe as never,
				elements: elements as never,
				billingDetails: {},
				configuredMessages: { incorrect_number: 'Check the number.' },
			} )
		).toEqual( { ok: false, message: 'Check the number.' } );
	} );
} );
