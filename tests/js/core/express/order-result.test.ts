import { orderOutcome } from '../../../../assets/js/core/express/order-result';

const result = (
	status: string,
	details: Array< { key: string; value: string } > = [],
	redirect = ''
) => ( {
	ok: true as const,
	data: {
		order_id: 7,
		status: 'pending',
		payment_result: {
			payment_status: status as 'success',
			payment_details: details,
			redirect_url: redirect,
		},
	},
} );

describe( 'The order answer: where to go next', () => {
	it( 'success: the redirect URL', () => {
		expect(
			orderOutcome(
				result( 'success', [], '/checkout/order-received/7/' )
			)
		).toEqual( { ok: true, redirect: '/checkout/order-received/7/' } );
	} );

	it( 'success without a redirect URL: the redirect payment detail', () => {
		expect(
			orderOutcome(
				result( 'success', [
					{ key: 'redirect', value: '#wc-stripe-confirm-pi:7:s:n' },
				] )
			)
		).toEqual( { ok: true, redirect: '#wc-stripe-confirm-pi:7:s:n' } );
	} );
} );

describe( 'Express errors: invalid-parameter messages joined by newlines, else the message, else the payment detail error message, else the default', () => {
	it( 'invalid parameters, one per line', () => {
		expect(
			orderOutcome( {
				ok: false,
				message: 'Invalid parameter(s): billing_address',
				code: 'rest_invalid_param',
				data: {
					code: 'rest_invalid_param',
					message: 'Invalid parameter(s): billing_address',
					data: {
						params: {
							billing_address: 'Invalid postcode.',
							shipping_address: 'Invalid state.',
						},
					},
				},
			} )
		).toEqual( {
			ok: false,
			message: 'Invalid postcode.\nInvalid state.',
		} );
	} );

	it( 'else the answer’s message', () => {
		expect(
			orderOutcome( {
				ok: false,
				message: 'Cannot create order from empty cart.',
				code: 'woocommerce_rest_cart_empty',
				data: { code: 'woocommerce_rest_cart_empty' },
			} )
		).toEqual( {
			ok: false,
			message: 'Cannot create order from empty cart.',
		} );
	} );

	it( 'else the payment detail error message, as text', () => {
		expect(
			orderOutcome(
				result( 'failure', [
					{
						key: 'errorMessage',
						value: '<strong>The card was declined.</strong><img src=x onerror=alert(1)>',
					},
				] )
			)
		).toEqual( { ok: false, message: 'The card was declined.' } );
	} );

	it( "else 'There was a problem processing the order.'", () => {
		expect( orderOutcome( result( 'failure' ) ) ).toEqual( {
			ok: false,
			message: 'There was a problem processing the order.',
		} );
		expect( orderOutcome( { ok: false, message: '' } ) ).toEqual( {
			ok: false,
			message: 'There was a problem processing the order.',
		} );
	} );

	it( "the gateway's message in Stripe's own words is told in the catalogue's (SPEC §8)", () => {
		expect(
			orderOutcome(
				result( 'failure', [
					{ key: 'errorMessage', value: 'Your card was declined.' },
				] )
			)
		).toEqual( { ok: false, message: 'The card was declined.' } );
		expect(
			orderOutcome( {
				ok: false,
				message: 'Your card has expired.',
				code: 'woocommerce_rest_checkout_process_payment_error',
				data: {},
			} )
		).toEqual( { ok: false, message: 'The card has expired.' } );
	} );
} );
