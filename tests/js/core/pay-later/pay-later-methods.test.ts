/**
 * Which pay-later methods the message names: those the gateway enabled
 * (its paymentMethodsConfig, Optimized Checkout's one entry too) that serve
 * the store's currency and the shopper's country, and that Stripe's
 * messaging element takes.
 */
import {
	enabledPayLater,
	payLaterMethods,
} from '../../../../assets/js/core/pay-later/pay-later-methods';

const CONFIG = {
	card: { title: 'Card', countries: [] },
	klarna: { title: 'Klarna', countries: [ 'US' ] },
	affirm: { title: 'Affirm', countries: [ 'US' ] },
	afterpay_clearpay: { title: 'Afterpay', countries: [ 'US' ] },
	ideal: { title: 'iDEAL', countries: [] },
};

describe( 'Only the pay-later methods the gateway enabled', () => {
	it( 'each method printed in paymentMethodsConfig, with its countries; no other method', () => {
		expect( enabledPayLater( CONFIG ) ).toEqual( {
			klarna: [ 'US' ],
			affirm: [ 'US' ],
			afterpay_clearpay: [ 'US' ],
		} );
		expect( enabledPayLater( { card: {}, klarna: {} } ) ).toEqual( {
			klarna: [],
		} );
	} );

	it( "Optimized Checkout: the methods its one entry lists, their countries from countriesByMethod (PHP's keyed arrays too)", () => {
		expect(
			enabledPayLater( {
				card: {
					enabledPaymentMethods: { 0: 'card', 3: 'klarna' },
					countriesByMethod: { klarna: [ 'de', 'at' ] },
				},
				link: {},
			} )
		).toEqual( { klarna: [ 'DE', 'AT' ] } );
	} );

	it( 'a page without the config: none', () => {
		expect( enabledPayLater( undefined ) ).toEqual( {} );
		expect( enabledPayLater( 'x' ) ).toEqual( {} );
	} );
} );

describe( "That serve the store's currency and the shopper's country", () => {
	const all = enabledPayLater( CONFIG );

	it( 'a US shopper in dollars: all three', () => {
		expect( payLaterMethods( all, 'usd', 'us' ) ).toEqual( [
			'klarna',
			'afterpay_clearpay',
			'affirm',
		] );
	} );

	it( 'a currency a method is not presented in leaves it out (Affirm: USD, CAD; Afterpay: no EUR)', () => {
		expect(
			payLaterMethods(
				{ klarna: [], affirm: [], afterpay_clearpay: [] },
				'EUR',
				'DE'
			)
		).toEqual( [ 'klarna' ] );
		expect( payLaterMethods( all, 'JPY', 'US' ) ).toEqual( [] );
	} );

	it( "a country the method's printed countries leave out leaves it out", () => {
		expect(
			payLaterMethods(
				{ klarna: [ 'DE', 'AT' ], affirm: [] },
				'USD',
				'FR'
			)
		).toEqual( [ 'affirm' ] );
	} );

	it( 'a country the messaging element does not take, or none known: nothing', () => {
		expect( payLaterMethods( { klarna: [] }, 'EUR', 'BR' ) ).toEqual( [] );
		expect( payLaterMethods( { klarna: [] }, 'EUR', '' ) ).toEqual( [] );
	} );
} );
