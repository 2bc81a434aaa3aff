/**
 * A cart page whose params print no cart (the gateway's 10.8, 8.8.0) starts
 * its wallet buttons from the Store API cart, in yen as in euro: the one
 * our plugin preloaded into apiFetch when the page has it (no request), else
 * one GET through apiFetch, with WordPress's root and the REST nonce.
 */
import apiFetch from '@wordpress/api-fetch';
import { initialCartSheet } from '../../../assets/js/express/initial-cart';
import { parseExpressSettings } from '../../../assets/js/core/settings/parse-express-settings';
import { pluginExpressParams } from '../fixtures/plugin-page-data';

const settings = parseExpressSettings( pluginExpressParams() );

// What WordPress prints after the `wp-api-fetch` handle.
apiFetch.use( apiFetch.createRootURLMiddleware( '/wp-json/' ) );
apiFetch.use( apiFetch.createNonceMiddleware( 'rest-nonce' ) );

function answer( body: unknown, status = 200 ) {
	window.fetch = jest.fn( async () => ( {
		ok: status < 300,
		status,
		headers: new Headers(),
		json: async () => body,
	} ) ) as unknown as typeof window.fetch;
}

const yenCart = {
	needs_shipping: true,
	items: [ { name: 'Beanie', quantity: 1, totals: { line_subtotal: '18' } } ],
	totals: {
		currency_code: 'JPY',
		currency_minor_unit: 0,
		total_price: '25',
		total_tax: '2',
		total_shipping: '5',
		total_discount: '0',
		total_refund: '0',
	},
	shipping_rates: [],
};

const yenSheet = {
	amount: 25,
	currency: 'jpy',
	lineItems: [
		{ name: 'Beanie', amount: 18 },
		{ name: 'Tax', amount: 2 },
		{ name: 'Shipping', amount: 5 },
	],
	requestShipping: true,
};

describe( 'The cart the wallet buttons start with, read from the Store API', () => {
	afterEach( () => jest.useRealTimers() );

	it( "reads GET /cart with the REST nonce and keeps WooCommerce's decimals: ¥25 is 25", async () => {
		answer( yenCart );
		expect( await initialCartSheet( settings ) ).toMatchObject( yenSheet );
		expect( window.fetch ).toHaveBeenCalledTimes( 1 );
		const [ url, init ] = ( window.fetch as jest.Mock ).mock.calls[ 0 ];
		expect( url ).toMatch( /^\/wp-json\/wc\/store\/v1\/cart\b/ );
		expect( init.headers[ 'X-WP-Nonce' ] ).toBe( 'rest-nonce' );
	} );

	it( 'takes the cart the page preloaded, asking the shop nothing, once', async () => {
		apiFetch.use(
			apiFetch.createPreloadingMiddleware( {
				'/wc/store/v1/cart': { body: yenCart, headers: {} },
			} )
		);
		answer( null, 500 );
		expect( await initialCartSheet( settings ) ).toMatchObject( yenSheet );
		expect( window.fetch ).not.toHaveBeenCalled();
		// A preloaded answer serves the first read only: the next asks.
		answer( {
			...yenCart,
			totals: { ...yenCart.totals, total_price: '30' },
		} );
		expect( await initialCartSheet( settings ) ).toMatchObject( {
			amount: 30,
		} );
		expect( window.fetch ).toHaveBeenCalledTimes( 1 );
	} );

	it( 'a cart that cannot be read, or has nothing to pay, draws no buttons', async () => {
		answer( { code: 'woocommerce_rest_error' }, 500 );
		expect( await initialCartSheet( settings ) ).toBeNull();
		answer( {
			...yenCart,
			totals: { ...yenCart.totals, total_price: '0' },
		} );
		expect( await initialCartSheet( settings ) ).toBeNull();
		window.fetch = jest.fn( async () => {
			throw new TypeError( 'Failed to fetch' );
		} ) as unknown as typeof window.fetch;
		expect( await initialCartSheet( settings ) ).toBeNull();
	} );

	it( "a read that gets no answer ends at the transport's limit: no buttons", async () => {
		jest.useFakeTimers();
		window.fetch = jest.fn(
			( _url: string, init: RequestInit ) =>
				new Promise( ( _resolve, reject ) =>
					init.signal?.addEventListener( 'abort', () =>
						reject( new DOMException( 'aborted', 'AbortError' ) )
					)
				)
		) as unknown as typeof window.fetch;
		const sheet = initialCartSheet( settings );
		await jest.advanceTimersByTimeAsync( 60_000 );
		expect( await sheet ).toBeNull();
	} );
} );
