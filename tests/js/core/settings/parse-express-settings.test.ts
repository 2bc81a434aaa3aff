import {
	parseExpressDisplay,
	parseExpressSettings,
} from '../../../../assets/js/core/settings/parse-express-settings';
import { rawExpressData } from '../../fixtures/express-data';
import { pluginExpressParams } from '../../fixtures/plugin-page-data';

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

	it( "without currency_decimals (no version of the plugin read prints it) the decimals are left to WooCommerce's own", () => {
		expect(
			parseExpressSettings( rawExpressData( { checkout: {} } ) )
				.currencyDecimals
		).toBeNull();
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

describe( 'Express settings: the wallets the store turned on', () => {
	const wallets = ( stripe: Record< string, unknown > ) =>
		parseExpressSettings(
			rawExpressData( {
				stripe: { publishable_key: 'pk_test_fixture', ...stripe },
			} )
		).wallets;

	it( 'Apple Pay and Google Pay by default; Link and Amazon Pay only when on', () => {
		expect( wallets( {} ) ).toEqual( [ 'googlePay', 'applePay' ] );
		expect(
			wallets( { is_link_enabled: true, is_amazon_pay_enabled: '1' } )
		).toEqual( [ 'googlePay', 'applePay', 'link', 'amazonPay' ] );
	} );

	it( 'the payment request switch turns Apple Pay and Google Pay off together', () => {
		expect( wallets( { is_payment_request_enabled: false } ) ).toEqual(
			[]
		);
	} );

	it( 'their own switches win when the page prints them', () => {
		expect(
			wallets( {
				is_payment_request_enabled: true,
				is_apple_pay_enabled: 'no',
			} )
		).toEqual( [ 'googlePay' ] );
	} );
} );

describe( 'Express settings: the sheet the page prints, and the page flags', () => {
	it( 'product and cart sheets: total as a number or { amount }, lines renamed', () => {
		const settings = parseExpressSettings(
			rawExpressData( {
				product: {
					total: { label: 'Total', amount: 1800, pending: true },
					displayItems: [ { label: 'Beanie', amount: 1800 } ],
					requestShipping: true,
					currency: 'EUR',
					shippingOptions: {
						id: 'pending',
						label: 'Pending',
						amount: 0,
					},
					validVariationSelected: false,
				},
				cart: { total: '2530', displayItems: [], currency: 'eur' },
			} )
		);
		expect( settings.product ).toEqual( {
			total: 1800,
			displayItems: [ { name: 'Beanie', amount: 1800 } ],
			requestShipping: true,
			currency: 'eur',
			shippingOptions: [
				{ id: 'pending', displayName: 'Pending', amount: 0 },
			],
			validVariationSelected: false,
		} );
		expect( settings.cart?.total ).toBe( 2530 );
		expect( settings.cart?.validVariationSelected ).toBe( true );
	} );

	it( 'custom checkout fields by location; a bare list has none', () => {
		expect(
			parseExpressSettings(
				rawExpressData( {
					custom_checkout_fields: {
						vat: { location: 'contact' },
						house: { location: 'address' },
					},
				} )
			).customCheckoutFields
		).toEqual( { vat: 'contact', house: 'address' } );
		expect(
			parseExpressSettings(
				rawExpressData( { custom_checkout_fields: [ 'a' ] } )
			).customCheckoutFields
		).toEqual( { a: '' } );
	} );

	it( 'the store country as wallet requests name it: PR → US, RE → FR', () => {
		expect(
			parseExpressSettings(
				rawExpressData( { checkout: { country_code: 'PR' } } )
			).checkout.countryCode
		).toBe( 'US' );
	} );
} );

describe( 'Express settings as the plugin prints them (docs/server-contract.md)', () => {
	it( 'reads the express params of the current release line', () => {
		const settings = parseExpressSettings( pluginExpressParams() );
		expect( settings ).toMatchObject( {
			publishableKey: 'pk_test_fixture',
			wallets: [ 'googlePay', 'applePay', 'link' ],
			currencyDecimals: null,
			checkout: {
				currencyCode: 'eur',
				countryCode: 'DE',
				needsPayerPhone: true,
				defaultShippingOption: {
					id: 'pending',
					displayName: 'Pending',
					amount: 0,
				},
			},
		} );
		expect( settings.nonces.shipping ).toBe( 'e-shipping' );
	} );

	it( "the publishable key of the older payment request params (stripe.key), or the gateway's own key in the merged stripe_data", () => {
		expect(
			parseExpressDisplay(
				pluginExpressParams( {
					stripe: { key: 'pk_test_prb', locale: 'en' },
				} )
			).publishableKey
		).toBe( 'pk_test_prb' );
		expect(
			parseExpressDisplay( {
				...pluginExpressParams( { stripe: { locale: 'en' } } ),
				key: 'pk_test_gateway',
			} ).publishableKey
		).toBe( 'pk_test_gateway' );
	} );
} );
