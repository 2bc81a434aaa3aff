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
	recordedShapes,
	shapeDifferences,
	shapeOf,
} from '../real-store/store-api-shape';

const CHECKOUT = /\/wp-json\/wc\/store\/v1\/checkout(\?|$)/;

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
	// The answer's body, taken on its way to the page: the order-received
	// page may replace the page before a listener could read it.
	let checkoutBody: unknown;
	let checkoutStatus = 0;
	await page.route( CHECKOUT, async ( route ) => {
		// Not the totals' recalculation (PUT, or POST with
		// `__experimental_calc_totals`): the order's payment.
		if (
			route.request().method() !== 'POST' ||
			route.request().url().includes( '__experimental_calc_totals' )
		) {
			return route.fallback();
		}
		const response = await route.fetch();
		checkoutStatus = response.status();
		checkoutBody = await response.json();
		return route.fulfill( { response } );
	} );
	await placeOrder( page );
	await expect.poll( () => checkoutStatus ).toBe( 200 );

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
			shapeOf( checkoutBody )
		),
		'POST /checkout: the development shop against the real store'
	).toEqual( [] );
} );
