/**
 * The double's Payment Method Messaging Element: refuses the options
 * Stripe.js refuses, draws one "4 interest-free payments of …" line per
 * plan Stripe offers for the amount, currency and customer's country, in
 * the order asked for, draws nothing without a plan, follows `update()`,
 * and fires `ready` once.
 */
import { createElements } from '../../../../dev/browser/stripe-double/elements';
import { messagingPlans } from '../../../../dev/server/stripe/messaging-plans';

/** Resolves with the element's first event of this name: no timed wait. */
const next = ( element: any, name: string ) =>
	new Promise< any >( ( resolve ) => element.once( name, resolve ) );

let accountCountry = 'US';
let requests: any[] = [];

beforeEach( () => {
	accountCountry = 'US';
	requests = [];
	document.body.innerHTML = '<div id="messaging"></div>';
	// The emulated Stripe API answers with the shop's own rule.
	global.fetch = jest.fn( ( _url: string, init: any ) => {
		const body = JSON.parse( init.body );
		requests.push( body );
		return Promise.resolve( {
			ok: true,
			json: () =>
				Promise.resolve( {
					object: 'payment_method_messaging',
					plans: messagingPlans( body, accountCountry ),
				} ),
		} );
	} ) as any;
} );

const lines = () =>
	[
		...document.querySelectorAll< HTMLElement >(
			'.stripe-double-messaging-plan'
		),
	].map( ( line ) => [ line.dataset.method, line.textContent?.trim() ] );

async function mounted( options: Record< string, unknown > ) {
	const element = createElements( { locale: 'en' } ).create(
		'paymentMethodMessaging',
		options
	);
	const ready = next( element, 'ready' );
	element.mount( '#messaging' );
	await ready;
	return element;
}

describe( 'options are refused as Stripe.js refuses them', () => {
	const create = ( options: Record< string, unknown > ) => () =>
		createElements().create( 'paymentMethodMessaging', options );

	test.each( [
		[ 'no amount', { currency: 'USD' }, /amount is required/ ],
		[ 'no currency', { amount: 100 }, /currency is required/ ],
		[
			'an amount that is not whole',
			{ amount: 12.5, currency: 'USD' },
			/amount should be a positive integer/,
		],
		[
			'a negative amount',
			{ amount: -1, currency: 'USD' },
			/amount should be a positive integer/,
		],
		[
			'a currency the element does not take',
			{ amount: 1800, currency: 'JPY' },
			/currency should be one of/,
		],
		[
			'a lower-case currency',
			{ amount: 1800, currency: 'usd' },
			/currency should be one of/,
		],
		[
			'a country the element does not take',
			{ amount: 1800, currency: 'USD', countryCode: 'BR' },
			/countryCode should be one of/,
		],
		[
			'a type that is not buy now, pay later',
			{ amount: 1800, currency: 'USD', paymentMethodTypes: [ 'card' ] },
			/paymentMethodTypes\[\] should be one of/,
		],
		[
			'an empty list of types',
			{ amount: 1800, currency: 'USD', paymentMethodTypes: [] },
			/non-empty array/,
		],
	] )( '%s', ( _name, options, message ) => {
		expect( create( options ) ).toThrow( message );
		try {
			create( options )();
		} catch ( error ) {
			expect( ( error as Error ).name ).toBe( 'IntegrationError' );
		}
	} );

	test( 'update() checks the merged options too', async () => {
		const element = await mounted( { amount: 1800, currency: 'USD' } );
		expect( () => element.update( { currency: 'JPY' } ) ).toThrow(
			/currency should be one of/
		);
	} );
} );

