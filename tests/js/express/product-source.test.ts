/**
 * The product page's steps: "buy now" in a cart of its own, added on click
 * racing 700 ms, a success flag the sheet's shipping and the payment wait
 * up to 1 s for, cancel building the buttons again with nothing to put
 * back, form changes refreshing the product data. The shop is a fetch
 * double speaking the Store API.
 */
import {
	ADD_TO_CART_RACE_MS,
	CART_WAIT_MS,
	QUANTITY_DEBOUNCE_MS,
	productSource,
} from '../../../assets/js/express/sources/product';
import { parseExpressSettings } from '../../../assets/js/core/settings/parse-express-settings';
import { createTransport } from '../../../assets/js/core/transport';
import { rawExpressData } from '../fixtures/express-data';

/** A Store API cart token naming the cart `key` (signature unchecked). */
const tokenFor = ( key: string ) =>
	`h.${ window.btoa( JSON.stringify( { user_id: key } ) ) }.s`;

const OWN = tokenFor( 't_own' );

const cartAnswer = {
	items: [
		{
			key: 'n',
			name: 'Beanie',
			quantity: 1,
			totals: { line_subtotal: '1800' },
		},
	],
	items_count: 1,
	needs_shipping: true,
	totals: {
		total_price: '2530',
		total_tax: '230',
		total_shipping: '500',
		currency_code: 'EUR',
		currency_minor_unit: 2,
	},
	shipping_rates: [
		{
			shipping_rates: [
				{ rate_id: 'flat_rate:1', name: 'Flat rate', price: '500' },
			],
		},
	],
};

interface Call {
	url: string;
	method: string;
	credentials?: string;
	headers: Record< string, string >;
	body: any;
}

type Reply = { status?: number; body?: unknown; token?: string | null };

/**
 * The shop: a cart read without cookies opens the cart OWN; every answer
 * names OWN unless a reply says otherwise.
 */
function setUp(
	replies: {
		addItem?: () => Promise< Reply > | Reply;
		open?: () => Reply;
		other?: ( call: Call ) => Reply;
	} = {}
) {
	document.body.innerHTML = `<div id="box"></div><form class="cart"><div class="quantity"><input class="qty" value="1"></div><button class="single_add_to_cart_button" value="11">Add</button></form>`;
	const calls: Call[] = [];
	const fetch = async ( url: string, init: RequestInit = {} ) => {
		const call: Call = {
			url: String( url ).replace( '/wp-json/wc/store/v1', '' ),
			method: String( init.method ),
			credentials: init.credentials,
			headers: init.headers as Record< string, string >,
			body: init.body ? JSON.parse( String( init.body ) ) : undefined,
		};
		calls.push( call );
		let reply: Reply;
		if ( call.url === '/cart' && call.credentials === 'omit' ) {
			reply = replies.open?.() ?? { body: { items: [] } };
		} else if ( call.url === '/cart/add-item' ) {
			reply = ( await replies.addItem?.() ) ?? {
				status: 201,
				body: cartAnswer,
			};
		} else {
			reply = replies.other?.( call ) ?? { body: cartAnswer };
		}
		const token = reply.token === undefined ? OWN : reply.token;
		return {
			ok: ( reply.status ?? 200 ) < 400,
			status: reply.status ?? 200,
			headers: new Headers( {
				...( token ? { 'Cart-Token': token } : {} ),
				Nonce: 'from-answer',
			} ),
			text: async () => JSON.stringify( reply.body ?? {} ),
		} as Response;
	};
	const settings = parseExpressSettings(
		rawExpressData( {
			is_product_page: true,
			product: { total: 1800, displayItems: [], currency: 'eur' },
		} )
	);
	const api = {
		nonces: () => settings.nonces,
		refreshNonces: jest.fn( async () => false ),
		getSelectedProductData: jest.fn(),
	};
	let current = {
		amount: 1800,
		currency: 'eur',
		lineItems: [],
		requestShipping: true,
		shippingRates: [],
	};
	const control = {
		current: () => current,
		update: jest.fn( ( next ) => ( current = next ) ),
		allow: jest.fn(),
		block: jest.fn(),
		unblock: jest.fn(),
		remount: jest.fn(),
	};
	const status = jest.fn();
	const source = productSource(
		settings,
		api as any,
		createTransport( { fetch: fetch as typeof window.fetch } ),
		control,
		status
	);
	return { source, api, control, calls, status };
}

const later = < T >( ms: number, value: T ) =>
	new Promise< T >( ( resolve ) => setTimeout( () => resolve( value ), ms ) );

