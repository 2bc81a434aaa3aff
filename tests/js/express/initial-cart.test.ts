/**
 * A cart page whose params print no cart (the gateway's 10.8, 8.8.0) reads
 * the cart the buttons start with from the Store API, in yen as in euro.
 */
import { initialCartSheet } from '../../../assets/js/express/initial-cart';
import { parseExpressSettings } from '../../../assets/js/core/settings/parse-express-settings';
import { pluginExpressParams } from '../fixtures/plugin-page-data';

const settings = parseExpressSettings( pluginExpressParams() );

function answer( body: unknown, ok = true ) {
	window.fetch = jest.fn( async () => ( {
		ok,
		text: async () => JSON.stringify( body ),
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

describe( 'The cart the wallet buttons start with, read from the Store API', () => {
	it( "reads GET /cart (no nonce needed) and keeps WooCommerce's decimals: ¥25 is 25", async () => {
		answer( yenCart );
		expect( await initialCartSheet( settings ) ).toMatchObject( {
			amount: 25,
			currency: 'jpy',
			lineItems: [
				{ name: 'Beanie', amount: 18 },
				{ name: 'Tax', amount: 2 },
				{ name: 'Shipping', amount: 5 },
			],
			requestShipping: true,
		} );
		expect( window.fetch ).toHaveBeenCalledWith(
			'/wp-json/wc/store/v1/cart',
			expect.objectContaining( { credentials: 'same-origin' } )
		);
	} );

	it( 'a cart that cannot be read, or has nothing to pay, draws no buttons', async () => {
		answer( null, false );
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
} );
