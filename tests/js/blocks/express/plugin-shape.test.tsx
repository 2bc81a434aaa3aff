/**
 * Issue 37, break 1: the gateway plugin prints no `stripe_express_checkout_data`
 * setting. Its `get_payment_method_data()` merges the express params into
 * `stripe_data` (array_replace_recursive of the gateway params, the express
 * params and the block extras), so the wallet buttons are read from there;
 * the separate setting our specification names is still read when a page
 * prints it.
 */
import {
	pluginExpressParams,
	pluginStripeData,
} from '../../fixtures/plugin-page-data';

function loadExpress( settings: Record< string, unknown > ) {
	let methods: Record< string, any > = {};
	( window as any ).wc_stripe_express_checkout_params = pluginExpressParams();
	jest.isolateModules( () => {
		require( '../../doubles/wc-settings' ).setSettings( settings );
		require( '../../doubles/blocks-registry' ).resetRegistry();
		require( '../../../../assets/js/blocks/express' ).registerExpressMethods();
		methods =
			require( '../../doubles/blocks-registry' ).getExpressPaymentMethods();
	} );
	return methods;
}

describe( 'Wallet buttons on the block checkout, from the settings the plugin prints', () => {
	it( 'reads the wallets from stripe_data when no separate express setting is printed', () => {
		expect(
			Object.keys( loadExpress( { stripe_data: pluginStripeData() } ) )
		).toEqual( [
			'express_checkout_element_googlePay',
			'express_checkout_element_applePay',
			'express_checkout_element_link',
		] );
	} );

	it( 'takes the button look from the merged settings (the block extras keep the express button)', () => {
		const methods = loadExpress( {
			stripe_data: pluginStripeData(
				{},
				{
					button: {
						type: 'buy',
						theme: 'light',
						height: '56',
						radius: '6',
					},
				}
			),
		} );
		const props = methods.express_checkout_element_googlePay.content.props;
		expect( props.settings.button ).toMatchObject( {
			type: 'buy',
			theme: 'light',
			height: 55,
			radius: 6,
		} );
	} );

	it( 'still reads the separate stripe_express_checkout_data when a page prints it', () => {
		expect(
			Object.keys(
				loadExpress( {
					stripe_data: pluginStripeData(),
					stripe_express_checkout_data: pluginExpressParams( {
						stripe: {
							publishable_key: 'pk_test_fixture',
							is_express_checkout_enabled: true,
							is_link_enabled: false,
						},
					} ),
				} )
			)
		).toEqual( [
			'express_checkout_element_googlePay',
			'express_checkout_element_applePay',
		] );
	} );

	it( 'the store turned the wallets off: none registered', () => {
		expect(
			loadExpress( {
				stripe_data: pluginStripeData(
					{},
					{
						stripe: {
							publishable_key: 'pk_test_fixture',
							is_express_checkout_enabled: false,
							is_link_enabled: false,
							is_amazon_pay_enabled: false,
						},
					}
				),
			} )
		).toEqual( {} );
	} );
} );
