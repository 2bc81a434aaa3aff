/**
 * The product page's steps: add to cart on click racing 700 ms, a success
 * flag the sheet's shipping and the payment wait up to 1 s for, cancel
 * restoring the cart and building the buttons again, form changes
 * refreshing the product data.
 */
import {
	ADD_TO_CART_RACE_MS,
	CART_WAIT_MS,
	productSource,
} from '../../../assets/js/express/sources/product';
import { parseExpressSettings } from '../../../assets/js/core/settings/parse-express-settings';
import { rawExpressData } from '../fixtures/express-data';

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
	shipping_rates: [],
};

function setUp( addItem: () => Promise< unknown > ) {
	document.body.innerHTML = `<div id="box"></div><form class="cart"><div class="quantity"><input class="qty" value="1"></div><button class="single_add_to_cart_button" value="11">Add</button></form>`;
	const settings = parseExpressSettings(
		rawExpressData( {
			is_product_page: true,
			product: { total: 1800, displayItems: [], currency: 'eur' },
		} )
	);
	const store = {
		getCart: jest.fn( async () => ( { ok: true, data: { items: [] } } ) ),
		removeItem: jest.fn( async () => ( { ok: true, data: {} } ) ),
		addItem: jest.fn( addItem ),
	};
	const api = {
		nonces: () => settings.nonces,
		refreshNonces: jest.fn( async () => false ),
		getSelectedProductData: jest.fn(),
		addToCart: jest.fn(),
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
	const source = productSource(
		settings,
		api as any,
		() => store as any,
		document.getElementById( 'box' )!,
		control
	);
	return { source, store, api, control };
}

const later = ( ms: number, value: unknown ) =>
	new Promise( ( resolve ) => setTimeout( () => resolve( value ), ms ) );

describe( 'Add to cart on click with the 700 ms race and a success flag', () => {
	beforeEach( () => jest.useFakeTimers() );
	afterEach( () => jest.useRealTimers() );

	it( 'the cart answers first: the sheet opens with the cart’s total', async () => {
		const { source, control } = setUp( async () => ( {
			ok: true,
			data: cartAnswer,
		} ) );
		const sheet = await source.beforeClick!();
		expect( sheet?.amount ).toBe( 2530 );
		expect( control.update ).toHaveBeenCalled();
		expect( await source.cartReady!() ).toBe( true );
	} );

	it( 'the timer wins: the sheet opens at 700 ms; shipping and payment wait up to 1 s for the cart', async () => {
		const { source } = setUp( () =>
			later( 1500, { ok: true, data: cartAnswer } )
		);
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
		const { source } = setUp( () =>
			later( 5000, { ok: false, message: '' } )
		);
		const click = source.beforeClick!();
		await jest.advanceTimersByTimeAsync( ADD_TO_CART_RACE_MS );
		await click;
		const ready = source.cartReady!();
		await jest.advanceTimersByTimeAsync( CART_WAIT_MS );
		expect( await ready ).toBe( false );
	} );

	it( 'a variable product without a choice: alert, no add to cart', async () => {
		const { source, store } = setUp( async () => ( {
			ok: true,
			data: cartAnswer,
		} ) );
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
		expect( store.addItem ).not.toHaveBeenCalled();
		alert.mockRestore();
	} );
} );

describe( 'Cancel marks the payment aborted and re-initialises', () => {
	it( 'puts the cart back and builds the buttons again', async () => {
		const { source, store, control } = setUp( async () => ( {
			ok: true,
			data: cartAnswer,
		} ) );
		await source.beforeClick!();
		source.cancel!();
		expect( control.remount ).toHaveBeenCalled();
		await new Promise( ( resolve ) => setTimeout( resolve, 0 ) );
		expect( store.getCart ).toHaveBeenCalledTimes( 2 );
		expect( await source.cartReady!() ).toBe( false );
	} );
} );

describe( 'Form changes refresh the product data; buttons blocked meanwhile, hidden on error', () => {
	it( 'new data: the total follows, the buttons are allowed and unblocked', async () => {
		const { source, api, control } = setUp( async () => ( {} ) );
		api.getSelectedProductData.mockResolvedValue( {
			ok: true,
			data: {
				total: { amount: 3600 },
				displayItems: [ { label: 'Beanie (x2)', amount: 3600 } ],
				requestShipping: true,
				currency: 'eur',
			},
		} );
		source.formChanged!( 'quantity' );
		await new Promise( ( resolve ) => setTimeout( resolve, 0 ) );
		expect( control.block ).toHaveBeenCalled();
		expect( control.update ).toHaveBeenCalledWith(
			expect.objectContaining( { amount: 3600 } )
		);
		expect( control.allow ).toHaveBeenCalledWith( true );
		expect( control.unblock ).toHaveBeenCalled();
	} );

	it( "a failed request hides them with 'There was an error getting the product information.'", async () => {
		const { source, api, control } = setUp( async () => ( {} ) );
		api.getSelectedProductData.mockResolvedValue( {
			ok: false,
			message: 'timeout',
		} );
		source.formChanged!( 'quantity' );
		await new Promise( ( resolve ) => setTimeout( resolve, 0 ) );
		expect( control.allow ).toHaveBeenCalledWith( false );
		expect( document.body.textContent ).toContain(
			'There was an error getting the product information.'
		);
		expect( control.unblock ).toHaveBeenCalled();
		const alert = jest
			.spyOn( window, 'alert' )
			.mockImplementation( () => {} );
		expect( await source.beforeClick!() ).toBeNull();
		expect( alert ).toHaveBeenCalledWith(
			'There was an error getting the product information.'
		);
		alert.mockRestore();
	} );

	it( 'an unavailable combination hides them', async () => {
		const { source, control } = setUp( async () => ( {} ) );
		document
			.querySelector( '.single_add_to_cart_button' )!
			.classList.add( 'disabled', 'wc-variation-is-unavailable' );
		source.formChanged!( 'variation' );
		expect( control.allow ).toHaveBeenCalledWith( false );
	} );
} );
