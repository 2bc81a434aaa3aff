/**
 * A wallet purchase the shop carried out while the page never learnt it:
 * the order call answered by a proxy's 502 or 504 page, a paid order whose
 * redirect is refused (a `javascript:` URL), a status call after 3D Secure
 * whose answer is lost, an order answer lost and the page reloaded. Each is
 * unconfirmed: the shopper is told to check their orders, the next tap asks
 * the shop what happened and pays nothing again. One order, one charge, and
 * the shopper's own cart as it was.
 */
import type { Page } from '@playwright/test';
import { expect, resetShop, test } from './fixtures';
import {
	CARDS,
	chooseSheetCard,
	openSheet,
	payInSheet,
	paymentSheet,
	UNCONFIRMED,
	walletButton,
} from './express-helpers';
import {
	expectCartAsItWas,
	expectOneOrderOf,
	fillShoppersCart,
	shoppersCart,
} from './buy-now-helpers';

const EARLIER_PAID =
	'Your earlier order went through: you will find it in your email and your account’s orders. To buy again, tap the button once more.';

/** The beanie alone: 18.00 + 5.00 shipping + 10 % tax. */
const BEANIE_ALONE = 2530;

/** The client's own limit, passed on the page's fake clock. */
const CLIENT_LIMIT_MS = 31_000;

async function fault( page: Page, target: string, mode: string ) {
	const answer = await page.request.post( '/__dev/faults', {
		data: { target, mode, count: 1 },
	} );
	expect( answer.ok() ).toBe( true );
}

const notices = ( page: Page ) =>
	page.locator( '.woocommerce-notices-wrapper' );

test.beforeEach( async ( { request } ) => resetShop( request ) );

const CELLS: Array< {
	cell: string;
	target: string;
	mode: string;
	/** Pays in the opened sheet until the page says it is unconfirmed. */
	pay: ( page: Page ) => Promise< void >;
} > = [
	{
		cell: 'a proxy’s 502 page answers the order the shop placed and paid',
		target: 'store:checkout',
		mode: 'proxy502',
		pay: payInSheet,
	},
	{
		cell: 'a proxy’s 504 page answers the order the shop placed and paid',
		target: 'store:checkout',
		mode: 'proxy504',
		pay: payInSheet,
	},
	{
		cell: 'the paid order’s redirect is a javascript: URL, refused',
		target: 'store:checkout',
		mode: 'javascript-redirect',
		pay: payInSheet,
	},
	{
		cell: 'the order status after 3D Secure is recorded, its answer lost',
		target: 'wc-ajax:wc_stripe_update_order_status',
		mode: 'late-answer',
		pay: async ( page ) => {
			await chooseSheetCard( page, CARDS.threeDSecure );
			await payInSheet( page );
			const sent = page.waitForRequest( /wc_stripe_update_order_status/ );
			await page
				.getByRole( 'button', { name: 'Complete authentication' } )
				.click();
			await sent;
			await page.clock.runFor( CLIENT_LIMIT_MS );
		},
	},
];

for ( const { cell, target, mode, pay } of CELLS ) {
	test( `${ cell }: told to check their orders; Cancel, tap: told it went through, nothing paid again`, async ( {
		page,
		request,
	} ) => {
		await page.clock.install();
		await fillShoppersCart( page );
		const before = await shoppersCart( page );
		await page.goto( '/product/beanie/' );
		await expect( walletButton( page ) ).toBeVisible();
		await fault( page, target, mode );
		const sheet = await openSheet( page );
		await pay( page );
		await expect( sheet.getByRole( 'alert' ) ).toHaveText( UNCONFIRMED );
		await expect( notices( page ).getByText( UNCONFIRMED ) ).toBeVisible();
		await sheet.getByRole( 'button', { name: 'Cancel' } ).click();
		await expect( sheet ).toBeHidden();

		// The tap asks the shop: its cart of its own was emptied when the
		// order was paid. No sheet, nothing paid again.
		await walletButton( page ).click();
		await expect( notices( page ).getByText( EARLIER_PAID ) ).toBeVisible();
		await expect( paymentSheet( page ) ).toBeHidden();
		await expectOneOrderOf( request, BEANIE_ALONE );
		await expectCartAsItWas( page, before );
	} );
}

test( 'an order answer lost, then the page reloaded: the mark outlives the page, and the next tap pays nothing again', async ( {
	page,
	request,
} ) => {
	await page.clock.install();
	await page.goto( '/product/beanie/' );
	await expect( walletButton( page ) ).toBeVisible();
	await fault( page, 'store:checkout', 'late-answer' );
	const sheet = await openSheet( page );
	const sent = page.waitForRequest( /wc\/store\/v1\/checkout/ );
	await payInSheet( page );
	await sent;
	await page.clock.runFor( CLIENT_LIMIT_MS );
	await expect( sheet.getByRole( 'alert' ) ).toHaveText( UNCONFIRMED );

	await page.reload();
	await expect( walletButton( page ) ).toBeVisible();
	await walletButton( page ).click();
	await expect( notices( page ).getByText( EARLIER_PAID ) ).toBeVisible();
	await expect( paymentSheet( page ) ).toBeHidden();
	await expectOneOrderOf( request, BEANIE_ALONE );
} );

test( 'the same mark holds on the cart page: an unconfirmed cart order is asked about before the next tap', async ( {
	page,
	request,
} ) => {
	await page.clock.install();
	await page.request.post( '/__dev/cart', {
		data: { items: [ { slug: 'beanie' } ] },
	} );
	await page.goto( '/cart/' );
	await expect( walletButton( page ) ).toBeVisible();
	await fault( page, 'store:checkout', 'proxy502' );
	const sheet = await openSheet( page );
	await payInSheet( page );
	await expect( sheet.getByRole( 'alert' ) ).toHaveText( UNCONFIRMED );
	await sheet.getByRole( 'button', { name: 'Cancel' } ).click();
	// The shop emptied the cart it was paid for: told, nothing paid again.
	await walletButton( page ).click();
	await expect( notices( page ).getByText( EARLIER_PAID ) ).toBeVisible();
	await expect( paymentSheet( page ) ).toBeHidden();
	await expectOneOrderOf( request, BEANIE_ALONE );
} );