describe( 'Buy now in a cart of its own, never the shopper’s', () => {
	it( 'the cart is opened by a read without cookies; the product goes there with its token, the REST nonce and the gateway’s mark, and no Store API nonce', async () => {
		const { source, calls } = setUp();
		await source.beforeClick!();
		expect( await source.cartReady!() ).toBe( true );
		expect( calls[ 0 ] ).toMatchObject( {
			url: '/cart',
			method: 'GET',
			credentials: 'omit',
		} );
		expect( calls[ 1 ].url ).toBe( '/cart/add-item' );
		expect( calls[ 1 ].body ).toEqual( {
			id: 11,
			quantity: 1,
			variation: [],
		} );
		expect( calls[ 1 ].headers ).toMatchObject( {
			'Cart-Token': OWN,
			'X-WP-Nonce': 'r',
			'X-WCSTRIPE-BUY-NOW': 'true',
		} );
		expect( calls[ 1 ].headers ).not.toHaveProperty( 'Nonce' );
	} );

	it( 'an answer from another cart (a token the shop did not honour) is no cart: nothing to sell', async () => {
		const { source } = setUp( {
			addItem: () => ( {
				status: 201,
				body: cartAnswer,
				token: tokenFor( 'the-shoppers-own' ),
			} ),
		} );
		await source.beforeClick!();
		expect( await source.cartReady!() ).toBe( false );
	} );

	it( 'a shop that gives no cart of its own: nothing is added anywhere', async () => {
		const { source, calls } = setUp( { open: () => ( { token: null } ) } );
		await source.beforeClick!();
		expect( await source.cartReady!() ).toBe( false );
		expect( calls.map( ( call ) => call.url ) ).toEqual( [ '/cart' ] );
	} );

	it( 'the sheet’s address and rate are priced in that cart', async () => {
		const { source, calls } = setUp();
		await source.beforeClick!();
		const sheet = await source.ownCart!.quotes.address( {
			first_name: 'Jane',
			last_name: 'Doe',
			company: '',
			phone: '',
			country: 'DE',
			address_1: '',
			address_2: '',
			city: 'Berlin',
			state: '',
			postcode: '10117',
		} );
		expect( sheet?.amount ).toBe( 2530 );
		expect( sheet?.shippingRates.map( ( rate ) => rate.id ) ).toEqual( [
			'flat_rate:1',
		] );
		await source.ownCart!.quotes.rate( 'flat_rate:1' );
		expect( calls.slice( 2 ) ).toMatchObject( [
			{
				url: '/cart/update-customer',
				headers: { 'Cart-Token': OWN },
				body: { shipping_address: { country: 'DE' } },
			},
			{
				url: '/cart/select-shipping-rate',
				headers: { 'Cart-Token': OWN },
				body: { package_id: 0, rate_id: 'flat_rate:1' },
			},
		] );
	} );

	it( 'the order is made from that cart, with the Store API nonce its answers carried', async () => {
		const { source, calls } = setUp( {
			other: () => ( {
				body: {
					payment_result: {
						payment_status: 'success',
						payment_details: [],
						redirect_url: '/done',
					},
				},
			} ),
		} );
		await source.beforeClick!();
		await source
			.ownCart!.orderStore( 'page-nonce' )
			.checkout( { a: 1 }, { nonce: 'express' } );
		const checkout = calls[ calls.length - 1 ];
		expect( checkout ).toMatchObject( {
			url: '/checkout',
			headers: {
				'Cart-Token': OWN,
				Nonce: 'from-answer',
				'X-WCSTRIPE-EXPRESS-CHECKOUT-NONCE': 'express',
			},
		} );
	} );

	it( 'an unconfirmed purchase’s cart is taken up again: its lines are replaced, no new cart is opened', async () => {
		const kept = tokenFor( 't_kept' );
		const { source, calls } = setUp( {
			addItem: () => ( { status: 201, body: cartAnswer, token: kept } ),
			other: () => ( { body: cartAnswer, token: kept } ),
		} );
		source.ownCart!.resume( kept );
		await source.beforeClick!();
		expect( await source.cartReady!() ).toBe( true );
		expect(
			calls.map( ( call ) => [ call.url, call.headers[ 'Cart-Token' ] ] )
		).toEqual( [
			[ '/cart', kept ],
			[ '/cart/remove-item', kept ],
			[ '/cart/add-item', kept ],
		] );
		expect( source.ownCart!.token() ).toBe( kept );
	} );
} );

