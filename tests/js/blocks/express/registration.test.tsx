/**
 * The block checkout's wallet buttons: one express method per wallet the
 * store turned on, with WooCommerce's options, offered only when the cart
 * has something to pay and the browser has the wallet.
 */
import { isValidElement } from '@wordpress/element';
import { rawExpressData } from '../../fixtures/express-data';

function loadExpress( expressData: unknown ): Record< string, any > {
	let methods: Record< string, any > = {};
	// The gateway prints its express params where wallets show.
	( window as any ).wc_stripe_express_checkout_params = {};
	jest.isolateModules( () => {
		require( '../../doubles/wc-settings' ).setSettings(
			expressData === undefined
				? {}
				: { stripe_express_checkout_data: expressData }
		);
		require( '../../doubles/blocks-registry' ).resetRegistry();
		require( '../../../../assets/js/blocks/express' ).registerExpressMethods();
		methods =
			require( '../../doubles/blocks-registry' ).getExpressPaymentMethods();
	} );
	return methods;
}

describe( 'registerExpressPaymentMethod for each wallet the settings allow', () => {
	it( 'Google Pay and Apple Pay by default, Link when it is on', () => {
		const methods = loadExpress(
			rawExpressData( {
				stripe: {
					publishable_key: 'pk_test_fixture',
					is_link_enabled: true,
				},
			} )
		);
		expect( Object.keys( methods ) ).toEqual( [
			'express_checkout_element_googlePay',
			'express_checkout_element_applePay',
			'express_checkout_element_link',
		] );
		const googlePay = methods.express_checkout_element_googlePay;
		expect( googlePay ).toMatchObject( {
			title: 'WooCommerce Stripe - Google Pay',
			paymentMethodId: 'express_checkout_element',
			gatewayId: 'stripe',
			supports: {
				features: [ 'products' ],
				style: [ 'height', 'borderRadius' ],
			},
		} );
		expect( isValidElement( googlePay.content ) ).toBe( true );
		expect( isValidElement( googlePay.edit ) ).toBe( true );
	} );

	it( 'express params printed but no settings to draw with: nothing registered, and the admin is told why', () => {
		expect( loadExpress( undefined ) ).toEqual( {} );
		expect( console ).toHaveErroredWith(
			'Stripe initialization data is not available'
		);
	} );

	it( 'a cart with nothing to pay offers no wallet (and asks Stripe nothing)', async () => {
		const methods = loadExpress( rawExpressData() );
		const canPay =
			methods.express_checkout_element_googlePay.canMakePayment;
		expect(
			await canPay( {
				cart: {
					cartTotals: {
						total_price: '0',
						currency_code: 'EUR',
						currency_minor_unit: 2,
					},
				},
			} )
		).toBe( false );
	} );
} );
