import { parseGatewaySettings } from '../../../../assets/js/core/settings/parse-gateway-settings';
import { SettingsError } from '../../../../assets/js/core/settings/settings-error';
import { rawStripeData } from '../../fixtures/stripe-data';
import {
	localized,
	pluginGatewayParams,
	pluginOptimizedCheckoutParams,
	pluginStripeData,
} from '../../fixtures/plugin-page-data';
import { listedMethodIds } from '../../../../assets/js/core/payment-methods/listed-methods';

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

	it( 'keeps method ids it does not know, with their printed title, for the Payment Element to offer', () => {
		const settings = parseGatewaySettings(
			rawStripeData( {
				paymentMethodsConfig: {
					card: { title: 'Card' },
					future_pay: { title: 'Future Pay', isReusable: false },
					'<bad id>': { title: 'x' },
				},
			} )
		);
		expect( Object.keys( settings.methods ) ).toEqual( [
			'card',
			'future_pay',
		] );
		expect(
			( settings.methods as Record< string, { title: string } > )
				.future_pay.title
		).toBe( 'Future Pay' );
	} );

	it( 'keeps configured error texts only when they are non-empty strings', () => {
		const settings = parseGatewaySettings(
			rawStripeData( {
				invalid_wallet_type: undefined,
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

describe( 'Gateway settings as the plugin prints them (docs/server-contract.md)', () => {
	it( 'reads the classic params wp_localize_script() printed, every top-level scalar a string', () => {
		const settings = parseGatewaySettings(
			localized(
				pluginGatewayParams( {
					isOrderPay: true,
					orderId: 31,
					customerData: { billing_country: 'NL' },
				} )
			)
		);
		expect( settings ).toMatchObject( {
			publishableKey: 'pk_test_fixture',
			isCheckout: true,
			isOrderPay: true,
			orderId: 31,
			cartTotal: 1800,
			currency: 'eur',
			customerBillingCountry: 'NL',
			optimizedCheckout: false,
			ajaxUrl: '/?wc-ajax=%%endpoint%%',
		} );
	} );

	it( 'the per-code texts the plugin merges at the top level (get_localized_messages()) are the configured texts; errorMessages wins for a code in both', () => {
		const settings = parseGatewaySettings(
			pluginGatewayParams( {
				card_declined: 'Deine Karte wurde abgelehnt.',
				errorMessages: { invalid_number: 'Bitte prüfe die Nummer.' },
			} )
		);
		expect( settings.errorMessages ).toMatchObject( {
			card_declined: 'Deine Karte wurde abgelehnt.',
			invalid_number: 'Bitte prüfe die Nummer.',
			invalid_wallet_type:
				'Invalid wallet payment type, please try again or use an alternative method.',
		} );
		// Other top-level keys are settings, not texts for a code.
		expect( settings.errorMessages ).not.toHaveProperty( 'ajax_url' );
		expect( settings.errorMessages ).not.toHaveProperty( 'title' );
	} );

	it( 'no isLoggedIn or wp_ajax_url printed: none invented', () => {
		const settings = parseGatewaySettings( pluginGatewayParams() );
		expect( settings.isLoggedIn ).toBeNull();
		expect( settings.wpAjaxUrl ).toBe( '' );
		expect( settings.orderReceivedUrl ).toBe( '' );
		expect( settings.subscriptionRequiresManualRenewal ).toBe( false );
	} );

	it( "our specification's flags are read when a page prints them", () => {
		const settings = parseGatewaySettings(
			pluginGatewayParams( {
				isLoggedIn: '1',
				wp_ajax_url: '/wp-admin/admin-ajax.php',
			} )
		);
		expect( settings.isLoggedIn ).toBe( true );
		expect( settings.wpAjaxUrl ).toBe( '/wp-admin/admin-ajax.php' );
	} );

	it.each( [
		[ 'not printed (the gateway 8.8.0)', true, undefined ],
		[ 'true', true, true ],
		[ "'1' (wp_localize_script)", true, '1' ],
		[ 'false', false, false ],
		[ "'' (wp_localize_script's false)", false, '' ],
	] )(
		'supportsDeferredIntent %s: the element is drawn without an intent: %p',
		( _label, deferred, printed ) => {
			const params = pluginGatewayParams();
			const config = params.paymentMethodsConfig as Record<
				string,
				Record< string, unknown >
			>;
			for ( const entry of Object.values( config ) ) {
				if ( printed === undefined ) {
					delete entry.supportsDeferredIntent;
				} else {
					entry.supportsDeferredIntent = printed;
				}
			}
			const settings = parseGatewaySettings( params );
			expect(
				Object.values( settings.methods ).map(
					( method ) => method.supportsDeferredIntent
				)
			).toEqual( Object.keys( config ).map( () => deferred ) );
		}
	);

	it( "reads the block checkout's merged stripe_data", () => {
		const settings = parseGatewaySettings( pluginStripeData() );
		expect( Object.keys( settings.methods ) ).toEqual( [ 'card' ] );
		expect( settings.genericErrorMessage ).toContain( 'email inbox' );
	} );
} );

describe( 'Optimized Checkout as the OCS gateway prints it (issue 37, break 5)', () => {
	it( 'keeps the one method under `card`, the express ids beside it, and the configuration and excluded types', () => {
		const settings = parseGatewaySettings(
			pluginOptimizedCheckoutParams()
		);
		expect( settings.optimizedCheckout ).toBe( true );
		expect( Object.keys( settings.methods ) ).toEqual( [
			'card',
			'link',
			'amazon_pay',
		] );
		expect( settings.methods.card?.title ).toBe( 'Payment methods' );
		expect( settings.paymentMethodConfigurationId ).toBe( 'pmc_fixture' );
		expect( settings.excludedPaymentMethodTypes ).toEqual( [
			'amazon_pay',
		] );
		expect( settings.elementLayout ).toBe( 'accordion' );
	} );

	it( 'a checkout lists the one method alone: Link and Amazon Pay are wallet buttons', () => {
		expect(
			listedMethodIds(
				parseGatewaySettings( pluginOptimizedCheckoutParams() )
			)
		).toEqual( [ 'card' ] );
		// Without OC, every configured method but Link.
		expect(
			listedMethodIds(
				parseGatewaySettings(
					pluginGatewayParams( {
						paymentMethodsConfig: {
							card: { title: 'Card' },
							link: { title: 'Link' },
							ideal: { title: 'iDEAL' },
						},
					} )
				)
			)
		).toEqual( [ 'card', 'ideal' ] );
	} );

	it( 'reads the classic params wp_localize_script() printed, and a filtered PHP list printed as an object', () => {
		const settings = parseGatewaySettings(
			localized(
				pluginOptimizedCheckoutParams( {
					excludedPaymentMethodTypes: {
						0: 'amazon_pay',
						2: 'klarna',
					},
				} )
			)
		);
		expect( settings.optimizedCheckout ).toBe( true );
		expect( settings.excludedPaymentMethodTypes ).toEqual( [
			'amazon_pay',
			'klarna',
		] );
	} );

	it( 'where the element does not draw (adding or changing a method), shouldShowOptimizedCheckout false wins over nothing else printed', () => {
		const settings = parseGatewaySettings(
			pluginGatewayParams( {
				isOCEnabled: false,
				shouldShowOptimizedCheckout: false,
			} )
		);
		expect( settings.optimizedCheckout ).toBe( false );
		expect( settings.elementLayout ).toBe( 'tabs' );
	} );

	it( "9.x prints isOCEnabled alone: it is read; an `oc` key (issue 37's reading, no version read prints it) is the one method", () => {
		const settings = parseGatewaySettings(
			pluginGatewayParams( {
				isOCEnabled: true,
				paymentMethodsConfig: {
					oc: { title: 'Stripe', isReusable: true },
					link: { title: 'Link' },
				},
			} )
		);
		expect( settings.optimizedCheckout ).toBe( true );
		expect( Object.keys( settings.methods ) ).toEqual( [ 'card', 'link' ] );
		expect( listedMethodIds( settings ) ).toEqual( [ 'card' ] );
		expect( settings.paymentMethodConfigurationId ).toBeNull();
	} );
} );
