/**
 * Amazon Pay, a shop setting like the others (the gateway's
 * `is_amazon_pay_enabled`, on by default): its button shows beside the
 * other wallets, and its payment goes through a confirmation token (Stripe
 * makes the payment method when the order is confirmed), on the product
 * page and on the block checkout. Switched off, no button.
 */
import type { Page, Request } from '@playwright/test';
import { expect, fillCart, orderReceived, resetShop, test } from './fixtures';
import { openSheet, payInSheet, walletButton } from './express-helpers';
import { expectOneOrderChargedOnce } from './order-checks';

/** The payment data the Store API checkout was sent, as a key → value map. */
async function paymentData( request: Request ) {
	const body = request.postDataJSON() as {
		payment_data: Array< { key: string; value: unknown } >;
	};
	return Object.fromEntries(
		body.payment_data.map( ( entry ) => [ entry.key, entry.value ] )
	);
}

const storeCheckout = ( page: Page ) =>
	page.waitForRequest(
		( request ) =>
			request.method() === 'POST' &&
			/wc\/store\/v1\/checkout/.test( request.url() )
	);

test.beforeEach( async ( { request } ) => resetShop( request ) );

async function expectPaidByConfirmationToken(
	page: Page,
	request: import( '@playwright/test' ).APIRequestContext,
	total: number
) {
	const sent = storeCheckout( page );
	await payInSheet( page );
	const data = await paymentData( await sent );
	expect( data.express_payment_type ).toBe( 'amazon_pay' );
	expect( String( data[ 'wc-stripe-confirmation-token' ] ) ).toMatch(
		/^ctoken_/
	);
	expect( data[ 'wc-stripe-payment-method' ] || '' ).toBe( '' );
	await orderReceived( page );
	await expectOneOrderChargedOnce( request, { status: 'processing', total } );
}

test( 'product page: Amazon Pay shows with the other wallets and pays through a confirmation token', async ( {
	page,
	request,
} ) => {
	await page.goto( '/product/beanie/' );
	await expect( walletButton( page, 'Google Pay' ) ).toBeVisible();
	await expect( walletButton( page, 'Amazon Pay' ) ).toBeVisible();
	await openSheet( page, 'Amazon Pay' );
	// 18.00 + 5.00 flat rate + 10 % tax.
	await expectPaidByConfirmationToken( page, request, 2530 );
} );

test( 'block checkout: Amazon Pay is an express method that pays through a confirmation token', async ( {
	page,
	request,
} ) => {
	await fillCart( page, [ { slug: 'beanie' } ] );
	await page.goto( '/checkout/' );
	await expect( walletButton( page, 'Amazon Pay' ) ).toBeVisible();
	await openSheet( page, 'Amazon Pay' );
	await expectPaidByConfirmationToken( page, request, 2530 );
} );

test( 'switched off in the gateway: no Amazon Pay button, the other wallets as before', async ( {
	page,
	request,
} ) => {
	await resetShop( request, { amazonPay: false } );
	await page.goto( '/product/beanie/' );
	await expect( walletButton( page, 'Google Pay' ) ).toBeVisible();
	await expect( walletButton( page, 'Amazon Pay' ) ).toHaveCount( 0 );
	await fillCart( page, [ { slug: 'beanie' } ] );
	await page.goto( '/checkout/' );
	await expect( walletButton( page, 'Google Pay' ) ).toBeVisible();
	await expect( walletButton( page, 'Amazon Pay' ) ).toHaveCount( 0 );
} );
