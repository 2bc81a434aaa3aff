/**
 * A wallet button never does nothing (issue 40). Wherever the buttons wait
 * for the shop before the sheet may open, the shop's answer is held (the
 * development shop's `timeout` and `late-answer` faults) and the shopper
 * taps: they are told at the buttons, in a polite live region, why nothing
 * opens; the wait ends at the transport's own limit and a failed read is
 * told in the catalogue's words; once the shop answers, one tap pays once,
 * for what the shop charges. (The block checkout's case is in
 * block-checkout-wallet-held-tap.spec.ts, run on both Reacts.)
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { DEFAULT_TIMEOUT_MS } from '../../assets/js/core/transport/transport';
import {
	expect,
	fillCart,
	openPayForOrder,
	orderReceived,
	resetShop,
	test,
} from './fixtures';
import {
	buttonsStatus,
	CHECKING,
	expressContainer,
	type HeldAnswer,
	holdNextAnswer,
	markPurchaseUnconfirmed,
	openSheet,
	payInSheet,
	paymentSheet,
	sheetTotal,
	UNCONFIRMED,
	UPDATING,
	walletButton,
} from './express-helpers';
import { expectOneOrderOf } from './buy-now-helpers';

const TIMEOUT =
	'A timeout occurred while connecting to the server. Please try again.';
const PRODUCT_INFO_FAILED =
	'There was an error getting the product information.';

/** Just past the transport's own limit, on the page's fake clock. */
const PAST_THE_LIMIT_MS = DEFAULT_TIMEOUT_MS + 1000;

const sent = ( page: Page, path: RegExp ) =>
	page.waitForRequest( ( request ) => path.test( request.url() ) );
const CART_READ = /\/wp-json\/wc\/store\/v1\/cart$/;
const PRODUCT_READ = /wc-ajax=wc_stripe_get_selected_product_data/;

/** A tap where the button is: on held buttons it lands on their overlay. */
const tapOverlay = ( page: Page ) =>
	walletButton( page ).click( { force: true } );

/** A tap through the button itself (a keyboard passes the overlay). */
async function pressButton( page: Page ) {
	await walletButton( page ).focus();
	await page.keyboard.press( 'Enter' );
}

/**
 * Told at once (well within the transport's limit) that the total is being
 * updated, no sheet; at the limit, told why the read failed, the buttons
 * usable again.
 */
async function expectToldUntilTheLimit( page: Page, failure: string ) {
	await expect( buttonsStatus( page, UPDATING ) ).toBeVisible();
	await expect( paymentSheet( page ) ).toHaveCount( 0 );
	await page.clock.runFor( PAST_THE_LIMIT_MS );
	await expect( buttonsStatus( page, failure ) ).toBeVisible();
	await expect( expressContainer( page ) ).not.toHaveAttribute(
		'aria-busy',
		'true'
	);
	await expect( walletButton( page ) ).toBeVisible();
}

/** The shop answers again: one tap opens the sheet at `shown` and pays once. */
async function oneTapPaysOnce(
	page: Page,
	request: APIRequestContext,
	shown: string,
	charged: number
) {
	await openSheet( page );
	await expect( sheetTotal( page ) ).toHaveText( shown );
	await payInSheet( page );
	await orderReceived( page );
	await expectOneOrderOf( request, charged );
}

test.beforeEach( async ( { page, request } ) => {
	await resetShop( request );
	await page.clock.install();
} );