describe( 'Add to cart on click with the 700 ms race and a success flag', () => {
	beforeEach( () => jest.useFakeTimers() );
	afterEach( () => jest.useRealTimers() );

	it( 'the cart answers first: the sheet opens with the cart’s total', async () => {
		const { source, control } = setUp();
		const click = source.beforeClick!();
		await jest.advanceTimersByTimeAsync( 0 );
		const sheet = await click;
		expect( sheet?.amount ).toBe( 2530 );
		expect( control.update ).toHaveBeenCalled();
		expect( await source.cartReady!() ).toBe( true );
	} );

	it( 'the timer wins: the sheet opens at 700 ms; shipping and payment wait up to 1 s for the cart', async () => {
		const { source } = setUp( {
			addItem: () => later( 1500, { status: 201, body: cartAnswer } ),
		} );
		const click = source.beforeClick!();
		await jest.advanceTimersByTimeAsync( ADD_TO_CART_RACE_MS );
		expect( ( await click )?.amount ).toBe( 1800 );
		let ready: boolean | undefined;
		source.cartReady!().then( ( value ) => ( ready = value ) );
		// The cart answers at 1500 ms, within the second the sheet waits.
		await jest.advanceTimersByTimeAsync( 1500 - ADD_TO_CART_RACE_MS - 1 );
		expect( ready ).toBeUndefined();
		await jest.advanceTimersByTimeAsync( 1 );
		expect( ready ).toBe( true );
	} );

	it( 'the cart never takes the product: not ready after 1 s', async () => {
		const { source } = setUp( {
			addItem: () => later( 5000, { status: 400, body: {} } ),
		} );
		const click = source.beforeClick!();
		await jest.advanceTimersByTimeAsync( ADD_TO_CART_RACE_MS );
		await click;
		const ready = source.cartReady!();
		await jest.advanceTimersByTimeAsync( CART_WAIT_MS );
		expect( await ready ).toBe( false );
	} );

	it( 'a variable product without a choice: alert, nothing sent', async () => {
		const { source, calls } = setUp();
		document
			.querySelector( '.single_add_to_cart_button' )!
			.classList.add( 'disabled', 'wc-variation-selection-needed' );
		const alert = jest
			.spyOn( window, 'alert' )
			.mockImplementation( () => {} );
		expect( await source.beforeClick!() ).toBeNull();
		expect( alert ).toHaveBeenCalledWith(
			'Please select your product options before proceeding.'
		);
		expect( calls ).toHaveLength( 0 );
		alert.mockRestore();
	} );
} );

describe( 'Cancel marks the payment aborted and re-initialises', () => {
	it( 'builds the buttons again and sends nothing: there is nothing to put back; the next tap opens a new cart', async () => {
		const { source, calls, control } = setUp();
		await source.beforeClick!();
		const sent = calls.length;
		source.cancel!();
		expect( control.remount ).toHaveBeenCalled();
		await new Promise( ( resolve ) => setTimeout( resolve, 0 ) );
		expect( calls ).toHaveLength( sent );
		expect( await source.cartReady!() ).toBe( false );
		await source.beforeClick!();
		expect(
			calls.filter( ( call ) => call.credentials === 'omit' )
		).toHaveLength( 2 );
	} );
} );

describe( 'An add still under way when the sheet closes answers for nothing', () => {
	beforeEach( () => jest.useFakeTimers() );
	afterEach( () => jest.useRealTimers() );

	it( 'the next tap’s sheet is neither updated nor ready from the old cart', async () => {
		let adds = 0;
		const { source, control } = setUp( {
			addItem: () =>
				later( ++adds === 1 ? 1500 : 3000, {
					status: 201,
					body: cartAnswer,
				} ),
		} );
		const first = source.beforeClick!();
		await jest.advanceTimersByTimeAsync( ADD_TO_CART_RACE_MS );
		await first;
		source.cancel!();
		const second = source.beforeClick!();
		await jest.advanceTimersByTimeAsync( ADD_TO_CART_RACE_MS );
		await second;
		// The first add answers (at 1500 ms): it is the cancelled purchase's.
		await jest.advanceTimersByTimeAsync( 200 );
		expect( control.update ).not.toHaveBeenCalled();
		const ready = source.cartReady!();
		await jest.advanceTimersByTimeAsync( CART_WAIT_MS );
		expect( await ready ).toBe( false );
		// The second tap's own cart answers at 3700 ms.
		await jest.advanceTimersByTimeAsync( 2000 );
		expect( control.update ).toHaveBeenCalledTimes( 1 );
		expect( await source.cartReady!() ).toBe( true );
	} );
} );

const productData = ( amount: number ) => ( {
	ok: true,
	data: {
		total: { amount },
		displayItems: [ { label: 'Beanie (x2)', amount } ],
		requestShipping: true,
		currency: 'eur',
	},
} );

