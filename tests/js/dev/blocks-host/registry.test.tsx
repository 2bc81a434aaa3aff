/// <reference types="@wordpress/jest-console" />
/**
 * The host's registry takes and refuses what WooCommerce's takes and refuses,
 * and stores the same defaults.
 */
import {
	getExpressPaymentMethods,
	getPaymentMethods,
	registerExpressPaymentMethod,
	registerPaymentMethod,
} from '../../../../dev/browser/blocks-host/registry';

const Content = () => null;
const valid = ( name: string, extra: Record< string, unknown > = {} ) => ( {
	name,
	label: 'Label',
	ariaLabel: 'Pay with Label',
	content: <Content />,
	edit: <Content />,
	canMakePayment: () => true,
	...extra,
} );

describe( 'registerPaymentMethod refuses what WooCommerce refuses', () => {
	it( 'lists every missing key in one TypeError', () => {
		expect( () => registerPaymentMethod( { name: 'x' } ) ).toThrow(
			'missing: label, ariaLabel, content, edit, canMakePayment'
		);
	} );
	it.each( [
		[ 'icons that are not an array or null', { icons: 'visa' } ],
		[ 'a paymentMethodId that is not a string', { paymentMethodId: 7 } ],
		[
			'a placeOrderButtonLabel that is not a string',
			{ placeOrderButtonLabel: 7 },
		],
		[
			'a placeOrderButton that is not a component',
			{ placeOrderButton: 'x' },
		],
		[ 'a label given as a component', { label: Content } ],
		[ 'content given as a component', { content: Content } ],
		[
			'a savedTokenComponent given as a component',
			{ savedTokenComponent: Content },
		],
		[ 'an ariaLabel that is not a string', { ariaLabel: null } ],
		[ 'a canMakePayment that is not a function', { canMakePayment: true } ],
		[
			'a showSavedCards that is not a boolean',
			{ supports: { showSavedCards: 'yes' } },
		],
		[
			'a showSaveOption that is not a boolean',
			{ supports: { showSaveOption: 1 } },
		],
		[
			'features that are not an array',
			{ supports: { features: 'products' } },
		],
	] )( 'refuses %s', ( _, extra ) => {
		expect( () => registerPaymentMethod( valid( 'bad', extra ) ) ).toThrow(
			TypeError
		);
	} );
} );

describe( 'registerPaymentMethod takes what WooCommerce takes', () => {
	it( 'an empty name', () => {
		registerPaymentMethod( valid( '' ) );
		expect( getPaymentMethods() ).toHaveProperty( [ '' ] );
	} );
	it( 'a label as text or null, icons as null', () => {
		registerPaymentMethod( valid( 'text', { icons: null } ) );
		registerPaymentMethod( valid( 'none', { label: null } ) );
		expect( getPaymentMethods().none.label ).toBeNull();
	} );
	it( 'fills the defaults: paymentMethodId = name, features [products], no saved cards, no icons', () => {
		registerPaymentMethod( valid( 'defaults' ) );
		expect( getPaymentMethods().defaults ).toMatchObject( {
			paymentMethodId: 'defaults',
			icons: null,
			supports: {
				features: [ 'products' ],
				showSavedCards: false,
				showSaveOption: false,
			},
		} );
	} );
	it( 'stores an empty saved-token component, never null', () => {
		registerPaymentMethod(
			valid( 'tokenless', { savedTokenComponent: null } )
		);
		expect(
			getPaymentMethods().tokenless.savedTokenComponent
		).not.toBeNull();
	} );
	it( 'maps the deprecated savePaymentInfo to saved cards only, and warns once', () => {
		registerPaymentMethod(
			valid( 'legacy', { supports: { savePaymentInfo: true } } )
		);
		registerPaymentMethod(
			valid( 'legacy2', { supports: { savePaymentInfo: true } } )
		);
		expect( console ).toHaveWarnedWith(
			'Passing supports.savePaymentInfo when registering a payment method is deprecated. Please use supports.showSavedCards and supports.showSaveOption instead.'
		);
		expect( getPaymentMethods().legacy.supports ).toMatchObject( {
			showSavedCards: true,
			showSaveOption: false,
		} );
	} );
	it( 'keeps a placeOrderButton and warns when a label is given too', () => {
		const Button = () => null;
		registerPaymentMethod(
			valid( 'button', {
				placeOrderButton: Button,
				placeOrderButtonLabel: 'Pay',
			} )
		);
		expect( console ).toHaveWarned();
		expect( getPaymentMethods().button.placeOrderButton ).toBe( Button );
	} );
	it( 'registering a name again replaces it', () => {
		registerPaymentMethod( valid( 'twice', { ariaLabel: 'first' } ) );
		registerPaymentMethod( valid( 'twice', { ariaLabel: 'second' } ) );
		expect( getPaymentMethods().twice.ariaLabel ).toBe( 'second' );
	} );
	it( 'the deprecated callback style builds the config from the class it is handed', () => {
		registerPaymentMethod(
			( Config: new ( options: unknown ) => unknown ) =>
				new Config( valid( 'callback' ) )
		);
		registerPaymentMethod( () => valid( 'plain-object' ) );
		expect( console ).toHaveWarned();
		expect( getPaymentMethods() ).toHaveProperty( 'callback' );
		expect( getPaymentMethods() ).not.toHaveProperty( 'plain-object' );
	} );
} );

describe( 'registerExpressPaymentMethod', () => {
	const express = ( extra: Record< string, unknown > = {} ) => ( {
		name: 'google_pay-x',
		content: <Content />,
		edit: <Content />,
		canMakePayment: () => true,
		...extra,
	} );
	it( 'defaults the title from the name, cuts the description at 130 characters, no gateway, no style', () => {
		registerExpressPaymentMethod(
			express( { description: 'd'.repeat( 140 ) } )
		);
		expect( getExpressPaymentMethods()[ 'google_pay-x' ] ).toMatchObject( {
			title: 'google pay x',
			description: 'd'.repeat( 130 ) + '...',
			gatewayId: '',
			paymentMethodId: 'google_pay-x',
			supports: { features: [ 'products' ], style: [] },
		} );
	} );
	it( 'keeps the style features the button accepts', () => {
		registerExpressPaymentMethod(
			express( { supports: { style: [ 'height', 'borderRadius' ] } } )
		);
		expect(
			getExpressPaymentMethods()[ 'google_pay-x' ].supports.style
		).toEqual( [ 'height', 'borderRadius' ] );
	} );
	it( 'needs name, content and edit; canMakePayment must be a function', () => {
		expect( () => registerExpressPaymentMethod( { name: 'x' } ) ).toThrow(
			'missing: content, edit'
		);
		expect( () =>
			registerExpressPaymentMethod(
				express( { canMakePayment: undefined } )
			)
		).toThrow( 'canMakePayment' );
	} );
} );
