import { parseGatewaySettings } from '../../../../assets/js/core/settings/parse-gateway-settings';
import { SettingsError } from '../../../../assets/js/core/settings/settings-error';
import { rawStripeData } from '../../fixtures/stripe-data';

describe( 'Gateway settings (SPEC §3 "Gateway settings (page-provided)")', () => {
	it( 'parses a complete stripe_data into typed values', () => {
		const settings = parseGatewaySettings( rawStripeData() );
		expect( settings.publishableKey ).toBe( 'pk_test_fixture' );
		expect( settings.currency ).toBe( 'eur' );
		expect( settings.cartTotal ).toBe( 2530 );
		expect( settings.customerBillingCountry ).toBe( 'DE' );
		expect( settings.methods.blik ).toEqual( {
			title: 'BLIK',
			isReusable: false,
			countries: [ 'PL' ],
			supportsDeferredIntent: true,
		} );
		expect( settings.nonces ).toEqual( {
			createSetupIntent: 'n-setup',
			createPaymentIntent: 'n-payment',
			updatePaymentIntent: 'n-update',
			createAndConfirmSetupIntent: 'n-create-confirm',
			updateFailedOrder: 'n-failed',
			saveAppearance: 'n-appearance',
		} );
		expect( settings.invalidWalletType ).toBe(
			'Invalid wallet payment type.'
		);
		expect( settings.themeName ).toBe( 'storefront' );
	} );

	it.each( [ undefined, null, 'stripe', 42, [] ] )(
		"no data (%p) → 'Stripe initialization data is not available'",
		( data ) => {
			expect( () => parseGatewaySettings( data ) ).toThrow(
				new SettingsError(
					'Stripe initialization data is not available'
				)
			);
		}
	);

	it.each( [ 'key', 'currency', 'paymentMethodsConfig' ] )(
		'a missing required key (%s) throws an error naming the key',
		( key ) => {
			const raw = rawStripeData();
			delete raw[ key ];
			expect( () => parseGatewaySettings( raw ) ).toThrow(
				`Missing required Stripe setting: ${ key }`
			);
		}
	);

	it.each( [
		[ 'key', 42 ],
		[ 'paymentMethodsConfig', 'card' ],
		[ 'isCheckout', 'maybe' ],
		[ 'orderId', 'abc' ],
	] )(
		'a wrong type for %s throws an error naming the key',
		( key, value ) => {
			expect( () =>
				parseGatewaySettings( rawStripeData( { [ key ]: value } ) )
			).toThrow( key );
		}
	);

	it( 'accepts WordPress-printed strings for numbers and booleans', () => {
		const settings = parseGatewaySettings(
			rawStripeData( {
				cartTotal: '990',
				isLoggedIn: '1',
				isOrderPay: 'no',
				orderId: '123',
			} )
		);
		expect( settings.cartTotal ).toBe( 990 );
		expect( settings.isLoggedIn ).toBe( true );
		expect( settings.isOrderPay ).toBe( false );
		expect( settings.orderId ).toBe( 123 );
	} );

	it( 'reads enabledBillingFields as a list or as an object of field names', () => {
		const settings = parseGatewaySettings(
			rawStripeData( {
				enabledBillingFields: {
					billing_email: true,
					billing_phone: true,
				},
			} )
		);
		expect( settings.enabledBillingFields ).toEqual( [
			'billing_email',
			'billing_phone',
		] );
	} );

	it( 'skips unknown method ids from newer servers instead of failing', () => {
		const settings = parseGatewaySettings(
			rawStripeData( {
				paymentMethodsConfig: {
					card: { title: 'Card' },
					future_pay: { title: 'Future' },
				},
			} )
		);
		expect( Object.keys( settings.methods ) ).toEqual( [ 'card' ] );
	} );

	it( 'keeps configured error texts only when they are non-empty strings', () => {
		const settings = parseGatewaySettings(
			rawStripeData( {
				errorMessages: {
					card_declined: 'Declined, sorry.',
					incorrect_cvc: '',
					x: 3,
				},
			} )
		);
		expect( settings.errorMessages ).toEqual( {
			card_declined: 'Declined, sorry.',
		} );
	} );
} );

describe( 'The Payment Element’s layout when the store chose none (DECISIONS: as the plugin this project replaces)', () => {
	it.each( [
		[ false, null, 'tabs' ],
		[ true, null, 'accordion' ],
		[ true, 'tabs', 'tabs' ],
		[ false, 'accordion', 'accordion' ],
	] )(
		'Optimized Checkout %p, OCLayout %p → %p',
		( optimizedCheckout, chosen, layout ) => {
			const settings = parseGatewaySettings( {
				...rawStripeData(),
				isOCEnabled: optimizedCheckout,
				OCLayout: chosen,
			} );
			expect( settings.elementLayout ).toBe( layout );
		}
	);
} );
