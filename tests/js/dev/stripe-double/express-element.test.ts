/**
 * The Express Checkout Element double: buttons for the wallets the shop
 * reports, `ready` with availablePaymentMethods, `click` with resolve, and a
 * payment sheet that fires `confirm` and `cancel` as Stripe does.
 */
import { createElements } from '../../../../dev/browser/stripe-double/elements';

function mountExpress(
	wallets: string[],
	options: Record< string, unknown > = {}
) {
	( window as any ).__devShop = { availableWallets: wallets };
	document.body.innerHTML = '<div id="express"></div>';
	const element = createElements( {
		mode: 'payment',
		amount: 2530,
		currency: 'eur',
	} ).create( 'expressCheckout', options );
	const events: Record< string, any[] > = {};
	for ( const name of [ 'ready', 'click', 'confirm', 'cancel' ] ) {
		events[ name ] = [];
		element.on( name, ( event: any ) => events[ name ].push( event ) );
	}
	element.mount( '#express' );
	return { element, events };
}

const buttons = () =>
	[ ...document.querySelectorAll( '#express button' ) ].map(
		( button ) => button.textContent
	);

describe( 'Express Checkout Element double', () => {
	beforeEach( () => jest.useFakeTimers() );
	afterEach( () => jest.useRealTimers() );

	it( 'shows a button per available wallet, minus those set to never, and reports them on ready', () => {
		const { events } = mountExpress( [ 'googlePay', 'applePay', 'link' ], {
			paymentMethods: { link: 'never' },
		} );
		expect( buttons() ).toEqual( [ 'Google Pay', 'Apple Pay' ] );
		jest.advanceTimersByTime( 20 );
		expect( events.ready[ 0 ].availablePaymentMethods ).toMatchObject( {
			googlePay: true,
			applePay: true,
			link: false,
			amazonPay: false,
		} );
	} );

	it( 'reports no wallets as undefined availablePaymentMethods', () => {
		const { events } = mountExpress( [] );
		jest.advanceTimersByTime( 20 );
		expect( events.ready[ 0 ].availablePaymentMethods ).toBeUndefined();
	} );

	it( 'a click resolved in time opens the payment sheet; Pay fires confirm with the shopper details', () => {
		const { events } = mountExpress( [ 'googlePay' ] );
		(
			document.querySelector( '#express button' ) as HTMLButtonElement
		 ).click();
		expect( events.click[ 0 ].expressPaymentType ).toBe( 'google_pay' );
		events.click[ 0 ].resolve( {
			lineItems: [ { name: 'Beanie', amount: 1800 } ],
			shippingAddressRequired: true,
			shippingRates: [
				{ id: 'flat_rate:1', displayName: 'Flat rate', amount: 500 },
			],
		} );
		const sheet = document.querySelector(
			'[role="dialog"][aria-label="Payment sheet"]'
		) as HTMLElement;
		expect( sheet.textContent ).toContain( 'Beanie: 18.00' );
		(
			[ ...sheet.querySelectorAll( 'button' ) ].find(
				( button ) => button.textContent === 'Pay'
			) as HTMLButtonElement
		 ).click();
		expect( events.confirm[ 0 ] ).toMatchObject( {
			expressPaymentType: 'google_pay',
			billingDetails: {
				name: 'Jane Doe',
				email: 'jane@example.com',
				address: { country: 'DE' },
			},
			shippingRate: { id: 'flat_rate:1' },
		} );
	} );

	it( 'a click not resolved within 1 s opens nothing', () => {
		const { events } = mountExpress( [ 'applePay' ] );
		(
			document.querySelector( '#express button' ) as HTMLButtonElement
		 ).click();
		jest.advanceTimersByTime( 1000 );
		events.click[ 0 ].resolve( {} );
		expect( document.querySelector( '[role="dialog"]' ) ).toBeNull();
	} );

	it( 'Cancel closes the sheet and fires cancel', () => {
		const { events } = mountExpress( [ 'link' ] );
		(
			document.querySelector( '#express button' ) as HTMLButtonElement
		 ).click();
		events.click[ 0 ].resolve( {} );
		(
			[ ...document.querySelectorAll( '[role="dialog"] button' ) ].find(
				( button ) => button.textContent === 'Cancel'
			) as HTMLButtonElement
		 ).click();
		expect( events.cancel ).toHaveLength( 1 );
		expect( document.querySelector( '[role="dialog"]' ) ).toBeNull();
	} );
} );
