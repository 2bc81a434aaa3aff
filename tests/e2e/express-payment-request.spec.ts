/**
 * Our wallet buttons on a store running the gateway on its default
 * settings (8.8.0: its Express Checkout Element off, so its legacy Payment
 * Request Button: `wc_stripe_payment_request_params`, a hidden
 * `#wc-stripe-payment-request-wrapper`, its own wc-ajax actions), the
 * shop's `expressCheckoutElement: false`: the product page's buy now, the
 * classic cart and the classic checkout, each paid once, for the right
 * amount, the order titled after the wallet. The same on the real store:
 * tests/real-store/payment-request.spec.ts.
 */
import type { Page } from '@playwright/test';
import {
	expect,
	fillCart,
	intents,
	orderReceived,
	orders,
	resetShop,
	test,
} from './fixtures';
import {
	cartLines,
	openSheet,
	payInSheet,
	paymentSheet,
	sheetTotal,
	walletButton,
} from './express-helpers';

const LEGACY = { expressCheckoutElement: false };

const wrapper = ( page: Page ) =>
	page.locator( '#wc-stripe-payment-request-wrapper' );

/** The legacy create_order call, where the shopper's cart pays. */
const createOrder = ( page: Page ) =>
	page.waitForRequest(
		( request ) =>
			request.url().includes( 'wc-ajax=wc_stripe_create_order' ) &&
			request.method() === 'POST'
	);

async function paidOnce(
	request: import( '@playwright/test' ).APIRequestContext,
	total: number
) {
	const placed = await orders( request );
	expect( placed ).toHaveLength( 1 );
	expect( placed[ 0 ] ).toMatchObject( {
		status: 'processing',
		total,
		payment_method: 'stripe',
		payment_method_title: 'Google Pay (Stripe)',
	} );
	const paid = ( await intents( request ) ).filter(
		( intent ) => intent.charge_count > 0
	);
	expect( paid ).toHaveLength( 1 );
	expect( paid[ 0 ] ).toMatchObject( { amount: total, charge_count: 1 } );
}

test( 'product page: buy now from the legacy wrapper, paid once in a cart of its own, the shopper’s cart untouched', async ( {
	page,
	request,
} ) => {
	await resetShop( request, LEGACY );
	await fillCart( page, [ { slug: 'tote-bag' } ] );
	await page.goto( '/product/beanie/' );
	await expect(
		wrapper( page ).getByRole( 'button', { name: 'Google Pay' } )
	).toBeVisible();
	// The space kept for the buttons went as they appeared.
	await expect(
		page.locator( '.wc-stripe-express-checkout-reserve' )
	).toHaveCount( 0 );
	await openSheet( page );
	await expect( paymentSheet( page ) ).toContainText( 'Beanie' );
	await expect( sheetTotal( page ) ).toHaveText( 'Total: 25.30' );
	await payInSheet( page );
	await orderReceived( page );
	await paidOnce( request, 2530 );
	expect( await cartLines( page ) ).toEqual( [ 'Tote Bag × 1' ] );
} );

test( 'classic cart: the sheet is the cart, the order goes through the gateway’s create_order, paid once', async ( {
	page,
	request,
} ) => {
	await resetShop( request, LEGACY );
	await fillCart( page, [ { slug: 'beanie', quantity: 2 } ] );
	await page.goto( '/cart/' );
	await expect( wrapper( page ) ).toBeVisible();
	await openSheet( page );
	await expect( sheetTotal( page ) ).toHaveText( 'Total: 45.10' );
	const posted = createOrder( page );
	await payInSheet( page );
	const form = new URLSearchParams( ( await posted ).postData() || '' );
	expect( form.get( 'payment_method' ) ).toBe( 'stripe' );
	expect( form.get( 'payment_request_type' ) ).toBe( 'google_pay' );
	expect( form.get( 'wc-stripe-payment-method' ) ).toMatch( /^pm_/ );
	await orderReceived( page );
	await paidOnce( request, 4510 );
	expect( await cartLines( page ) ).toEqual( [] );
} );

test( 'classic checkout: the legacy wrapper and its separator at the top of the form, the cart paid once through create_order', async ( {
	page,
	request,
} ) => {
	await resetShop( request, LEGACY );
	await fillCart( page, [ { slug: 'beanie' } ] );
	await page.goto( '/classic-checkout/' );
	await expect( walletButton( page, 'Google Pay' ) ).toBeVisible();
	const separator = page.locator(
		'#wc-stripe-payment-request-button-separator'
	);
	await expect( separator ).toBeVisible();
	await expect( separator ).toHaveText( '— OR —' );
	await expect(
		page.locator( '.wc-stripe-express-checkout-reserve' )
	).toHaveCount( 0 );
	await openSheet( page );
	await expect( sheetTotal( page ) ).toHaveText( 'Total: 25.30' );
	const posted = createOrder( page );
	await payInSheet( page );
	await posted;
	await orderReceived( page );
	await paidOnce( request, 2530 );
} );

// The real store with `store_express=legacy` prints the legacy params on
// the Cart block's page and the block checkout, and not the element's
// (docs/development-shop.md), with its verdict for the page as
// `shouldShowPaymentRequestButton` in the block data. Our block checkout
// script draws one set of buttons there (it drew none before: it waited for
// the element's params), and the order goes through the Store API titled
// after the wallet (`payment_request_type`, the gateway's add_order_meta()).
for ( const path of [ '/cart-block/', '/checkout/' ] ) {
	test( `${ path }: the legacy params, not the element’s, one script of ours, one set of wallet buttons, paid once`, async ( {
		page,
		request,
	} ) => {
		await resetShop( request, LEGACY );
		await fillCart( page, [ { slug: 'beanie', quantity: 1 } ] );
		await page.goto( path );
		await expect(
			page.locator( '.wc-block-components-totals-footer-item' )
		).toBeVisible();
		expect(
			await page.evaluate( () => ( {
				legacy: 'wc_stripe_payment_request_params' in window,
				element: 'wc_stripe_express_checkout_params' in window,
				ours: [ ...document.scripts ].filter( ( script ) =>
					/\/build\/[\w-]+\.js/.test( script.src )
				).length,
			} ) )
		).toEqual( { legacy: true, element: false, ours: 1 } );
		await expect( wrapper( page ) ).toHaveCount( 0 );
		await expect( walletButton( page, 'Google Pay' ) ).toHaveCount( 1 );
		await openSheet( page );
		await payInSheet( page );
		await orderReceived( page );
		await paidOnce( request, 2530 );
	} );
}
