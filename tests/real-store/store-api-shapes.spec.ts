/**
 * WooCommerce's own Store API answers, recorded: the shape (store-api-shape.ts)
 * of GET /cart holding a Beanie and of the block checkout's POST /checkout
 * paying it by card, under the block theme, on the real store. The record
 * (recorded/store-api-shapes.json) is what tests/e2e/store-api-real-shapes.spec.ts
 * holds the development shop's answers to. This test fails when the real
 * store answers otherwise than recorded; REAL_STORE_RECORD=1 records anew.
 */
import { expect, test } from '../e2e/fixtures';
import {
	THEMES,
	addToCart,
	blockCheckoutIdle,
	chooseStore,
	fillBlockCheckout,
	fillCard,
	watchStoreApi,
} from './store';
import {
	captureCheckoutAnswer,
	recordShapes,
	recordedShapes,
	shapeDifferences,
	shapeOf,
} from './store-api-shape';

test( 'the real store’s GET /cart and POST /checkout answers have the recorded shapes', async ( {
	page,
	context,
	baseURL,
} ) => {
	await chooseStore( context, baseURL!, THEMES.block, 'block' );
	watchStoreApi( page );
	await addToCart( page, 'beanie' );
	const cart = await page.request.get( '/wp-json/wc/store/v1/cart' );
	expect( cart.status() ).toBe( 200 );

	await page.goto( '/checkout/' );
	await fillBlockCheckout( page );
	await fillCard( page, '4242 4242 4242 4242' );
	await blockCheckoutIdle( page );
	const checkout = await captureCheckoutAnswer( page );
	await page.getByRole( 'button', { name: 'Place Order' } ).click();
	await expect.poll( () => checkout.status ).toBe( 200 );

	const shapes = {
		'GET /cart': shapeOf( await cart.json() ),
		'POST /checkout': shapeOf( checkout.body ),
	};
	if ( process.env.REAL_STORE_RECORD ) {
		recordShapes( shapes );
	}
	const recorded = recordedShapes();
	for ( const [ exchange, shape ] of Object.entries( shapes ) ) {
		expect(
			shapeDifferences( recorded[ exchange ], shape ),
			`${ exchange }: the real store against the record`
		).toEqual( [] );
	}
} );
