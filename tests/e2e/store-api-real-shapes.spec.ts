/**
 * The development shop's Store API answers have the shapes WooCommerce's
 * own answers have on the real store (tests/real-store/store-api-shapes.spec.ts
 * records them in tests/real-store/recorded/store-api-shapes.json): GET /cart
 * holding a Beanie, and the block checkout's POST /checkout paying it by
 * card. Each field the real store sends, with its JSON type, and no field it
 * lacks (null matches any type: the data, not the shape).
 */
import {
	expect,
	fillBillingAddress,
	fillCard,
	fillCart,
	placeOrder,
	resetShop,
	test,
} from './fixtures';
import {
	captureCheckoutAnswer,
	recordedShapes,
	shapeDifferences,
	shapeOf,
} from '../real-store/store-api-shape';

test( 'GET /cart and POST /checkout answer with the real store’s shapes', async ( {
	page,
	request,
} ) => {
	await resetShop( request );
	await fillCart( page, [ { slug: 'beanie', quantity: 1 } ] );
	const cart = await page.request.get( '/wp-json/wc/store/v1/cart' );
	expect( cart.status() ).toBe( 200 );

	await page.goto( '/checkout/' );
	await fillBillingAddress( page );
	await fillCard( page, '4242 4242 4242 4242' );
	const checkout = await captureCheckoutAnswer( page );
	await placeOrder( page );
	await expect.poll( () => checkout.status ).toBe( 200 );

	const recorded = recordedShapes();
	expect(
		shapeDifferences(
			recorded[ 'GET /cart' ],
			shapeOf( await cart.json() )
		),
		'GET /cart: the development shop against the real store'
	).toEqual( [] );
	expect(
		shapeDifferences(
			recorded[ 'POST /checkout' ],
			shapeOf( checkout.body )
		),
		'POST /checkout: the development shop against the real store'
	).toEqual( [] );
} );
