/**
 * The Stripe.js test double in a page: real labelled inputs, Stripe's
 * validation errors on submit, change events, and the 3D Secure challenge.
 */
import { createElements } from '../../../../dev/browser/stripe-double/elements';
import { handleNextAction } from '../../../../dev/browser/stripe-double/next-actions';

describe( 'Payment Element double', () => {
	beforeEach( () => {
		document.body.innerHTML = '<div id="element"></div>';
	} );

	it( "renders 'Card number', 'Expiration date', 'Security code', 'Country' and the postal code", () => {
		createElements( { paymentMethodTypes: [ 'card' ] } )
			.create( 'payment', {} )
			.mount( '#element' );
		for ( const label of [
			'Card number',
			'Expiration date',
			'Security code',
			'Country',
			'Postal code',
		] ) {
			expect( document.querySelector( `label` ) ).not.toBeNull();
			expect(
				[ ...document.querySelectorAll( 'label' ) ].some(
					( node ) => node.textContent === label
				)
			).toBe( true );
		}
	} );

	it( 'submit() with an incomplete card number is a validation_error shown beside the field', async () => {
		const elements = createElements( { paymentMethodTypes: [ 'card' ] } );
		elements.create( 'payment', {} ).mount( '#element' );
		const result = await elements.submit();
		expect( result ).toEqual( {
			error: {
				type: 'validation_error',
				code: 'incomplete_number',
				message: 'Your card number is incomplete.',
			},
		} );
		expect(
			document.querySelector( '.stripe-double-field-error' )?.textContent
		).toBe( 'Your card number is incomplete.' );
	} );

	it( 'emits change with complete, empty and value.type', () => {
		const elements = createElements( { paymentMethodTypes: [ 'card' ] } );
		const element = elements.create( 'payment', {} );
		const events: unknown[] = [];
		element.on( 'change', ( event: unknown ) => events.push( event ) );
		element.mount( '#element' );
		const number = document.querySelector(
			'input[name="number"]'
		) as HTMLInputElement;
		number.value = '4242424242424242';
		number.dispatchEvent( new Event( 'input' ) );
		expect( events.at( -1 ) ).toEqual( {
			elementType: 'payment',
			complete: false,
			empty: false,
			collapsed: false,
			value: { type: 'card' },
		} );
	} );

	it( 'update() keeps what the shopper typed (no remount)', () => {
		const elements = createElements( {
			paymentMethodTypes: [ 'card' ],
			amount: 100,
		} );
		elements.create( 'payment', {} ).mount( '#element' );
		const number = document.querySelector(
			'input[name="number"]'
		) as HTMLInputElement;
		number.value = '4242';
		elements.update( { amount: 200 } );
		expect(
			(
				document.querySelector(
					'input[name="number"]'
				) as HTMLInputElement
			 ).value
		).toBe( '4242' );
		expect( elements.__options().amount ).toBe( 200 );
	} );

	it( 'unmounted and mounted elsewhere, it brings back what the shopper typed', () => {
		document.body.insertAdjacentHTML(
			'beforeend',
			'<div id="moved-to"></div>'
		);
		const element = createElements( {
			paymentMethodTypes: [ 'card' ],
		} ).create( 'payment', {} );
		element.mount( '#element' );
		(
			document.querySelector( '#element input' ) as HTMLInputElement
		 ).value = '4242';
		element.unmount();
		element.mount( '#moved-to' );
		expect(
			( document.querySelector( '#moved-to input' ) as HTMLInputElement )
				.value
		).toBe( '4242' );
	} );
} );

describe( '3D Secure challenge', () => {
	it( "opens a dialog with 'Complete authentication' and 'Fail authentication' and reports the choice", async () => {
		const fetchMock = jest.fn( async () => ( {
			ok: true,
			json: async () => ( { id: 'pi_1', status: 'succeeded' } ),
		} ) );
		global.fetch = fetchMock as never;
		const pending = handleNextAction( {
			id: 'pi_1',
			client_secret: 'pi_1_secret_x',
			status: 'requires_action',
			next_action: { type: 'use_stripe_sdk' },
		} );
		const dialog = document.querySelector(
			'[role="dialog"]'
		) as HTMLElement;
		expect( dialog.getAttribute( 'aria-label' ) ).toBe(
			'3D Secure authentication'
		);
		const buttons = [ ...dialog.querySelectorAll( 'button' ) ].map(
			( button ) => button.textContent
		);
		expect( buttons ).toEqual( [
			'Complete authentication',
			'Fail authentication',
		] );
		( dialog.querySelector( 'button' ) as HTMLButtonElement ).click();
		expect( await pending ).toEqual( { id: 'pi_1', status: 'succeeded' } );
		expect( fetchMock ).toHaveBeenCalledWith(
			'/__stripe/v1/intents/pi_1/authenticate',
			expect.objectContaining( {
				method: 'POST',
				body: JSON.stringify( {
					client_secret: 'pi_1_secret_x',
					outcome: 'complete',
				} ),
			} )
		);
		expect( document.querySelector( '[role="dialog"]' ) ).toBeNull();
	} );
} );