describe( 'one line per plan, as Stripe offers it', () => {
	test( 'the methods asked for that serve the shopper, in that order', async () => {
		await mounted( {
			amount: 6000,
			currency: 'USD',
			countryCode: 'US',
			paymentMethodTypes: [ 'affirm', 'klarna', 'afterpay_clearpay' ],
		} );
		expect( lines() ).toEqual( [
			[ 'affirm', '4 interest-free payments of $15.00 with Affirm ⓘ' ],
			[ 'klarna', '4 interest-free payments of $15.00 with Klarna ⓘ' ],
			[
				'afterpay_clearpay',
				'4 interest-free payments of $15.00 with Afterpay ⓘ',
			],
		] );
		expect( requests[ 0 ] ).toEqual( {
			amount: 6000,
			currency: 'USD',
			countryCode: 'US',
			paymentMethodTypes: [ 'affirm', 'klarna', 'afterpay_clearpay' ],
		} );
	} );

	test( "an amount below a method's minimum leaves it out (Affirm: 50.00)", async () => {
		await mounted( {
			amount: 1800,
			currency: 'USD',
			countryCode: 'US',
			paymentMethodTypes: [ 'affirm', 'klarna' ],
		} );
		expect( lines() ).toEqual( [
			[ 'klarna', '4 interest-free payments of $4.50 with Klarna ⓘ' ],
		] );
	} );

	test( 'Klarna in euros serves the euro area; Afterpay is Clearpay in pounds and open to a British account only', async () => {
		accountCountry = 'DE';
		await mounted( {
			amount: 1800,
			currency: 'EUR',
			countryCode: 'DE',
			paymentMethodTypes: [ 'klarna', 'afterpay_clearpay' ],
		} );
		expect( lines() ).toEqual( [
			[ 'klarna', '4 interest-free payments of €4.50 with Klarna ⓘ' ],
		] );

		document.body.innerHTML = '<div id="messaging"></div>';
		accountCountry = 'GB';
		await mounted( {
			amount: 1800,
			currency: 'GBP',
			countryCode: 'GB',
			paymentMethodTypes: [ 'afterpay_clearpay' ],
		} );
		expect( lines() ).toEqual( [
			[
				'afterpay_clearpay',
				'4 interest-free payments of £4.50 with Clearpay ⓘ',
			],
		] );
	} );

	test( 'a shopper in a country the method does not serve in that currency sees nothing', async () => {
		await mounted( {
			amount: 1800,
			currency: 'EUR',
			countryCode: 'US',
			paymentMethodTypes: [ 'klarna' ],
		} );
		expect( lines() ).toEqual( [] );
		expect(
			document.querySelector( '.stripe-double-messaging' )
		).not.toBeNull();
	} );

	test( 'without a country, Stripe judges by the request (the account country here)', async () => {
		await mounted( {
			amount: 1800,
			currency: 'USD',
			paymentMethodTypes: [ 'klarna' ],
		} );
		expect( lines() ).toHaveLength( 1 );
	} );

	test( 'update() draws the new amount; the latest update wins', async () => {
		const element = await mounted( {
			amount: 1800,
			currency: 'USD',
			countryCode: 'US',
			paymentMethodTypes: [ 'klarna', 'affirm' ],
		} );
		element.update( { amount: 3600 } );
		element.update( { amount: 7200 } );
		await new Promise( ( resolve ) => setTimeout( resolve ) );
		await new Promise( ( resolve ) => setTimeout( resolve ) );
		expect( lines() ).toEqual( [
			[ 'klarna', '4 interest-free payments of $18.00 with Klarna ⓘ' ],
			[ 'affirm', '4 interest-free payments of $18.00 with Affirm ⓘ' ],
		] );
	} );

	test( 'ⓘ opens the information dialog', async () => {
		await mounted( {
			amount: 1800,
			currency: 'USD',
			countryCode: 'US',
			paymentMethodTypes: [ 'klarna' ],
		} );
		(
			document.querySelector(
				'[aria-label="Learn more about Klarna"]'
			) as HTMLButtonElement
		 ).click();
		expect(
			document.querySelector( '[role="dialog"] h2' )?.textContent
		).toBe( 'Pay in 4 with Klarna' );
	} );
} );
