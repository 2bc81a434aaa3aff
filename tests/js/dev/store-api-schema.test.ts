/**
 * @jest-environment node
 */
/**
 * The schema of WooCommerce's Store API answers (tests/e2e/store-api-schema,
 * written from WooCommerce Blocks 11.8's schema classes) catches an answer
 * that departs from it: a key missing, a value of the wrong type, a null
 * where none is allowed, a batch that answers fewer requests than it got.
 * The shop's own answers pass it (and every browser test checks every
 * answer it sees: tests/e2e/fixtures.ts).
 */
import { runningShop } from '../fixtures/running-shop';
import { STORE, storeApiClient } from '../fixtures/store-api-client';
import { storeApiProblems } from '../../e2e/store-api-schema/answers';

const shopOrigin = runningShop( { reset: true } );

const HEADERS = {
	nonce: 'n',
	'nonce-timestamp': '1',
	'user-id': '0',
	'cart-token': 't',
};

async function realCart() {
	const tab = storeApiClient( shopOrigin );
	const cart = await tab.fillCart( [ { slug: 'beanie' } ] );
	return { tab, cart: cart.body };
}

describe( 'The Store API schema check', () => {
	it( 'passes the shop’s own cart', async () => {
		const { cart } = await realCart();
		expect(
			storeApiProblems( {
				method: 'GET',
				route: '/cart',
				status: 200,
				body: cart,
				headers: HEADERS,
			} )
		).toEqual( [] );
	} );

	it( 'catches a broken cart: a raw price missing, a quantity as text, a number where a string or null belongs, a missing Cart-Token', async () => {
		const { cart } = await realCart();
		const broken = structuredClone( cart );
		delete broken.items[ 0 ].prices.raw_prices.regular_price;
		broken.items[ 0 ].quantity = '1';
		broken.totals.total_shipping = 500;
		delete broken.items[ 0 ].show_backorder_badge;
		const { 'cart-token': token, ...headers } = HEADERS;
		expect( token ).toBe( 't' );
		expect(
			storeApiProblems( {
				method: 'GET',
				route: '/cart',
				status: 200,
				body: broken,
				headers,
			} )
		).toEqual( [
			'GET /cart (200) $.items[0].quantity: expected number, got string',
			'GET /cart (200) $.items[0].show_backorder_badge: missing',
			'GET /cart (200) $.items[0].prices.raw_prices.regular_price: missing',
			'GET /cart (200) $.totals.total_shipping: expected string or null, got integer',
			'GET /cart (200) header cart-token: missing',
		] );
	} );

	it( 'catches a checkout answer without order_number and a payment result that is not an object; null is WooCommerce’s own "no payment yet" (10.0.2 CheckoutSchema, the real store)', async () => {
		const { tab } = await realCart();
		const draft = await tab.call( `${ STORE }/checkout` );
		expect(
			storeApiProblems( {
				method: 'POST',
				route: '/checkout',
				status: 200,
				body: { ...draft.body, payment_result: null },
				headers: HEADERS,
			} )
		).toEqual( [] );
		const broken = { ...draft.body, payment_result: 'none' };
		delete broken.order_number;
		expect(
			storeApiProblems( {
				method: 'GET',
				route: '/checkout',
				status: 200,
				body: broken,
				headers: HEADERS,
			} )
		).toEqual( [
			'GET /checkout (200) $.order_number: missing',
			'GET /checkout (200) $.payment_result: expected object or null, got string',
		] );
	} );

	it( 'checks each of a batch’s answers against its own route, and their number', () => {
		const requests = [
			{ path: '/wc/store/v1/cart/update-customer', body: {} },
			{ path: '/wc/store/v1/cart/add-item', body: {} },
		];
		const problems = storeApiProblems( {
			method: 'POST',
			route: '/batch',
			status: 207,
			body: {
				responses: [
					{
						status: 400,
						body: { code: 'x', message: 'y', data: {} },
						headers: HEADERS,
					},
				],
			},
			headers: HEADERS,
			requestBody: { requests },
		} );
		expect( problems ).toEqual( [
			'POST /batch (207): 1 answers for 2 requests',
		] );
		expect(
			storeApiProblems( {
				method: 'POST',
				route: '/batch',
				status: 207,
				body: {
					responses: [
						{
							status: 400,
							body: { code: 'x', message: 'y', data: {} },
							headers: HEADERS,
						},
						{ status: 201, body: {}, headers: {} },
					],
				},
				headers: HEADERS,
				requestBody: { requests },
			} )
		).toEqual(
			expect.arrayContaining( [
				'POST /batch (207) → requests[0] /wc/store/v1/cart/update-customer $.data.status: missing',
				'POST /batch (207) → requests[1] /wc/store/v1/cart/add-item $.items: missing',
				'POST /batch (207) → requests[1] /wc/store/v1/cart/add-item header nonce: missing',
			] )
		);
	} );

	it( 'knows no route WooCommerce lacks', () => {
		expect(
			storeApiProblems( {
				method: 'GET',
				route: '/carts',
				status: 200,
				body: {},
				headers: HEADERS,
			} )
		).toEqual( [
			'GET /carts (200): no such Store API route in WooCommerce',
		] );
	} );
} );