describe( 'Form changes read the product data again: the buttons held from the change until it answers', () => {
	beforeEach( () => jest.useFakeTimers() );
	afterEach( () => jest.useRealTimers() );

	it( 'new data: the total follows, the buttons are allowed and unblocked', async () => {
		const { source, api, control } = setUp();
		api.getSelectedProductData.mockResolvedValue( productData( 3600 ) );
		source.formChanged!( 'quantity' );
		expect( control.block ).toHaveBeenCalled();
		await jest.advanceTimersByTimeAsync( QUANTITY_DEBOUNCE_MS );
		expect( control.update ).toHaveBeenCalledWith(
			expect.objectContaining( { amount: 3600 } )
		);
		expect( control.allow ).toHaveBeenCalledWith( true );
		expect( control.unblock ).toHaveBeenCalled();
	} );

	it( 'the quantity is read once, 250 ms after its last change', async () => {
		const { source, api } = setUp();
		api.getSelectedProductData.mockResolvedValue( productData( 3600 ) );
		source.formChanged!( 'quantity' );
		await jest.advanceTimersByTimeAsync( 200 );
		source.formChanged!( 'quantity' );
		await jest.advanceTimersByTimeAsync( QUANTITY_DEBOUNCE_MS - 1 );
		expect( api.getSelectedProductData ).not.toHaveBeenCalled();
		await jest.advanceTimersByTimeAsync( 1 );
		expect( api.getSelectedProductData ).toHaveBeenCalledTimes( 1 );
	} );

	it( 'an unavailable combination hides them', async () => {
		const { source, control } = setUp();
		document
			.querySelector( '.single_add_to_cart_button' )!
			.classList.add( 'disabled', 'wc-variation-is-unavailable' );
		source.formChanged!( 'variation' );
		expect( control.allow ).toHaveBeenCalledWith( false );
	} );

	it( 'the shop’s error for the choice (the product cannot be bought so) hides them, and a tap says why', async () => {
		const { source, api, control } = setUp();
		api.getSelectedProductData.mockResolvedValue( {
			ok: true,
			data: { error: 'Out of stock.' },
		} );
		source.formChanged!( 'deposit' );
		await jest.advanceTimersByTimeAsync( 0 );
		expect( control.allow ).toHaveBeenCalledWith( false );
		const alert = jest
			.spyOn( window, 'alert' )
			.mockImplementation( () => {} );
		expect( await source.beforeClick!() ).toBeNull();
		expect( alert ).toHaveBeenCalledWith( 'Out of stock.' );
		alert.mockRestore();
	} );
} );

describe( 'A tap while the product data is read: never a sheet with the old total; told at the buttons that the total is being updated; a failed read told, and the next tap reads again', () => {
	beforeEach( () => jest.useFakeTimers() );
	afterEach( () => jest.useRealTimers() );

	it( 'a read that answers within the tap’s 700 ms: the sheet opens with the new total', async () => {
		// The add to its own cart is slower than the tap may wait.
		const { source, api } = setUp( {
			addItem: () => later( 5000, { status: 201, body: cartAnswer } ),
		} );
		api.getSelectedProductData.mockImplementation( () =>
			later( 100, productData( 3600 ) )
		);
		source.formChanged!( 'quantity' );
		const click = source.beforeClick!();
		await jest.advanceTimersByTimeAsync( ADD_TO_CART_RACE_MS );
		expect( ( await click )?.amount ).toBe( 3600 );
		expect( api.getSelectedProductData ).toHaveBeenCalledTimes( 1 );
	} );

	it( 'still out at 700 ms: no sheet, nothing added, the shopper told; the click is answered within Stripe’s second', async () => {
		const { source, api, calls, status } = setUp();
		api.getSelectedProductData.mockImplementation( () =>
			later( 5000, productData( 3600 ) )
		);
		source.formChanged!( 'quantity' );
		const click = source.beforeClick!();
		await jest.advanceTimersByTimeAsync( ADD_TO_CART_RACE_MS );
		expect( await click ).toBeNull();
		expect( status ).toHaveBeenLastCalledWith(
			'The total is being updated. Tap the button again in a moment.'
		);
		expect( calls ).toHaveLength( 0 );
	} );

	it( 'a failed read: told at the buttons in the catalogue’s words, the buttons stay; the next tap reads again and opens with the new total', async () => {
		const { source, api, control, status } = setUp();
		api.getSelectedProductData.mockResolvedValueOnce( {
			ok: false,
			message:
				'A timeout occurred while connecting to the server. Please try again.',
		} );
		source.formChanged!( 'quantity' );
		await jest.advanceTimersByTimeAsync( QUANTITY_DEBOUNCE_MS );
		expect( status ).toHaveBeenLastCalledWith(
			'There was an error getting the product information.'
		);
		expect( control.allow ).not.toHaveBeenCalledWith( false );
		expect( control.unblock ).toHaveBeenCalled();
		api.getSelectedProductData.mockResolvedValueOnce( productData( 3600 ) );
		const click = source.beforeClick!();
		await jest.advanceTimersByTimeAsync( 0 );
		expect( api.getSelectedProductData ).toHaveBeenCalledTimes( 2 );
		expect( control.update ).toHaveBeenCalledWith(
			expect.objectContaining( { amount: 3600 } )
		);
		expect( await click ).not.toBeNull();
		expect( status ).toHaveBeenLastCalledWith( '' );
	} );
} );
