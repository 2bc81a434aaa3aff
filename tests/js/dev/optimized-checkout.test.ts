/**
 * @jest-environment node
 */
/**
 * The development shop with Optimized Checkout on prints what the gateway's
 * OCS gateway prints (class-wc-stripe-ocs-payment-gateway.php, the
 * development tree after 10.8.0): the one method under `card` beside the
 * express ids, its flags and keys only where the element draws, the
 * `stripe` gateway alone in the payment list and the Store API; and the
 * Stripe double's elements session offers what the gateway's payment
 * method configuration allows for the amount and currency.
 */
import { runningShop } from '../fixtures/running-shop';
import {
	buildConfiguration,
	elementsSessionTypes,
} from '../../../dev/server/stripe/method-configurations';

const shopOrigin = runningShop( { reset: true } );

async function post( path: string, body: unknown, cookie = '' ) {
	return fetch( shopOrigin() + path, {
		method: 'POST',
		headers: {
			'Content-Type': 'application/json',
			...( cookie ? { Cookie: cookie } : {} ),
		},
		body: JSON.stringify( body ),
	} );
}

async function shopperWithBeanie(): Promise< string > {
	const response = await post( '/__dev/cart', {
		items: [ { slug: 'beanie', quantity: 1 } ],
	} );
	return response.headers.get( 'set-cookie' )?.split( ';' )[ 0 ] || '';
}

async function page( path: string, cookie: string ): Promise< string > {
	return (
		await fetch( shopOrigin() + path, { headers: { Cookie: cookie } } )
	).text();
}

function global( html: string, name: string ): Record< string, any > {
	const match = new RegExp(
		`window\\.${ name } = (.*?);(?=\\n|</script>)`
	).exec( html );
	return match ? JSON.parse( match[ 1 ] ) : {};
}

