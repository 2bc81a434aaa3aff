/**
 * @jest-environment node
 */
/**
 * POST /wc/store/v1/batch as WooCommerce's checkout uses it and WordPress
 * serves it (Routes/V1/Batch.php, WP_REST_Server::serve_batch_request_v1):
 * 207 with one answer per request, in order, each with its own status, body
 * and headers; each request carries its own headers (its Nonce); the
 * batch's own arguments checked as WordPress checks them.
 */
import { runningShop } from '../fixtures/running-shop';
import { STORE, storeApiClient } from '../fixtures/store-api-client';

const shopOrigin = runningShop( { reset: true } );

const ROUTE = '/wc/store/v1';

async function tabWithBeanie() {
	const tab = storeApiClient( shopOrigin );
	await tab.fillCart( [ { slug: 'beanie' } ] );
	return tab;
}

describe( 'POST /wc/store/v1/batch', () => {
	it( 'answers 207 with one answer per request, each with its own status, body and headers', async () => {
		const tab = await tabWithBeanie();
		const nonce = { Nonce: tab.nonce() };
		const answer = await tab.post( `${ STORE }/batch`, {
			requests: [
				{
					path: `${ ROUTE }/cart/update-customer`,
					method: 'POST',
					body: { billing_address: { country: 'NL' } },
					headers: nonce,
				},
				{
					path: `${ ROUTE }/cart/add-item`,
					body: { id: 15, quantity: 2 },
					headers: nonce,
				},
				{
					path: `${ ROUTE }/cart/remove-item`,
					body: { key: 'no-such-line' },
					headers: nonce,
				},
			],
		} );
		expect( answer.status ).toBe( 207 );
		expect( answer.headers.get( 'nonce' ) ).toBeTruthy();
		expect( answer.headers.get( 'x-wc-store-api-nonce' ) ).toBe(
			answer.headers.get( 'nonce' )
		);
		expect( answer.headers.get( 'cart-token' ) ).toBeNull();
		const [ customer, added, removed ] = answer.body.responses;
		expect( answer.body.responses ).toHaveLength( 3 );
		expect( customer.status ).toBe( 200 );
		expect( customer.body.billing_address.country ).toBe( 'NL' );
		expect( customer.headers ).toHaveProperty( 'Cart-Token' );
		expect( added.status ).toBe( 201 );
		expect( added.body.items_count ).toBe( 3 );
		expect( removed.status ).toBe( 409 );
		expect( removed.body.code ).toBe( 'woocommerce_rest_cart_invalid_key' );
		expect( removed.body.data.cart.items_count ).toBe( 3 );
		// The writes reached the cart.
		const cart = await tab.call( `${ STORE }/cart` );
		expect( cart.body.billing_address.country ).toBe( 'NL' );
		expect( tab.problems ).toEqual( [] );
	} );

	it( 'a request without its own Nonce is refused on its own (the batch’s headers do not reach it)', async () => {
		const tab = await tabWithBeanie();
		const answer = await tab.post( `${ STORE }/batch`, {
			requests: [
				{
					path: `${ ROUTE }/cart/apply-coupon`,
					body: { code: 'save10' },
				},
				{
					path: `${ ROUTE }/cart/apply-coupon`,
					body: { code: 'save10' },
					headers: { Nonce: 'forged' },
				},
			],
		} );
		expect( answer.status ).toBe( 207 );
		expect(
			answer.body.responses.map( ( entry: any ) => [
				entry.status,
				entry.body.code,
			] )
		).toEqual( [
			[ 401, 'woocommerce_rest_missing_nonce' ],
			[ 403, 'woocommerce_rest_invalid_nonce' ],
		] );
		expect( ( await tab.call( `${ STORE }/cart` ) ).body.coupons ).toEqual(
			[]
		);
		expect( tab.problems ).toEqual( [] );
	} );

	it( 'a route that is not there, or takes no part in batches, is answered in its place; the rest still run', async () => {
		const tab = await tabWithBeanie();
		const nonce = { Nonce: tab.nonce() };
		const answer = await tab.post( `${ STORE }/batch`, {
			requests: [
				{ path: `${ ROUTE }/cart/nothing`, headers: nonce },
				{ path: `${ ROUTE }/batch`, headers: nonce },
				{
					path: `${ ROUTE }/cart/select-shipping-rate`,
					headers: nonce,
				},
				{
					path: `${ ROUTE }/cart/select-shipping-rate`,
					body: { package_id: 0, rate_id: 'flat_rate:1' },
					headers: nonce,
				},
			],
		} );
		expect(
			answer.body.responses.map( ( entry: any ) => [
				entry.status,
				entry.body.code,
			] )
		).toEqual( [
			[ 404, 'rest_no_route' ],
			[ 400, 'rest_batch_not_allowed' ],
			[ 400, 'rest_missing_callback_param' ],
			[ 200, undefined ],
		] );
		expect( tab.problems ).toEqual( [] );
	} );

	it( 'with validation require-all-validate, one failed check runs none of them', async () => {
		const tab = await tabWithBeanie();
		const nonce = { Nonce: tab.nonce() };
		const answer = await tab.post( `${ STORE }/batch`, {
			validation: 'require-all-validate',
			requests: [
				{
					path: `${ ROUTE }/cart/add-item`,
					body: { id: 15 },
					headers: nonce,
				},
				{ path: `${ ROUTE }/cart/nothing`, headers: nonce },
			],
		} );
		expect( answer.status ).toBe( 207 );
		expect( answer.body.failed ).toBe( 'validation' );
		expect( answer.body.responses[ 0 ] ).toBeNull();
		expect( answer.body.responses[ 1 ].status ).toBe( 404 );
		expect( ( await tab.call( `${ STORE }/cart` ) ).body.items_count ).toBe(
			1
		);
		expect( tab.problems ).toEqual( [] );
	} );

	it( 'checks its own arguments as WordPress does: at most 25 requests, a path each, a known method', async () => {
		const tab = await tabWithBeanie();
		const request = { path: `${ ROUTE }/cart/add-item`, body: { id: 15 } };
		const tooMany = await tab.post( `${ STORE }/batch`, {
			requests: Array.from( { length: 26 }, () => request ),
		} );
		expect( tooMany.status ).toBe( 400 );
		expect( tooMany.body ).toMatchObject( {
			code: 'rest_invalid_param',
			message: 'Invalid parameter(s): requests',
			data: {
				params: { requests: 'requests must contain at most 25 items.' },
				details: { requests: { code: 'rest_too_many_items' } },
			},
		} );
		const getRequest = await tab.post( `${ STORE }/batch`, {
			requests: [ { ...request, method: 'GET' } ],
		} );
		expect( getRequest.body.data.params.requests ).toBe(
			'requests[0][method] is not one of POST, PUT, PATCH, and DELETE.'
		);
		const noPath = await tab.post( `${ STORE }/batch`, {
			requests: [ { body: {} } ],
		} );
		expect( noPath.body.data.params.requests ).toBe(
			'path is a required property of requests[0].'
		);
		const none = await tab.post( `${ STORE }/batch`, {} );
		expect( none.status ).toBe( 400 );
		expect( none.body.code ).toBe( 'rest_missing_callback_param' );
		const outside = await tab.post( `${ STORE }/batch`, {
			requests: [ { path: '/wp/v2/users/me' } ],
		} );
		expect( outside.status ).toBe( 400 );
		expect( outside.body.code ).toBe( 'woocommerce_rest_invalid_path' );
		// 25 are fine.
		const full = await tab.post( `${ STORE }/batch`, {
			requests: Array.from( { length: 25 }, () => ( {
				...request,
				headers: { Nonce: tab.nonce() },
			} ) ),
		} );
		expect( full.status ).toBe( 207 );
		expect( full.body.responses ).toHaveLength( 25 );
		expect( ( await tab.call( `${ STORE }/cart` ) ).body.items_count ).toBe(
			26
		);
		expect( tab.problems ).toEqual( [] );
	} );

	it( 'takes no GET', async () => {
		const tab = await tabWithBeanie();
		const answer = await tab.call( `${ STORE }/batch` );
		expect( answer.status ).toBe( 404 );
		expect( answer.body.code ).toBe( 'rest_no_route' );
	} );
} );
