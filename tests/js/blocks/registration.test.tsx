/**
 * The block checkout bundle registers every configured method with the
 * options WooCommerce's registry takes (CONTRACTS §1).
 */
import { isValidElement } from '@wordpress/element';
import { rawStripeData } from '../fixtures/stripe-data';
import { rawExpressData } from '../fixtures/express-data';

/** Loads the bundle fresh, as a page would, and returns what it registered. */
function loadBundle( stripeData: unknown ): Record< string, any > {
	let methods: Record< string, any > = {};
	jest.isolateModules( () => {
		// The plugin's stripe_data carries the express params too.
		require( '../doubles/wc-settings' ).setSettings(
			stripeData === undefined
				? {}
				: {
						stripe_data: {
							...rawExpressData(),
							...( stripeData as Record< string, unknown > ),
						},
					}
		);
		require( '../../../assets/js/blocks/register' ).registerBlockMethods();
		methods = require( '../doubles/blocks-registry' ).getPaymentMethods();
	} );
	return methods;
}

describe( 'Block checkout registration', () => {
	it( 'registers each configured method under its gateway id, except Link (inside the card element) and the retired giropay and Sofort', () => {
		const methods = loadBundle(
			rawStripeData( {
				paymentMethodsConfig: {
					card: { title: 'Card', isReusable: true, countries: [] },
					link: { title: 'Link', isReusable: true, countries: [] },
					giropay: {
						title: 'giropay',
						isReusable: false,
						countries: [],
					},
					sofort: {
						title: 'Sofort',
						isReusable: false,
						countries: [],
					},
					blik: {
						title: 'BLIK',
						isReusable: false,
						countries: [ 'PL' ],
					},
				},
			} )
		);
		expect( Object.keys( methods ).sort() ).toEqual( [
			'stripe',
			'stripe_blik',
		] );
		expect( methods.stripe.paymentMethodId ).toBe( 'stripe' );
	} );

	it( 'a method without deferred intents (ACSS) gets its intent before its element; the others do not', () => {
		const methods = loadBundle(
			rawStripeData( {
				paymentMethodsConfig: {
					card: {
						title: 'Card',
						isReusable: true,
						countries: [],
						supportsDeferredIntent: true,
					},
					acss_debit: {
						title: 'Pre-Authorized Debit',
						isReusable: true,
						countries: [ 'CA' ],
						supportsDeferredIntent: false,
					},
				},
			} )
		);
		expect( methods.stripe_acss_debit.content.props.intentFirst ).toBe(
			true
		);
		expect( methods.stripe.content.props.intentFirst ).toBe( false );
	} );

	it( 'gives content and edit as React elements and a translated ariaLabel', () => {
		const { stripe } = loadBundle( rawStripeData() );
		expect( isValidElement( stripe.content ) ).toBe( true );
		expect( isValidElement( stripe.edit ) ).toBe( true );
		expect( stripe.ariaLabel ).toBe( 'Pay with Card' );
	} );

	it( 'offers saved cards and the save option only for reusable methods', () => {
		const methods = loadBundle( rawStripeData() );
		expect( methods.stripe.supports ).toMatchObject( {
			showSavedCards: true,
			showSaveOption: true,
		} );
		expect( methods.stripe.supports.features ).toEqual(
			expect.arrayContaining( [
				'products',
				'subscriptions',
				'tokenization',
			] )
		);
		expect( methods.stripe_blik.supports ).toEqual( {
			features: [ 'products' ],
			showSavedCards: false,
			showSaveOption: false,
		} );
		expect( methods.stripe_blik.savedTokenComponent ).toBeNull();
	} );

	it( 'canMakePayment hides a method whose country list does not hold the billing country', () => {
		const { stripe, stripe_blik: blik } = loadBundle( rawStripeData() );
		expect(
			blik.canMakePayment( { billingAddress: { country: 'PL' } } )
		).toBe( true );
		expect(
			blik.canMakePayment( { billingAddress: { country: 'DE' } } )
		).toBe( false );
		expect(
			blik.canMakePayment( { billingData: { country: 'PL' } } )
		).toBe( true );
		expect(
			stripe.canMakePayment( { billingAddress: { country: 'DE' } } )
		).toBe( true );
	} );

	it( 'registers nothing without stripe_data and tells the admin why', () => {
		const error = jest
			.spyOn( console, 'error' )
			.mockImplementation( () => {} );
		expect( loadBundle( undefined ) ).toEqual( {} );
		expect( error ).toHaveBeenCalledWith(
			'Stripe initialization data is not available'
		);
		error.mockRestore();
	} );
} );