describe( 'With Optimized Checkout on', () => {
	beforeEach( async () => {
		await post( '/__dev/settings', { optimizedCheckout: true } );
	} );

	it( "the classic checkout's params: the one method under `card` beside the express ids, the OCS keys", async () => {
		const cookie = await shopperWithBeanie();
		const params = global(
			await page( '/classic-checkout/', cookie ),
			'wc_stripe_upe_params'
		);
		expect( Object.keys( params.paymentMethodsConfig ) ).toEqual( [
			'card',
			'link',
			'amazon_pay',
		] );
		expect( params.paymentMethodsConfig.card ).toMatchObject( {
			title: 'Stripe',
			isReusable: true,
			supportsDeferredIntent: true,
			countries: [],
			enabledPaymentMethods: expect.arrayContaining( [
				'card',
				'ideal',
				'sepa_debit',
			] ),
			showSaveOptionByMethod: expect.objectContaining( {
				ideal: true,
				eps: false,
			} ),
		} );
		// wp_localize_script(): top-level scalars are strings.
		expect( params ).toMatchObject( {
			isOCEnabled: '1',
			shouldShowOptimizedCheckout: '1',
			shouldExpandOptimizedCheckout: '',
			isAdaptivePricingEnabled: '',
			OCLayout: 'accordion',
			paymentMethodConfigurationId: 'pmc_devshop',
			excludedPaymentMethodTypes: [ 'amazon_pay' ],
			countryExcludedPaymentMethodTypes: [],
		} );
	} );

	it( 'the block checkout and pay for order title the method "Payment methods"', async () => {
		const cookie = await shopperWithBeanie();
		const settings = global(
			await page( '/checkout/', cookie ),
			'wcSettings'
		);
		const data = settings.paymentMethodData.stripe;
		expect( data.paymentMethodsConfig.card.title ).toBe(
			'Payment methods'
		);
		expect( data.shouldShowOptimizedCheckout ).toBe( true );
		const order = await (
			await post( '/__dev/pending-order', {}, cookie )
		).json();
		const pay = global(
			await page(
				new URL( order.pay_url, shopOrigin() ).href.slice(
					shopOrigin().length
				),
				cookie
			),
			'wc_stripe_upe_params'
		);
		expect( pay.paymentMethodsConfig.card.title ).toBe( 'Payment methods' );
		expect( pay.isOrderPay ).toBe( '1' );
	} );

	it( 'a billing country a method does not serve leaves it out of the element', async () => {
		const response = await post( '/__dev/cart', {
			items: [ { slug: 'beanie', quantity: 1 } ],
			billing: { country: 'US' },
		} );
		const cookie =
			response.headers.get( 'set-cookie' )?.split( ';' )[ 0 ] || '';
		const params = global(
			await page( '/classic-checkout/', cookie ),
			'wc_stripe_upe_params'
		);
		expect( params.countryExcludedPaymentMethodTypes ).toEqual(
			expect.arrayContaining( [ 'sepa_debit', 'klarna' ] )
		);
		expect( params.excludedPaymentMethodTypes ).toEqual(
			expect.arrayContaining( [ 'amazon_pay', 'sepa_debit' ] )
		);
	} );

	it( 'adding a method: the flags, false, and no other OC key; the card alone in the list', async () => {
		const login = await post( '/__dev/login', {} );
		const cookie =
			login.headers.get( 'set-cookie' )?.split( ';' )[ 0 ] || '';
		const html = await page( '/my-account/add-payment-method/', cookie );
		const params = global( html, 'wc_stripe_upe_params' );
		expect( params ).toMatchObject( {
			isOCEnabled: '',
			shouldShowOptimizedCheckout: '',
		} );
		for ( const key of [
			'OCLayout',
			'paymentMethodConfigurationId',
			'excludedPaymentMethodTypes',
		] ) {
			expect( params ).not.toHaveProperty( key );
		}
		expect( [ ...html.matchAll( /name="payment_method"/g ) ] ).toHaveLength(
			1
		);
	} );

	it( 'the classic list holds the `stripe` gateway alone, with the OC markup', async () => {
		const cookie = await shopperWithBeanie();
		const html = await page( '/classic-checkout/', cookie );
		const gateways = [
			...html.matchAll( /name="payment_method" value="([\w-]+)"/g ),
		].map( ( match ) => match[ 1 ] );
		expect( gateways ).toEqual( [ 'stripe', 'cheque' ] );
		expect( html ).toContain(
			'<input id="wc_stripe_selected_upe_payment_type" type="hidden" name="wc_stripe_selected_upe_payment_type">'
		);
		expect( html ).toContain( 'data-payment-method-type="card"' );
	} );

	it( "the Store API's payment_methods: `stripe` alone", async () => {
		const cookie = await shopperWithBeanie();
		const cart = await (
			await fetch( `${ shopOrigin() }/wp-json/wc/store/v1/cart`, {
				headers: { Cookie: cookie },
			} )
		).json();
		expect( cart.payment_methods ).toEqual( [ 'stripe' ] );
	} );

	it( "the gateway's configuration at the Stripe double follows the methods switched on", async () => {
		await post( '/__dev/settings', {
			enabledMethods: [ 'card', 'ideal' ],
		} );
		const cookie = await shopperWithBeanie();
		await page( '/classic-checkout/', cookie );
		const configuration = await (
			await fetch(
				`${ shopOrigin() }/__stripe/v1/payment_method_configurations/pmc_devshop`
			)
		).json();
		expect( configuration ).toMatchObject( {
			object: 'payment_method_configuration',
			card: { available: true, display_preference: { value: 'on' } },
			ideal: { available: true },
			sepa_debit: { available: false },
		} );
	} );
} );

describe( "The Stripe double's elements session for a configuration", () => {
	const configuration = buildConfiguration( {
		id: 'pmc_test',
		name: 'Test',
		enabled: [
			'card',
			'link',
			'ideal',
			'blik',
			'affirm',
			'acss_debit',
			'amazon_pay',
			'giropay',
		],
		accountCountry: 'DE',
	} );

	it( 'offers what the configuration allows for the currency, minus the excluded types', () => {
		expect(
			elementsSessionTypes( configuration, {
				mode: 'payment',
				amount: 2530,
				currency: 'eur',
				excluded_payment_method_types: [ 'amazon_pay' ],
			} )
		).toEqual( { ok: true, value: [ 'card', 'link', 'ideal' ] } );
	} );

	it( 'leaves out a domestic-only method the account cannot offer, a retired one, and one that needs its intent first', () => {
		const result = elementsSessionTypes( configuration, {
			mode: 'payment',
			amount: 2530,
			currency: 'usd',
		} );
		expect( result.ok && result.value ).not.toContain( 'affirm' );
		expect( result.ok && result.value ).not.toContain( 'giropay' );
		expect( result.ok && result.value ).not.toContain( 'acss_debit' );
	} );

	it( 'an unknown configuration is refused', () => {
		expect(
			elementsSessionTypes( undefined, {
				payment_method_configuration: 'pmc_nope',
			} )
		).toMatchObject( {
			ok: false,
			error: { code: 'resource_missing' },
		} );
	} );
} );