test.describe( 'A tap while the total is read again is told that it is being updated; the read ends at the transport’s limit and a failure is told; then one tap pays once, with the new total', () => {
	test( 'cart page, Sticker × 2 → × 6, the cart read never answered', async ( {
		page,
		request,
	} ) => {
		await fillCart( page, [ { slug: 'sticker', quantity: 2 } ] );
		await page.goto( '/cart/' );
		await expect( walletButton( page ) ).toBeVisible();
		await holdNextAnswer( page, 'store:cart' );
		const read = sent( page, CART_READ );
		await page.getByLabel( 'Sticker quantity' ).fill( '6' );
		await page.getByRole( 'button', { name: 'Update cart' } ).click();
		await expect( page.getByText( 'Cart updated.' ) ).toBeVisible();
		await read;
		await tapOverlay( page );
		await expectToldUntilTheLimit( page, TIMEOUT );
		// 6 × 0.50 + 10 % tax; stickers ship nowhere.
		await oneTapPaysOnce( page, request, 'Total: 3.30', 330 );
	} );

	for ( const mode of [ 'timeout', 'late-answer' ] as HeldAnswer[] ) {
		test( `classic checkout, a coupon just applied, the cart read × ${ mode }; the tap through the button itself`, async ( {
			page,
			request,
		} ) => {
			await fillCart( page, [ { slug: 'sticker', quantity: 6 } ] );
			await page.goto( '/classic-checkout/' );
			await expect( walletButton( page ) ).toBeVisible();
			await page
				.getByRole( 'button', {
					name: 'Click here to enter your code',
				} )
				.click();
			await page.getByPlaceholder( 'Coupon code' ).fill( 'save10' );
			await holdNextAnswer( page, 'store:cart', mode );
			const read = sent( page, CART_READ );
			await page.getByRole( 'button', { name: 'Apply coupon' } ).click();
			await expect(
				page.getByText( 'Coupon code applied successfully.' )
			).toBeVisible();
			await read;
			await pressButton( page );
			await expectToldUntilTheLimit( page, TIMEOUT );
			// 3.00 less 10 %, plus 10 % tax.
			await oneTapPaysOnce( page, request, 'Total: 2.97', 297 );
		} );
	}

	test( 'product page, the quantity changed to 2, its product data never answered', async ( {
		page,
		request,
	} ) => {
		await page.goto( '/product/beanie/' );
		await expect( walletButton( page ) ).toBeVisible();
		await holdNextAnswer(
			page,
			'wc-ajax:wc_stripe_get_selected_product_data'
		);
		const read = sent( page, PRODUCT_READ );
		await page.getByLabel( 'Beanie quantity' ).fill( '2' );
		await read;
		await tapOverlay( page );
		await expectToldUntilTheLimit( page, PRODUCT_INFO_FAILED );
		// 2 × 18.00 + 5.00 shipping + 10 % tax.
		await oneTapPaysOnce( page, request, 'Total: 45.10', 4510 );
	} );

	test( 'product page, a variation chosen (Red, M), its product data never answered; the tap through the button itself', async ( {
		page,
		request,
	} ) => {
		await page.goto( '/product/hoodie/' );
		await expect( expressContainer( page ) ).toBeVisible();
		await page.getByLabel( 'Color' ).selectOption( 'Red' );
		await holdNextAnswer(
			page,
			'wc-ajax:wc_stripe_get_selected_product_data'
		);
		const read = sent( page, PRODUCT_READ );
		await page.getByLabel( 'Size' ).selectOption( 'M' );
		await read;
		await pressButton( page );
		await expectToldUntilTheLimit( page, PRODUCT_INFO_FAILED );
		// Red/M costs 47.00: + 5.00 shipping + 10 % tax.
		await oneTapPaysOnce( page, request, 'Total: 57.20', 5720 );
	} );
} );

test.describe( 'A tap while the shop is asked about an earlier, unconfirmed purchase is told so; the question ends at the transport’s limit and an unanswered one is told; then one tap pays once', () => {
	test( 'pay for order, the cart read never answered', async ( {
		page,
		request,
	} ) => {
		await openPayForOrder( page );
		await expect( walletButton( page ) ).toBeVisible();
		// An earlier wallet purchase of the cart the shopper has now (a
		// sticker) lost its answer.
		await fillCart( page, [ { slug: 'sticker' } ] );
		await markPurchaseUnconfirmed( page );
		await holdNextAnswer( page, 'store:cart' );
		const read = sent( page, CART_READ );
		await walletButton( page ).click();
		await read;
		await expect( buttonsStatus( page, CHECKING ) ).toBeVisible();
		await expect( paymentSheet( page ) ).toHaveCount( 0 );
		await page.clock.runFor( PAST_THE_LIMIT_MS );
		// Nothing known: the catalogue's words for an unconfirmed order.
		await expect( page.getByText( UNCONFIRMED ) ).toBeVisible();
		await expect( buttonsStatus( page, CHECKING ) ).toHaveCount( 0 );
		// The shop answers: the cart still holds its sticker, so nothing
		// was paid; the order is paid once, for its own total.
		await oneTapPaysOnce( page, request, 'Total: 25.30', 2530 );
	} );
} );
