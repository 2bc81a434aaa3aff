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
	( window as any ).__devShopStripeDouble = { availableWallets: wallets };
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

	const openSheet = ( options: Record< string, unknown > = {} ) => {
		( window as any ).__devShopStripeDouble = {
			availableWallets: [ 'googlePay' ],
		};
		document.body.innerHTML = '<div id="express"></div>';
		const group = createElements( {
			mode: 'payment',
			amount: 2530,
			currency: 'eur',
		} );
		const element = group.create( 'expressCheckout', {} );
		const events: Record< string, any[] > = {};
		for ( const name of [
			'click',
			'confirm',
			'shippingaddresschange',
			'shippingratechange',
		] ) {
			events[ name ] = [];
			element.on( name, ( event: any ) => events[ name ].push( event ) );
		}
		element.mount( '#express' );
		(
			document.querySelector( '#express button' ) as HTMLButtonElement
		 ).click();
		events.click[ 0 ].resolve( options );
		const sheet = document.querySelector(
			'[aria-label="Payment sheet"]'
		) as HTMLElement;
		return { group, events, sheet };
	};

	it( "shows the elements' amount as the total, and the new one after a shipping answer", () => {
		const { group, events, sheet } = openSheet( {
			lineItems: [],
			shippingAddressRequired: true,
		} );
		expect( sheet.querySelector( '.sheet-total' )?.textContent ).toBe(
			'Total: 25.30'
		);
		group.update( { amount: 4510 } );
		events.shippingaddresschange[ 0 ].resolve( {
			lineItems: [ { name: 'Beanie (x2)', amount: 3600 } ],
		} );
		jest.advanceTimersByTime( 1 );
		expect( sheet.querySelector( '.sheet-total' )?.textContent ).toBe(
			'Total: 45.10'
		);
		expect( sheet.textContent ).toContain( 'Beanie (x2): 36.00' );
	} );

	it( 'asks for shipping on opening, with a redacted postcode as Apple Pay gives it', () => {
		const { events, sheet } = openSheet( {
			shippingAddressRequired: true,
			shippingRates: [],
		} );
		expect( events.shippingaddresschange ).toHaveLength( 1 );
		const select = sheet.querySelector(
			'[aria-label="Shipping address"]'
		) as HTMLSelectElement;
		select.value = String(
			[ ...select.options ].findIndex( ( option ) =>
				option.text.includes( 'London' )
			)
		);
		select.dispatchEvent( new Event( 'change' ) );
		expect( events.shippingaddresschange[ 1 ].address ).toEqual( {
			city: 'London',
			state: '',
			postal_code: 'SW1A',
			country: 'GB',
		} );
		events.shippingaddresschange[ 1 ].reject();
		expect( sheet.textContent ).toContain( 'Shipping address is invalid' );
	} );

	it( 'pays with the card chosen in the sheet, with the full address', () => {
		const { group, events, sheet } = openSheet( {
			shippingAddressRequired: true,
			shippingRates: [
				{ id: 'flat_rate:1', displayName: 'Flat rate', amount: 500 },
			],
		} );
		const card = sheet.querySelector(
			'[aria-label="Wallet card"]'
		) as HTMLSelectElement;
		card.value = '4000000000000002';
		(
			[ ...sheet.querySelectorAll( 'button' ) ].find(
				( button ) => button.textContent === 'Pay'
			) as HTMLButtonElement
		 ).click();
		expect( group.__walletCard ).toBe( '4000000000000002' );
		expect( events.confirm[ 0 ].shippingAddress.address ).toMatchObject( {
			postal_code: '10178',
			country: 'DE',
		} );
		events.confirm[ 0 ].paymentFailed( {
			reason: 'fail',
			message: 'The card was declined.',
		} );
		expect( sheet.textContent ).toContain( 'The card was declined.' );
	} );

	it( 'one sheet at a time, as a browser shows it', () => {
		const { events } = openSheet( {} );
		(
			document.querySelector( '#express button' ) as HTMLButtonElement
		 ).click();
		expect( events.click ).toHaveLength( 1 );
		expect(
			document.querySelectorAll( '[aria-label="Payment sheet"]' )
		).toHaveLength( 1 );
	} );
} );
