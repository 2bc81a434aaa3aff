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
	recordShapes,
	recordedShapes,
	shapeDifferences,
	shapeOf,
} from './store-api-shape';

const CHECKOUT = /\/wp-json\/wc\/store\/v1\/checkout(\?|$)/;

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
	await page.getByRole( 'button', { name: 'Place Order' } ).click();
	await expect.poll( () => checkoutStatus ).toBe( 200 );

	const shapes = {
		'GET /cart': shapeOf( await cart.json() ),
		'POST /checkout': shapeOf( checkoutBody ),
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
