/**
 * "Buy now" with a wallet on the product page and the shopper's own cart:
 * the cart comes back exactly as it was, coupons included, and its coupons
 * never discount the buy-now order; a cart that cannot be read stops the
 * purchase instead of charging for the shopper's other lines; a double tap
 * adds the product once; a cart that cannot be put back is told.
 */
import { expect, test, type Page } from '@playwright/test';
import { fillCart, orderReceived, orders, resetShop } from './fixtures';
import {
	cartLines,
	openSheet,
	payInSheet,
	paymentSheet,
	walletButton,
} from './express-helpers';

/** The beanie alone: 18.00 + 5.00 shipping + 10 % tax. */
const BEANIE_ALONE = 2530;

async function applyCoupon( page: Page, code: string ) {
	await page.goto( '/cart/' );
	await page.getByPlaceholder( 'Coupon code' ).fill( code );
	await page.getByRole( 'button', { name: 'Apply coupon' } ).click();
	await expect(
		page.getByText( 'Coupon code applied successfully.' )
	).toBeVisible();
}

async function cartCoupons( page: Page ): Promise< string[] > {
	const response = await page.request.get( '/wp-json/wc/store/v1/cart' );
	const cart = await response.json();
	return ( cart.coupons as Array< { code: string } > ).map( ( c ) => c.code );
}

async function fault( page: Page, target: string, count = 50 ) {
	// Chrome sends a request again on a dropped connection: keep dropping
	// them until the test clears the fault.
	const response = await page.request.post( '/__dev/faults', {
		data: { target, mode: 'abort', count },
	} );
	expect( response.ok() ).toBe( true );
}

test.beforeEach( async ( { request } ) => resetShop( request ) );

test( 'the cart’s coupon neither discounts the buy-now order nor is lost: lines and coupon come back', async ( {
	page,
	request,
} ) => {
	await fillCart( page, [ { slug: 'tote-bag', quantity: 2 } ] );
	await applyCoupon( page, 'save10' );
	await page.goto( '/product/beanie/' );
	await openSheet( page );
	await payInSheet( page );
	await orderReceived( page );
	const [ order ] = await orders( request );
	expect( order ).toMatchObject( {
		status: 'processing',
		total: BEANIE_ALONE,
	} );
	expect( await cartLines( page ) ).toEqual( [ 'Tote Bag × 2' ] );
	expect( await cartCoupons( page ) ).toEqual( [ 'save10' ] );
} );

test( 'cancelling the sheet gives back the lines and the coupon', async ( {
	page,
} ) => {
	await fillCart( page, [ { slug: 'tote-bag', quantity: 2 } ] );
	await applyCoupon( page, 'save10' );
	await page.goto( '/product/beanie/' );
	const sheet = await openSheet( page );
	await sheet.getByRole( 'button', { name: 'Cancel' } ).click();
	await expect.poll( () => cartCoupons( page ) ).toEqual( [ 'save10' ] );
	expect( await cartLines( page ) ).toEqual( [ 'Tote Bag × 2' ] );
} );

test( 'a cart that cannot be read at the tap stops the purchase: nothing charged, the cart untouched', async ( {
	page,
	request,
} ) => {
	await fillCart( page, [ { slug: 'sticker', quantity: 3 } ] );
	await page.goto( '/product/beanie/' );
	await expect( walletButton( page ) ).toBeVisible();
	await fault( page, 'store:cart' );
	const sheet = await openSheet( page );
	await payInSheet( page );
	await expect( sheet.getByRole( 'alert' ) ).toHaveText(
		'There was an error adding the product to the cart.'
	);
	expect( await orders( request ) ).toHaveLength( 0 );
	await page.request.post( '/__dev/faults', {
		data: { target: 'store:cart', clear: true },
	} );
	expect( await cartLines( page ) ).toEqual( [ 'Sticker × 3' ] );
} );

test( 'a double tap on the wallet button adds the product once', async ( {
	page,
} ) => {
	await fillCart( page, [ { slug: 'sticker', quantity: 3 } ] );
	await page.goto( '/product/beanie/' );
	await walletButton( page ).dblclick();
	await expect( paymentSheet( page ).first() ).toBeVisible();
	await expect.poll( () => cartLines( page ) ).toEqual( [ 'Beanie × 1' ] );
	await page.waitForTimeout( 500 );
	expect( await cartLines( page ) ).toEqual( [ 'Beanie × 1' ] );
} );

test( 'a cart that cannot be put back after paying is tried again, then the shopper is told', async ( {
	page,
} ) => {
	await fillCart( page, [ { slug: 'sticker', quantity: 3 } ] );
	await page.goto( '/product/beanie/' );
	await openSheet( page );
	const alerts: string[] = [];
	page.on( 'dialog', ( dialog ) => {
		alerts.push( dialog.message() );
		dialog.dismiss();
	} );
	// The beanie is in the cart; putting the sticker back will fail.
	await fault( page, 'store:cart/add-item' );
	await payInSheet( page );
	await expect
		.poll( () => alerts )
		.toEqual( [
			'Your cart could not be put back as it was before this purchase. Please check it before you continue shopping.',
		] );
	await orderReceived( page );
} );
