/**
 * The order-received page as WooCommerce shows it: who may see an order
 * (a customer's asks anyone else to log in; a guest's, once its grace
 * period is over, asks a visitor the shop cannot match for the billing
 * email), and what it shows: the overview with the payment method by its
 * title, the order's details and the addresses.
 */
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { expectAccessible } from './a11y';
import { expect, fillCart, orderReceived, resetShop, test } from './fixtures';
import {
	acceptTerms,
	expectOrderReceived,
	isUpdate,
	openClassicCheckout,
	placeOrderButton,
} from './classic-helpers';
import { openSheet, payInSheet } from './express-helpers';

interface PendingOrder {
	id: number;
	key: string;
}

/** An order awaiting payment made from a beanie in this browser's cart. */
async function pendingOrder(
	page: Page,
	{ customer = false, minutesAgo = 0 } = {}
): Promise< PendingOrder > {
	if ( customer ) {
		await page.request.post( '/__dev/login' );
	}
	await fillCart( page, [ { slug: 'beanie' } ] );
	return (
		await page.request.post( '/__dev/pending-order', {
			data: { minutes_ago: minutesAgo },
		} )
	).json();
}

const receivedPath = ( order: PendingOrder ) =>
	`/checkout/order-received/${ order.id }/?key=${ order.key }`;

/** Another visitor: a browser context with no session of the shop's. */
async function stranger( browser: Browser, baseURL: string | undefined ) {
	const context = await browser.newContext( { baseURL } );
	return context.newPage();
}

test.beforeEach( async ( { request } ) => {
	await resetShop( request );
} );

const overview = ( page: Page ) =>
	page.locator( '.woocommerce-order-overview' );

test( 'a customer’s order asks a logged-out visitor to log in, then shows the order', async ( {
	page,
	browser,
	baseURL,
} ) => {
	const order = await pendingOrder( page, { customer: true } );
	const visitor = await stranger( browser, baseURL );
	await visitor.goto( receivedPath( order ) );
	await expect(
		visitor.getByText( 'Please log in to your account to view this order.' )
	).toBeVisible();
	await expect( overview( visitor ) ).toHaveCount( 0 );
	await expect( visitor.locator( '.woocommerce-order-details' ) ).toHaveCount(
		0
	);
	await expectAccessible( visitor );
	await visitor.getByLabel( /^Username or email/ ).fill( 'test@example.com' );
	await visitor.locator( '#password' ).fill( 'password' );
	await visitor.getByRole( 'button', { name: 'Login' } ).click();
	await expect( visitor ).toHaveURL(
		new RegExp( `/checkout/order-received/${ order.id }/\\?key=` )
	);
	await expect( overview( visitor ) ).toContainText(
		`Order number: ${ order.id }`
	);
	// To its own customer the overview gives the order's email.
	await expect( overview( visitor ) ).toContainText(
		'Email: test@example.com'
	);
	await visitor.context().close();
} );

test( 'a guest’s order: shown within its grace period; after it, a visitor the shop cannot match is asked for the billing email', async ( {
	page,
	browser,
	baseURL,
} ) => {
	const recent = await pendingOrder( page );
	const old = await pendingOrder( page, { minutesAgo: 11 } );
	const visitor = await stranger( browser, baseURL );
	await visitor.goto( receivedPath( recent ) );
	await expect( overview( visitor ) ).toContainText(
		`Order number: ${ recent.id }`
	);
	await visitor.goto( receivedPath( old ) );
	await expect(
		visitor.getByText(
			'To view this page, you must either login or verify the email address associated with the order.'
		)
	).toBeVisible();
	await expect( overview( visitor ) ).toHaveCount( 0 );
	await expectAccessible( visitor );
	await visitor.getByLabel( /^Email address/ ).fill( 'someone@example.com' );
	await visitor.getByRole( 'button', { name: 'Verify' } ).click();
	await expect(
		visitor.getByText(
			'We were unable to verify the email address you provided. Please try again.'
		)
	).toBeVisible();
	await expect( overview( visitor ) ).toHaveCount( 0 );
	await visitor.getByLabel( /^Email address/ ).fill( 'guest@example.com' );
	await visitor.getByRole( 'button', { name: 'Verify' } ).click();
	await expect( overview( visitor ) ).toContainText(
		`Order number: ${ old.id }`
	);
	// A guest's overview gives no email; the billing address does.
	await expect( overview( visitor ) ).not.toContainText( 'Email:' );
	await expect(
		visitor.locator( '.woocommerce-customer-details--email' )
	).toHaveText( 'guest@example.com' );
	await visitor.context().close();
} );

test( 'a wrong key shows only the thanks', async ( { page } ) => {
	const order = await pendingOrder( page );
	await page.goto( `/checkout/order-received/${ order.id }/?key=wrong` );
	await expect(
		page.getByText( 'Thank you. Your order has been received.' )
	).toBeVisible();
	await expect( overview( page ) ).toHaveCount( 0 );
	await expect( page.locator( '.woocommerce-order-details' ) ).toHaveCount(
		0
	);
} );

async function payByCardAsCustomer( page: Page, request: APIRequestContext ) {
	await openClassicCheckout( page, request );
	await page.request.post( '/__dev/login' );
	const update = page.waitForResponse( ( res ) => isUpdate( res.url() ) );
	await page.reload();
	await update;
	// Her saved shipping address, under "Ship to a different address?".
	await page
		.getByRole( 'checkbox', { name: 'Ship to a different address?' } )
		.check();
	await expect( page.locator( '#shipping_address_1' ) ).toHaveValue(
		'Friedrichstraße 10'
	);
	await acceptTerms( page );
	await placeOrderButton( page ).click();
	await expectOrderReceived( page );
}

test( 'a card order: the overview with the method’s title, the order’s details and both addresses', async ( {
	page,
	request,
} ) => {
	await payByCardAsCustomer( page, request );
	const list = overview( page ).locator( 'li' );
	await expect( list ).toHaveText( [
		/^Order number: \d+$/,
		/^Date: [A-Z][a-z]+ \d{1,2}, \d{4}$/,
		'Email: test@example.com',
		'Total: €25.30',
		'Payment method: Credit / Debit Card',
	] );
	await expect(
		overview( page ).locator( '.woocommerce-Price-amount bdi' )
	).toHaveText( '€25.30' );
	const details = page.locator( '.woocommerce-table--order-details' );
	await expect( details.locator( 'tbody tr' ) ).toHaveText( [
		'Beanie × 1€18.00',
	] );
	await expect( details.locator( 'tfoot tr' ) ).toHaveText( [
		'Subtotal:€18.00',
		'Shipping:€5.00 via Flat rate',
		'Tax:€2.30',
		'Payment method:Credit / Debit Card',
		'Total:€25.30',
	] );
	await expect(
		page.locator( '.woocommerce-column--billing-address address' )
	).toContainText( 'Tess TesterHauptstraße 510115 Berlin' );
	await expect(
		page.locator( '.woocommerce-column--shipping-address address' )
	).toHaveText( 'Testwerk GmbHTess TesterFriedrichstraße 1010117 Berlin' );
	await expect( page.getByText( 'stripe', { exact: true } ) ).toHaveCount(
		0
	);
	await expectAccessible( page );
} );

test( 'a wallet button’s order is titled after its wallet', async ( {
	page,
} ) => {
	await page.goto( '/product/beanie/' );
	await openSheet( page, 'Google Pay' );
	await payInSheet( page );
	await orderReceived( page );
	await expect(
		overview( page ).locator(
			'.woocommerce-order-overview__payment-method'
		)
	).toHaveText( 'Payment method: Google Pay (Stripe)' );
} );
