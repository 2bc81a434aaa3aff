/**
 * Issue 47: wallets in the Cart block (`/cart-block/`, WooCommerce's Cart
 * block drawn by the shop's block host). The block lists our express
 * methods as WooCommerce's does; a shopper pays once from it, the sheet
 * follows a quantity changed or a coupon applied in the block, and a cart
 * emptied while the sheet is open charges nothing and says so.
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
	openSheet,
	payInSheet,
	paymentSheet,
	walletButton,
} from './express-helpers';
import { expectOneOrderOf } from './buy-now-helpers';
import { estimatedTotal, expressArea } from './cart-block-helpers';

/** The amount the sheet opened with, in Stripe's units. */
const openedWith = async ( page: Page ) =>
	Number(
		await paymentSheet( page )
			.locator( '.sheet-total' )
			.getAttribute( 'data-opened-with' )
	);

test.beforeEach( async ( { page, request } ) => {
	await resetShop( request );
	await fillCart( page, [ { slug: 'beanie' } ] );
} );

test( 'pays once from the Cart block, for the amount the sheet showed', async ( {
	page,
	request,
} ) => {
	await page.goto( '/cart-block/' );
	await expect( estimatedTotal( page ) ).toHaveText( '€25.30' );
	await openSheet( page );
	expect( await openedWith( page ) ).toBe( 2530 );
	await payInSheet( page );
	await orderReceived( page );
	await expectOneOrderOf( request, 2530 );
} );

test( 'a quantity changed in the block, then a tap: the sheet asks the new total, and that is what is charged', async ( {
	page,
	request,
} ) => {
	await page.goto( '/cart-block/' );
	await expect( walletButton( page ) ).toBeVisible();
	await page.getByLabel( 'Quantity of Beanie in your cart.' ).fill( '3' );
	// Beanie × 3 (54.00) and shipping (5.00), with 10 % tax.
	await expect( estimatedTotal( page ) ).toHaveText( '€64.90' );
	await openSheet( page );
	expect( await openedWith( page ) ).toBe( 6490 );
	await payInSheet( page );
	await orderReceived( page );
	await expectOneOrderOf( request, 6490 );
} );

test( 'a coupon applied in the block is in the sheet: its discount line and the discounted total', async ( {
	page,
	request,
} ) => {
	await page.goto( '/cart-block/' );
	await expect( walletButton( page ) ).toBeVisible();
	await page.getByRole( 'button', { name: 'Add coupons' } ).click();
	await page.getByLabel( 'Enter code' ).fill( 'save10' );
	await page.getByRole( 'button', { name: 'Apply' } ).click();
	await expect(
		page.getByRole( 'button', { name: 'Remove coupon "save10"' } )
	).toBeVisible();
	// 10 % off the Beanie: 16.20 + 5.00 shipping, with 10 % tax.
	await expect( estimatedTotal( page ) ).toHaveText( '€23.32' );
	const sheet = await openSheet( page );
	expect( await openedWith( page ) ).toBe( 2332 );
	await expect(
		sheet.getByRole( 'list', { name: 'Sheet lines' } )
	).toContainText( 'Discount: -1.80' );
	await payInSheet( page );
	await orderReceived( page );
	await expectOneOrderOf( request, 2332 );
} );

test( 'the last line removed (in another tab) while the sheet is open: Pay charges nothing, and the shopper is told why', async ( {
	page,
	context,
	request,
} ) => {
	await page.goto( '/cart-block/' );
	await openSheet( page );
	const other = await context.newPage();
	await other.goto( '/cart-block/' );
	await other
		.getByRole( 'button', { name: 'Remove Beanie from cart' } )
		.click();
	await expect(
		other.getByRole( 'heading', { name: 'Your cart is currently empty!' } )
	).toBeVisible();
	await payInSheet( page );
	const told = 'Cannot place an order, your cart is empty.';
	await expect( paymentSheet( page ).getByRole( 'alert' ) ).toHaveText(
		told
	);
	await expect(
		expressArea( page ).locator( '.wc-block-components-notice-banner' )
	).toHaveText( told );
	expect( await orders( request ) ).toEqual( [] );
	expect(
		( await intents( request ) ).filter(
			( intent ) => intent.charge_count > 0
		)
	).toEqual( [] );
} );
