import {
	expressElementOptions,
	expressElementsOptions,
	usesConfirmationToken,
} from '../../../../assets/js/core/express/element-options';
import { normalizeButtonOptions } from '../../../../assets/js/core/settings/button-options';

const button = normalizeButtonOptions( {
	height: '44',
	radius: '6',
	type: 'book',
	theme: 'light-outline',
} );

describe( 'Elements options: mode, manual payment method creation (not for Amazon Pay or a free trial), amount, lower-case currency, appearance, locale', () => {
	it( 'a wallet payment: payment mode, manual creation, the amount and currency as Stripe wants them', () => {
		expect(
			expressElementsOptions( {
				wallets: [ 'googlePay' ],
				amount: 2530,
				currency: 'EUR',
				locale: 'de',
				button,
			} )
		).toEqual( {
			mode: 'payment',
			paymentMethodCreation: 'manual',
			amount: 2530,
			currency: 'eur',
			appearance: {
				variables: { borderRadius: '6px', spacingUnit: '6px' },
			},
			locale: 'de',
		} );
	} );

	it( 'Amazon Pay confirms with a confirmation token: no manual creation', () => {
		const options = expressElementsOptions( {
			wallets: [ 'amazonPay' ],
			amount: 100,
			currency: 'usd',
			locale: 'auto',
			button,
		} );
		expect( options ).not.toHaveProperty( 'paymentMethodCreation' );
		expect( usesConfirmationToken( 'amazonPay' ) ).toBe( true );
		expect( usesConfirmationToken( 'link' ) ).toBe( false );
	} );

	it( 'a free trial sets up a subscription, with a confirmation token', () => {
		const options = expressElementsOptions( {
			wallets: [ 'applePay' ],
			amount: 0,
			currency: 'eur',
			locale: 'auto',
			button,
			hasFreeTrial: true,
		} );
		expect( options.mode ).toBe( 'subscription' );
		expect( options ).not.toHaveProperty( 'paymentMethodCreation' );
		expect( usesConfirmationToken( 'applePay', true ) ).toBe( true );
	} );

	it( 'the radius defaults to 4 px', () => {
		expect(
			expressElementsOptions( {
				wallets: [ 'link' ],
				amount: 1,
				currency: 'eur',
				locale: 'auto',
				button: normalizeButtonOptions( {} ),
			} ).appearance
		).toEqual( { variables: { borderRadius: '4px', spacingUnit: '6px' } } );
	} );
} );

describe( "Element options: own wallet 'always' for Apple/Google Pay, 'auto' for Amazon Pay/Link, others 'never'; no overflow; the button's height, type and theme", () => {
	it.each( [
		[
			'googlePay',
			{
				applePay: 'never',
				googlePay: 'always',
				link: 'never',
				amazonPay: 'never',
			},
		],
		[
			'applePay',
			{
				applePay: 'always',
				googlePay: 'never',
				link: 'never',
				amazonPay: 'never',
			},
		],
		[
			'link',
			{
				applePay: 'never',
				googlePay: 'never',
				link: 'auto',
				amazonPay: 'never',
			},
		],
		[
			'amazonPay',
			{
				applePay: 'never',
				googlePay: 'never',
				link: 'never',
				amazonPay: 'auto',
			},
		],
	] as const )( '%s', ( wallet, expected ) => {
		expect(
			expressElementOptions( [ wallet ], button ).paymentMethods
		).toEqual( { ...expected, paypal: 'never', klarna: 'never' } );
	} );

	it( 'every wallet the store turned on, for one probe of them all', () => {
		expect(
			expressElementOptions( [ 'googlePay', 'link' ], button )
				.paymentMethods
		).toMatchObject( {
			googlePay: 'always',
			link: 'auto',
			applePay: 'never',
		} );
	} );

	it( 'layout, height, type and theme from the parsed button settings', () => {
		expect(
			expressElementOptions( [ 'googlePay' ], button )
		).toMatchObject( {
			layout: { overflow: 'never' },
			buttonHeight: 44,
			buttonType: { applePay: 'book', googlePay: 'book' },
			buttonTheme: { applePay: 'white-outline', googlePay: 'white' },
		} );
	} );

	it.each( [
		[ 'dark', 'black', 'black' ],
		[ 'light', 'white', 'white' ],
		[ 'light-outline', 'white-outline', 'white' ],
	] )( 'theme %s → Apple Pay %s, Google Pay %s', ( theme, apple, google ) => {
		expect(
			expressElementOptions(
				[ 'applePay' ],
				normalizeButtonOptions( { theme } )
			).buttonTheme
		).toEqual( { applePay: apple, googlePay: google } );
	} );

	it( "the store's default button type is plain; the height is clamped", () => {
		const options = expressElementOptions(
			[ 'googlePay' ],
			normalizeButtonOptions( { type: 'default', height: '70' } )
		);
		expect( options.buttonType ).toEqual( {
			applePay: 'plain',
			googlePay: 'plain',
		} );
		expect( options.buttonHeight ).toBe( 55 );
	} );
} );
