/**
 * The shopper's own cart for the "buy now" tests, filled the way a shopper
 * fills it (the Store API, with the page's nonce): lines of several kinds,
 * a line with extension data (the Gift Mug's message), a variation, a
 * coupon and a chosen shipping rate. Its snapshot is the Store API's answer
 * as text: "the cart as it was" means byte for byte.
 */
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { intents, orders } from './fixtures';

const STORE = '/wp-json/wc/store/v1';

async function storeNonce( page: Page ): Promise< string > {
	const answer = await page.request.post(
		'/?wc-ajax=wc_stripe_get_express_checkout_nonces'
	);
	return ( await answer.json() ).data.wc_store_api;
}

/**
 * Tote Bag × 2, a Gift Mug saying "Happy birthday, Ada", a blue M Hoodie,
 * the coupon save10 and free shipping chosen (the lines pass 50.00).
 */
export async function fillShoppersCart( page: Page ): Promise< void > {
	const headers = { Nonce: await storeNonce( page ) };
	const post = async ( path: string, data: unknown ) => {
		const answer = await page.request.post( STORE + path, {
			headers,
			data,
		} );
		expect( answer.ok(), await answer.text() ).toBe( true );
	};
	await post( '/cart/add-item', { id: 16, quantity: 2 } );
	await post( '/cart/add-item', {
		id: 14,
		quantity: 1,
		'addon-gift-message': 'Happy birthday, Ada',
	} );
	await post( '/cart/add-item', {
		id: 12,
		quantity: 1,
		variation: [
			{ attribute: 'Color', value: 'Blue' },
			{ attribute: 'Size', value: 'M' },
		],
	} );
	await post( '/cart/apply-coupon', { code: 'save10' } );
	await post( '/cart/select-shipping-rate', {
		package_id: 0,
		rate_id: 'free_shipping:2',
	} );
}

/** The shopper's cart as the Store API answers it, as text. */
export async function shoppersCart( page: Page ): Promise< string > {
	const answer = await page.request.get( `${ STORE }/cart` );
	expect( answer.ok() ).toBe( true );
	return answer.text();
}

/** The cart still reads exactly as the snapshot, and says what it holds. */
export async function expectCartAsItWas( page: Page, before: string ) {
	const now = await shoppersCart( page );
	const cart = JSON.parse( now );
	expect(
		cart.items.map(
			( item: any ) =>
				`${ item.name } × ${ item.quantity }${ item.item_data
					.map( ( data: any ) => ` (${ data.value })` )
					.join( '' ) }${ item.variation
					.map( ( v: any ) => ` ${ v.value }` )
					.join( '' ) }`
		)
	).toEqual( [
		'Tote Bag × 2',
		'Gift Mug × 1 (Happy birthday, Ada)',
		'Hoodie × 1 Blue M',
	] );
	expect( cart.coupons.map( ( coupon: any ) => coupon.code ) ).toEqual( [
		'save10',
	] );
	expect(
		cart.shipping_rates[ 0 ].shipping_rates.find(
			( rate: any ) => rate.selected
		).rate_id
	).toBe( 'free_shipping:2' );
	expect( now ).toBe( before );
}

/** One order per intention, for the right amount, charged once. */
export async function expectOneOrderOf(
	request: APIRequestContext,
	total: number
) {
	const placed = await orders( request );
	expect( placed.map( ( order ) => order.total ) ).toEqual( [ total ] );
	const charged = ( await intents( request ) ).filter(
		( intent ) => intent.charge_count > 0
	);
	expect( charged.map( ( intent ) => intent.amount ) ).toEqual( [ total ] );
	expect( charged[ 0 ].charge_count ).toBe( 1 );
	return placed[ 0 ];
}

/** Faults: Chrome sends a request again on a dropped connection. */
export async function dropConnections( page: Page, target: string ) {
	const answer = await page.request.post( '/__dev/faults', {
		data: { target, mode: 'abort', count: 50 },
	} );
	expect( answer.ok() ).toBe( true );
}

export async function reconnect( page: Page, target: string ) {
	await page.request.post( '/__dev/faults', {
		data: { target, clear: true },
	} );
}
