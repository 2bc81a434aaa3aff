/**
 * The wallet buttons' wc-ajax calls: each with its security nonce, and a
 * refused nonce (a page served from a cache) renewed once, unnoticed.
 */
import { createExpressApi } from '../../../../assets/js/core/api/express-api';
import { createTransport } from '../../../../assets/js/core/transport/transport';
import { fakeFetch, formOf } from '../transport/fake-fetch';

/** A wallet sheet's address: Berlin, no street yet. */
const BERLIN = {
	first_name: '',
	last_name: '',
	company: '',
	country: 'DE',
	state: '',
	postcode: '10117',
	city: 'Berlin',
	address: '',
	address_2: '',
};

const nonces = {
	shipping: 'old-s',
	updateShipping: 'old-u',
	normalizeAddress: 'old-n',
	wcStoreApi: 'old-w',
	wcStoreApiExpressCheckout: 'old-we',
	getCartDetails: 'old-g',
	addToCart: 'old-a',
	clearCart: 'old-c',
	getSelectedProductData: 'old-p',
	checkout: 'old-k',
	wpRest: 'old-r',
};

const fresh = {
	shipping: 's',
	update_shipping: 'u',
	normalize_address: 'n',
	wc_store_api: 'w',
	wc_store_api_express_checkout: 'we',
	get_cart_details: 'g',
	add_to_cart: 'a',
	clear_cart: 'c',
	get_selected_product_data: 'p',
};

function api( answer: Parameters< typeof fakeFetch >[ 0 ] ) {
	const { fetch, calls } = fakeFetch( answer );
	return {
		calls,
		api: createExpressApi(
			{ ajaxUrl: '/?wc-ajax=%%endpoint%%', nonces },
			createTransport( { fetch } )
		),
	};
}

describe( 'A refused nonce: fetch fresh nonces and retry once, without the shopper noticing', () => {
	it( 'asks for fresh nonces, then repeats the call with the fresh one', async () => {
		const { api: express, calls } = api( ( url, init ) => {
			if ( url.includes( 'get_express_checkout_nonces' ) ) {
				return { body: { success: true, data: fresh } };
			}
			const form = new URLSearchParams( String( init.body ) );
			return form.get( 'security' ) === 's'
				? { body: { result: 'success' } }
				: { status: 403, text: '-1' };
		} );
		const result = await express.getShippingOptions( BERLIN, false );
		expect( result ).toEqual( { ok: true, data: { result: 'success' } } );
		expect( calls.map( ( call ) => call.url ) ).toEqual( [
			'/?wc-ajax=wc_stripe_get_shipping_options',
			'/?wc-ajax=wc_stripe_get_express_checkout_nonces',
			'/?wc-ajax=wc_stripe_get_shipping_options',
		] );
		expect( calls[ 1 ].init.method ).toBe( 'POST' );
		expect( formOf( calls[ 2 ] ).get( 'security' ) ).toBe( 's' );
		expect( express.nonces().wcStoreApi ).toBe( 'w' );
	} );

	it( 'retries only once: a second refusal is the answer', async () => {
		const { api: express, calls } = api( ( url ) =>
			url.includes( 'get_express_checkout_nonces' )
				? { body: { success: true, data: fresh } }
				: { status: 403, text: '-1' }
		);
		const result = await express.updateShippingMethod( [ 'a' ], false );
		expect( result.ok ).toBe( false );
		expect( calls ).toHaveLength( 3 );
	} );

	it( 'no fresh nonces to be had: the first answer stands', async () => {
		const { api: express, calls } = api( () => ( {
			status: 403,
			text: '-1',
		} ) );
		expect( ( await express.clearCart() ).ok ).toBe( false );
		expect( calls ).toHaveLength( 2 );
	} );
} );

describe( 'normalize_address sends both addresses under data', () => {
	it( 'posts data[billing_address] and data[shipping_address]', async () => {
		const { api: express, calls } = api( () => ( { body: {} } ) );
		await express.normalizeAddress(
			{ country: 'US', state: 'New York' },
			{ country: 'US', state: 'New York' }
		);
		const form = formOf( calls[ 0 ] );
		expect( form.get( 'security' ) ).toBe( 'old-n' );
		expect( form.get( 'data[billing_address][state]' ) ).toBe( 'New York' );
		expect( form.get( 'data[shipping_address][country]' ) ).toBe( 'US' );
	} );
} );

describe( "A page that prints only the Store API nonces (the plugin's newest params)", () => {
	it( 'fetches the wc-ajax nonces before the first call that needs one, once', async () => {
		const { fetch, calls } = fakeFetch( ( url ) =>
			url.includes( 'get_express_checkout_nonces' )
				? { body: { success: true, data: fresh } }
				: { body: { result: 'success' } }
		);
		const express = createExpressApi(
			{
				ajaxUrl: '/?wc-ajax=%%endpoint%%',
				nonces: {
					...nonces,
					shipping: '',
					updateShipping: '',
				},
			},
			createTransport( { fetch } )
		);
		await express.updateShippingMethod( [ 'flat_rate:1' ], false );
		await express.updateShippingMethod( [ 'flat_rate:1' ], false );
		expect( calls.map( ( call ) => call.url ) ).toEqual( [
			'/?wc-ajax=wc_stripe_get_express_checkout_nonces',
			'/?wc-ajax=wc_stripe_update_shipping_method',
			'/?wc-ajax=wc_stripe_update_shipping_method',
		] );
		expect( formOf( calls[ 1 ] ).get( 'security' ) ).toBe( 'u' );
	} );

	it( "a nonce bundle without the Store API pair keeps the page's own", async () => {
		const { fetch } = fakeFetch( ( url ) =>
			url.includes( 'get_express_checkout_nonces' )
				? { body: { success: true, data: { shipping: 's' } } }
				: { body: { result: 'success' } }
		);
		const express = createExpressApi(
			{
				ajaxUrl: '/?wc-ajax=%%endpoint%%',
				nonces: { ...nonces, shipping: '' },
			},
			createTransport( { fetch } )
		);
		await express.getShippingOptions( BERLIN, false );
		expect( express.nonces() ).toMatchObject( {
			shipping: 's',
			wcStoreApi: 'old-w',
			wcStoreApiExpressCheckout: 'old-we',
		} );
	} );
} );
