/**
 * The pay-later message in its box: one messaging element with the
 * options Stripe.js takes (amount in Stripe's units, upper-case currency
 * and country, the methods), updated in place as the purchase changes,
 * taken away when no method is left and made again when one is.
 */
import { mountPayLater } from '../../../../assets/js/core/pay-later/messaging';

function fakeStripe() {
	const created: any[] = [];
	const stripe = {
		elements: jest.fn( () => ( {
			create: ( type: string, options: any ) => {
				const element = {
					type,
					options,
					updates: [] as any[],
					handlers: {} as Record< string, () => void >,
					mount: jest.fn(),
					destroy: jest.fn(),
					update( change: any ) {
						this.updates.push( change );
					},
					on( name: string, handler: () => void ) {
						this.handlers[ name ] = handler;
						return this;
					},
				};
				created.push( element );
				return element;
			},
		} ) ),
	};
	return { stripe: stripe as any, created };
}

describe( 'The messaging element for the purchase', () => {
	it( "is created with Stripe's options and mounted in the box, which is marked once drawn", () => {
		const box = document.createElement( 'div' );
		const { stripe, created } = fakeStripe();
		mountPayLater(
			box,
			stripe,
			{
				amount: 1800,
				currency: 'eur',
				country: 'de',
				methods: [ 'klarna' ],
			},
			'de'
		);
		expect( stripe.elements ).toHaveBeenCalledWith( { locale: 'de' } );
		expect( created[ 0 ].type ).toBe( 'paymentMethodMessaging' );
		expect( created[ 0 ].options ).toEqual( {
			amount: 1800,
			currency: 'EUR',
			countryCode: 'DE',
			paymentMethodTypes: [ 'klarna' ],
		} );
		expect( created[ 0 ].mount ).toHaveBeenCalledWith( box );
		expect( box.dataset.payLater ).toBeUndefined();
		created[ 0 ].handlers.ready();
		expect( box.dataset.payLater ).toBe( 'drawn' );
	} );

	it( 'a new amount is an update of the same element, never a second one', () => {
		const { stripe, created } = fakeStripe();
		const message = mountPayLater(
			document.createElement( 'div' ),
			stripe,
			{
				amount: 1800,
				currency: 'USD',
				country: 'US',
				methods: [ 'klarna', 'affirm' ],
			}
		);
		message.update( { amount: 3600 } );
		expect( created ).toHaveLength( 1 );
		expect( created[ 0 ].updates ).toEqual( [
			{
				amount: 3600,
				currency: 'USD',
				countryCode: 'US',
				paymentMethodTypes: [ 'klarna', 'affirm' ],
			},
		] );
	} );

	it( 'no method left: the element goes; a method again: a new one', () => {
		const box = document.createElement( 'div' );
		const { stripe, created } = fakeStripe();
		const message = mountPayLater( box, stripe, {
			amount: 1800,
			currency: 'USD',
			country: 'US',
			methods: [ 'klarna' ],
		} );
		message.update( { methods: [] } );
		expect( created[ 0 ].destroy ).toHaveBeenCalled();
		expect( box.dataset.payLater ).toBe( 'none' );
		message.update( { methods: [ 'affirm' ] } );
		expect( created ).toHaveLength( 2 );
		expect( created[ 1 ].options.paymentMethodTypes ).toEqual( [
			'affirm',
		] );
	} );

	it( 'a broken amount is never handed to Stripe.js (it would throw)', () => {
		const { stripe, created } = fakeStripe();
		mountPayLater( document.createElement( 'div' ), stripe, {
			amount: NaN,
			currency: 'USD',
			country: 'US',
			methods: [ 'klarna' ],
		} );
		expect( created[ 0 ].options.amount ).toBe( 0 );
	} );
} );
