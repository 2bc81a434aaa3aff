import { parseExpressSettings } from '../../../../assets/js/core/settings/parse-express-settings';
import { rawExpressData } from '../../fixtures/express-data';

describe( 'Express checkout settings (SPEC §3)', () => {
	it( 'parses nonces, flags, checkout data and the button options', () => {
		const settings = parseExpressSettings( rawExpressData() );
		expect( settings.publishableKey ).toBe( 'pk_test_fixture' );
		expect( settings.nonces.shipping ).toBe( 'a' );
		expect( settings.nonces.getSelectedProductData ).toBe( 'i' );
		expect( settings.hasBlock ).toBe( true );
		expect( settings.currencyDecimals ).toBe( 2 );
		expect( settings.checkout.defaultShippingOption ).toEqual( {
			id: 'flat_rate:1',
			displayName: 'Flat rate',
			amount: 500,
		} );
		expect( settings.button ).toEqual( {
			height: 48,
			radius: 4,
			type: 'plain',
			theme: 'dark',
		} );
		expect( settings.loginConfirmation ).toBeNull();
	} );

	it( "no data → 'Stripe initialization data is not available'", () => {
		expect( () => parseExpressSettings( undefined ) ).toThrow(
			'Stripe initialization data is not available'
		);
	} );

	it( 'a missing publishable key is named', () => {
		expect( () =>
			parseExpressSettings( rawExpressData( { stripe: {} } ) )
		).toThrow( 'publishable_key' );
	} );

	it( 'reads the product shipping options and the login confirmation', () => {
		const settings = parseExpressSettings(
			rawExpressData( {
				product: {
					shippingOptions: [
						{ id: 'pending', displayName: 'Pending', amount: '0' },
						'junk',
					],
				},
				login_confirmation: {
					message: 'Log in to pay with *Google Pay*',
					redirect_url: '/my-account/',
				},
			} )
		);
		expect( settings.product?.shippingOptions ).toEqual( [
			{ id: 'pending', displayName: 'Pending', amount: 0 },
		] );
		expect( settings.loginConfirmation ).toEqual( {
			message: 'Log in to pay with *Google Pay*',
			redirectUrl: '/my-account/',
		} );
	} );

	it( 'currency_decimals defaults to 2', () => {
		expect(
			parseExpressSettings( rawExpressData( { checkout: {} } ) )
				.currencyDecimals
		).toBe( 2 );
	} );

	it.each( [
		[ 'nonce', 'abc' ],
		[ 'stripe', [] ],
		[ 'ajax_url', 5 ],
		[ 'is_product_page', 'perhaps' ],
	] )(
		'a wrong type for %s throws an error naming the key',
		( key, value ) => {
			expect( () =>
				parseExpressSettings( rawExpressData( { [ key ]: value } ) )
			).toThrow( key );
		}
	);

	it.each( [ null, 'x', 7, [] ] )(
		'malformed data %p is rejected',
		( data ) => {
			expect( () => parseExpressSettings( data ) ).toThrow(
				'Stripe initialization data is not available'
			);
		}
	);
} );
