/**
 * @jest-environment node
 */
/**
 * The shop's Store API routes answer with the statuses and codes of
 * WooCommerce's Routes/V1/*.php, and their cart lines carry what
 * WooCommerce's checkout computes with (raw prices at WooCommerce's
 * rounding precision). Every answer here is also checked against
 * WooCommerce's schema (tests/e2e/store-api-schema).
 */
import { runningShop } from '../fixtures/running-shop';
import { STORE, storeApiClient } from '../fixtures/store-api-client';

const shopOrigin = runningShop( { reset: true } );

async function tabWithBeanie() {
	const tab = storeApiClient( shopOrigin );
	await tab.fillCart( [ { slug: 'beanie' } ] );
	return tab;
}

describe( 'Store API statuses and codes (Routes/V1)', () => {
	it( 'remove-coupon: an unknown code is 400, one not applied 409 with the cart', async () => {
		const tab = await tabWithBeanie();
		const unknown = await tab.post( `${ STORE }/cart/remove-coupon`, {
			code: 'nope',
		} );
		expect( unknown.status ).toBe( 400 );
		expect( unknown.body ).toMatchObject( {
			code: 'woocommerce_rest_cart_coupon_error',
			message: 'Invalid coupon code.',
		} );
		const notApplied = await tab.post( `${ STORE }/cart/remove-coupon`, {
			code: 'save10',
		} );
		expect( notApplied.status ).toBe( 409 );
		expect( notApplied.body.code ).toBe(
			'woocommerce_rest_cart_coupon_invalid_code'
		);
		expect( notApplied.body.data.cart.items_count ).toBe( 1 );
		expect( tab.problems ).toEqual( [] );
	} );

	it( 'update-item on a line that is gone: 409 "Cart item does not exist." with the cart', async () => {
		const tab = await tabWithBeanie();
		const answer = await tab.post( `${ STORE }/cart/update-item`, {
			key: 'gone',
			quantity: 2,
		} );
		expect( answer.status ).toBe( 409 );
		expect( answer.body ).toMatchObject( {
			code: 'woocommerce_rest_cart_invalid_key',
			message: 'Cart item does not exist.',
		} );
		expect( tab.problems ).toEqual( [] );
	} );

	it( 'select-shipping-rate without a rate: WordPress’s 400 rest_missing_callback_param', async () => {
		const tab = await tabWithBeanie();
		const answer = await tab.post( `${ STORE }/cart/select-shipping-rate`, {
			package_id: 0,
		} );
		expect( answer.status ).toBe( 400 );
		expect( answer.body ).toMatchObject( {
			code: 'rest_missing_callback_param',
			message: 'Missing parameter(s): rate_id',
			data: { params: [ 'rate_id' ] },
		} );
		expect( tab.problems ).toEqual( [] );
	} );

	it( 'a route or method WooCommerce does not have: 404 rest_no_route', async () => {
		const tab = await tabWithBeanie();
		for ( const [ path, method ] of [
			[ `${ STORE }/carts`, 'GET' ],
			[ `${ STORE }/cart/add-item`, 'GET' ],
		] ) {
			const answer = await tab.call( path, { method } );
			expect( answer.status ).toBe( 404 );
			expect( answer.body.code ).toBe( 'rest_no_route' );
		}
	} );

	it( 'a cart line’s raw prices are at WooCommerce’s rounding precision, also in a currency without cents', async () => {
		const tab = await tabWithBeanie();
		const [ line ] = ( await tab.call( `${ STORE }/cart` ) ).body.items;
		expect( line ).toMatchObject( {
			type: 'simple',
			catalog_visibility: 'visible',
			show_backorder_badge: false,
			prices: {
				price: '1800',
				raw_prices: {
					precision: 6,
					price: '18000000',
					regular_price: '18000000',
					sale_price: '18000000',
				},
			},
		} );
		await fetch( `${ shopOrigin() }/__dev/settings`, {
			method: 'POST',
			headers: { 'Content-Type': 'application/json' },
			body: JSON.stringify( { currency: 'JPY' } ),
		} );
		const [ yen ] = ( await tab.call( `${ STORE }/cart` ) ).body.items;
		expect( yen.prices ).toMatchObject( {
			price: '18',
			currency_minor_unit: 0,
			raw_prices: { precision: 6, price: '18000000' },
		} );
		expect( tab.problems ).toEqual( [] );
	} );

	it( 'a variation’s line says so, and a line low in stock says what is left', async () => {
		const tab = storeApiClient( shopOrigin );
		await tab.fillCart( [ { slug: 'tote-bag' } ] );
		const added = await tab.post( `${ STORE }/cart/add-item`, {
			id: 121,
		} );
		const [ tote, hoodie ] = added.body.items;
		expect( tote ).toMatchObject( {
			low_stock_remaining: 2,
			quantity_limits: { maximum: 2 },
		} );
		expect( hoodie ).toMatchObject( {
			id: 121,
			type: 'variation',
			low_stock_remaining: null,
			variation: [
				{ attribute: 'Color', value: 'Blue' },
				{ attribute: 'Size', value: 'S' },
			],
		} );
		expect( tab.problems ).toEqual( [] );
	} );
} );
