/**
 * The sheet's amount is always the amount charged. After Update cart on the
 * cart page, or a coupon on the classic checkout, the wallet buttons read
 * the cart again; while that read is slow the buttons are held (a tap lands
 * on their overlay and is told, beside the buttons, that the total is being
 * updated), and once it answers the sheet shows what the shop charges.
 * (A read that never answers: express-held-tap.spec.ts.)
 */
import type { Page } from '@playwright/test';
import { expect, fillCart, orderReceived, resetShop, test } from './fixtures';
import {
	buttonsStatus,
	expressContainer,
	openSheet,
	payInSheet,
	paymentSheet,
	sheetTotal,
	UPDATING,
	walletButton,
} from './express-helpers';
import { expectOneOrderOf } from './buy-now-helpers';

/**
 * Holds the buttons' next cart read (GET /cart) until the test lets it
 * answer; resolves once that read was sent.
 */
async function holdCartRead( page: Page ) {
	let release = () => {};
	const held = new Promise< void >( ( resolve ) => ( release = resolve ) );
	await page.route( '**/wp-json/wc/store/v1/cart', async ( route ) => {
		if ( route.request().method() === 'GET' ) {
			await held;
		}
		await route.continue();
	} );
	const sent = page.waitForRequest(
		( request ) =>
			request.url().endsWith( '/wp-json/wc/store/v1/cart' ) &&
			request.method() === 'GET'
	);
	return { sent, release };
}

/** A tap where the wallet button is lands on the buttons' overlay. */
async function expectTapHeld( page: Page ) {
	await expect( expressContainer( page ) ).toHaveAttribute(
		'aria-busy',
		'true'
	);
	// Scrolled to and hit in one step: the page may still be scrolling to
	// its notice ("Cart updated."), which would move the button away.
	const hit = await walletButton( page ).evaluate( ( button ) => {
		button.scrollIntoView( { block: 'center' } );
		const box = button.getBoundingClientRect();
		return (
			button.ownerDocument.elementFromPoint(
				box.x + box.width / 2,
				box.y + box.height / 2
			)?.className || ''
		);
	} );
	expect( hit ).toContain( 'blockOverlay' );
	await walletButton( page ).click( { force: true } );
	await expect( buttonsStatus( page, UPDATING ) ).toBeVisible();
	await expect( paymentSheet( page ) ).toBeHidden();
}

/** The read answered: the buttons are free and say nothing more. */
async function expectReleased( page: Page ) {
	await expect( expressContainer( page ) ).not.toHaveAttribute(
		'aria-busy',
		'true'
	);
	await expect( buttonsStatus( page, UPDATING ) ).toHaveCount( 0 );
}

test.beforeEach( async ( { request } ) => resetShop( request ) );

test( 'cart page, Sticker × 2 → × 6: held while the cart is read, then the sheet says 3.30 and the shop charges 3.30', async ( {
	page,
	request,
} ) => {
	await fillCart( page, [ { slug: 'sticker', quantity: 2 } ] );
	await page.goto( '/cart/' );
	await expect( walletButton( page ) ).toBeVisible();
	const read = await holdCartRead( page );
	await page.getByLabel( 'Sticker quantity' ).fill( '6' );
	await page.getByRole( 'button', { name: 'Update cart' } ).click();
	await expect( page.getByText( 'Cart updated.' ) ).toBeVisible();
	await read.sent;
	await expectTapHeld( page );
	read.release();
	await expectReleased( page );
	await openSheet( page );
	// 6 × 0.50 + 10 % tax; stickers ship nowhere.
	await expect( sheetTotal( page ) ).toHaveText( 'Total: 3.30' );
	await payInSheet( page );
	await orderReceived( page );
	await expectOneOrderOf( request, 330 );
} );

test( 'classic checkout, a coupon just applied: held while the cart is read, then the sheet says 2.97 and the shop charges 2.97', async ( {
	page,
	request,
} ) => {
	await fillCart( page, [ { slug: 'sticker', quantity: 6 } ] );
	await page.goto( '/classic-checkout/' );
	await expect( walletButton( page ) ).toBeVisible();
	const read = await holdCartRead( page );
	await page
		.getByRole( 'button', { name: 'Click here to enter your code' } )
		.click();
	await page.getByPlaceholder( 'Coupon code' ).fill( 'save10' );
	await page.getByRole( 'button', { name: 'Apply coupon' } ).click();
	await expect(
		page.getByText( 'Coupon code applied successfully.' )
	).toBeVisible();
	await read.sent;
	await expectTapHeld( page );
	read.release();
	await expectReleased( page );
	await openSheet( page );
	// 3.00 less 10 %, plus 10 % tax.
	await expect( sheetTotal( page ) ).toHaveText( 'Total: 2.97' );
	await payInSheet( page );
	await orderReceived( page );
	await expectOneOrderOf( request, 297 );
} );
