/**
 * When the shop's answers go wrong: `update_order_review` and `checkout`
 * each time out, lose their connection, answer HTTP 500, answer broken JSON
 * or an HTML page. The shopper sees the right message, the form stays
 * usable, trying again works, and there is one order.
 */
import type { Page } from '@playwright/test';
import { expectAccessible } from './a11y';
import { expect, orders, test } from './fixtures';
import {
	checkoutNotices,
	expectOrderReceived,
	isUpdate,
	openClassicCheckout,
	placeOrderButton,
	readyForCheque,
} from './classic-helpers';

const SHOP_ERROR =
	'There was an error processing your order. Please check for any charges in your payment method and review your order history before placing the order again.';
const TIMEOUT =
	'A timeout occurred while connecting to the server. Please try again.';
const NO_CONNECTION =
	'An error occurred while connecting to the server. Please try again.';

/** Fault mode → what the shopper reads. */
const FAULTS: Array< [ string, string ] > = [
	[ 'timeout', TIMEOUT ],
	// The shop closes the connection without answering.
	[ 'abort', NO_CONNECTION ],
	[ 'http500', SHOP_ERROR ],
	[ 'malformed', SHOP_ERROR ],
	[ 'html', SHOP_ERROR ],
];

/**
 * The same faults on the order review's update: an answer the shop could not
 * give changed nothing and charged nothing, and says so.
 */
const REVIEW_NOT_UPDATED =
	'The order summary could not be updated. Please try again.';
const REVIEW_FAULTS: Array< [ string, string ] > = FAULTS.map(
	( [ mode, message ] ) => [
		mode,
		message === SHOP_ERROR ? REVIEW_NOT_UPDATED : message,
	]
);

/**
 * The next call to the target fails. A dropped connection is kept up until
 * the test clears it: Chrome quietly sends a request again, on each kept-alive
 * connection it holds, when one closes without an answer, so only a shop that
 * keeps dropping them shows the shopper the failure.
 */
async function fault( page: Page, target: string, mode: string ) {
	const response = await page.request.post( '/__dev/faults', {
		data: { target, mode, count: mode === 'abort' ? 50 : 1 },
	} );
	expect( response.ok() ).toBe( true );
}

/** The shop answers again (the faults left for the target are dropped). */
async function recover( page: Page, target: string ) {
	const response = await page.request.post( '/__dev/faults', {
		data: { target, clear: true },
	} );
	expect( response.ok() ).toBe( true );
}

for ( const [ mode, message ] of FAULTS ) {
	test( `checkout answering ${ mode }: "${ message.slice(
		0,
		40
	) }…", the form usable, the retry gives one order`, async ( {
		page,
		request,
	} ) => {
		if ( mode === 'timeout' ) {
			await page.clock.install();
		}
		await openClassicCheckout( page, request );
		await readyForCheque( page );
		await fault( page, 'wc-ajax:checkout', mode );
		await placeOrderButton( page ).click();
		if ( mode === 'timeout' ) {
			await expect( page.locator( 'form.checkout' ) ).toHaveClass(
				/processing/
			);
			await page.clock.runFor( 31_000 );
		}
		await expect( checkoutNotices( page ) ).toHaveText( message );
		await expect( page.locator( 'form.checkout' ) ).not.toHaveClass(
			/processing/
		);
		await expect(
			page.locator( 'form.checkout > .blockOverlay' )
		).toHaveCount( 0 );
		await expectAccessible( page );
		expect( await orders( request ) ).toHaveLength( 0 );
		await recover( page, 'wc-ajax:checkout' );
		await placeOrderButton( page ).click();
		await expectOrderReceived( page );
		expect( await orders( request ) ).toHaveLength( 1 );
	} );
}

for ( const [ mode, message ] of REVIEW_FAULTS ) {
	test( `update_order_review answering ${ mode }: "${ message.slice(
		0,
		40
	) }…", the form usable, the next update and the order work`, async ( {
		page,
		request,
	} ) => {
		if ( mode === 'timeout' ) {
			await page.clock.install();
		}
		await openClassicCheckout( page, request );
		await readyForCheque( page );
		await fault( page, 'wc-ajax:update_order_review', mode );
		await page.locator( '#billing_country' ).selectOption( 'FR' );
		if ( mode === 'timeout' ) {
			await expect(
				page.locator( '#payment > .blockOverlay' )
			).toHaveCount( 1 );
			await page.clock.runFor( 31_000 );
		}
		const notice = page.locator(
			'form.checkout > .woocommerce-NoticeGroup-updateOrderReview'
		);
		await expect( notice ).toHaveText( message );
		await expect( page.locator( '.blockOverlay' ) ).toHaveCount( 0 );
		await expectAccessible( page );

		await recover( page, 'wc-ajax:update_order_review' );
		const retried = page.waitForResponse(
			( response ) => isUpdate( response.url() ) && response.ok()
		);
		await page.locator( '#billing_country' ).selectOption( 'DE' );
		await retried;
		await expect( notice ).toHaveCount( 0 );
		await placeOrderButton( page ).click();
		await expectOrderReceived( page );
		expect( await orders( request ) ).toHaveLength( 1 );
	} );
}

test( 'a checkout answer wrapped in PHP notices is repaired: the order goes through', async ( {
	page,
	request,
} ) => {
	await openClassicCheckout( page, request );
	await readyForCheque( page );
	await page.route( '**/?wc-ajax=checkout', async ( route ) => {
		const response = await route.fetch();
		await route.fulfill( {
			response,
			body:
				'<br />\n<b>Deprecated</b>: a theme function<br />\n' +
				( await response.text() ),
		} );
	} );
	await placeOrderButton( page ).click();
	await expectOrderReceived( page );
} );
