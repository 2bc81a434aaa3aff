/**
 * How a customer gets back to an order awaiting payment, as in WooCommerce:
 * My account → Orders (Pay, View, Cancel with its nonce and same-origin
 * redirect) and the failed order's order-received page (Pay, My account).
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { expectAccessible } from './a11y';
import {
	expect,
	fillCard,
	fillCart,
	orders,
	resetShop,
	test,
} from './fixtures';
import type { DevOrder } from './fixtures';
import {
	acceptTerms,
	checkoutNotices,
	expectOrderReceived,
	fillBilling,
	isUpdate,
	openClassicCheckout,
	placeOrderButton,
} from './classic-helpers';

type KeyedOrder = DevOrder & { key: string };

const CANCELLED = 'Your order was cancelled.';
const CANNOT_CANCEL =
	'Your order can no longer be cancelled. Please contact us if you need assistance.';

async function login( page: Page ): Promise< void > {
	expect( ( await page.request.post( '/__dev/login' ) ).ok() ).toBe( true );
}

async function orderById(
	request: APIRequestContext,
	id: number
): Promise< KeyedOrder > {
	const found = ( await orders( request ) ).find(
		( order ) => order.id === id
	);
	expect( found ).toBeDefined();
	return found as KeyedOrder;
}

/** The classic checkout declines 0002: the order is left failed. */
async function declinedOrder(
	page: Page,
	request: APIRequestContext,
	{ customer }: { customer: boolean }
): Promise< KeyedOrder > {
	await openClassicCheckout( page, request );
	if ( customer ) {
		await login( page );
		const update = page.waitForResponse( ( res ) => isUpdate( res.url() ) );
		await page.reload();
		await update;
		await page
			.getByRole( 'radio', { name: 'Use a new payment method' } )
			.check();
	} else {
		await fillBilling( page );
	}
	await acceptTerms( page );
	await fillCard( page, '4000 0000 0000 0002' );
	await placeOrderButton( page ).click();
	await expect( checkoutNotices( page ) ).toContainText(
		'The card was declined.'
	);
	const [ order ] = ( await orders( request ) ) as KeyedOrder[];
	expect( order.status ).toBe( 'failed' );
	return order;
}

/** A logged-in customer's order awaiting payment (the shop's pending order). */
async function pendingOrder( page: Page ): Promise< KeyedOrder > {
	await login( page );
	await fillCart( page, [ { slug: 'beanie' } ] );
	return ( await page.request.post( '/__dev/pending-order' ) ).json();
}

function orderRow( page: Page, id: number ) {
	return page.getByRole( 'row' ).filter( {
		has: page.getByRole( 'link', { name: `View order number ${ id }` } ),
	} );
}

const statusCell = ( page: Page, id: number ) =>
	orderRow( page, id ).locator(
		'.woocommerce-orders-table__cell-order-status'
	);

const action = ( page: Page, name: string ) =>
	page.getByRole( 'link', { name, exact: true } );

test.beforeEach( async ( { request } ) => resetShop( request ) );

/** The Cancel link of an order, as My account → Orders prints it. */
async function cancelLink( page: Page, orderId: number ): Promise< URL > {
	await page.goto( '/my-account/orders/' );
	const href = await action( page, `Cancel order ${ orderId }` ).getAttribute(
		'href'
	);
	return new URL( String( href ), page.url() );
}

test( 'a declined order waits under My account → Orders; Pay leads to pay for order, a good card pays it, and the row then has no Pay', async ( {
	page,
	request,
} ) => {
	const order = await declinedOrder( page, request, { customer: true } );
	await page.goto( '/my-account/' );
	await page
		.getByRole( 'navigation', { name: 'Account pages' } )
		.getByRole( 'link', { name: 'Orders' } )
		.click();
	await expect( page ).toHaveURL( /\/my-account\/orders\/$/ );
	await expect( page.getByRole( 'columnheader' ) ).toHaveText( [
		'Order',
		'Date',
		'Status',
		'Total',
		'Actions',
	] );
	await expect( statusCell( page, order.id ) ).toHaveText( 'Failed' );
	await expect(
		orderRow( page, order.id ).locator(
			'.woocommerce-orders-table__cell-order-date time'
		)
	).toHaveText( /^[A-Z][a-z]+ \d{1,2}, \d{4}$/ );
	await expect(
		orderRow( page, order.id ).locator(
			'.woocommerce-orders-table__cell-order-total'
		)
	).toHaveText( '€25.30 for 1 item' );
	await expect( action( page, `View order ${ order.id }` ) ).toBeVisible();
	await expect( action( page, `Cancel order ${ order.id }` ) ).toBeVisible();
	await expectAccessible( page );

	await action( page, `Pay for order ${ order.id }` ).click();
	await expect( page ).toHaveURL(
		new RegExp(
			`/checkout/order-pay/${ order.id }/\\?pay_for_order=true&key=${ order.key }$`
		)
	);
	await page
		.getByRole( 'radio', { name: 'Use a new payment method' } )
		.check();
	await fillCard( page, '4242 4242 4242 4242' );
	await page.getByRole( 'button', { name: 'Pay for order' } ).click();
	await expectOrderReceived( page );
	expect( ( await orderById( request, order.id ) ).status ).toBe(
		'processing'
	);

	await page.goto( '/my-account/orders/' );
	await expect( statusCell( page, order.id ) ).toHaveText( 'Processing' );
	await expect( action( page, `View order ${ order.id }` ) ).toBeVisible();
	await expect( action( page, `Pay for order ${ order.id }` ) ).toHaveCount(
		0
	);
	await expect( action( page, `Cancel order ${ order.id }` ) ).toHaveCount(
		0
	);
} );

test( 'Cancel on a failed order cancels it, with the notice', async ( {
	page,
	request,
} ) => {
	const order = await declinedOrder( page, request, { customer: true } );
	await page.goto( '/my-account/orders/' );
	await action( page, `Cancel order ${ order.id }` ).click();
	await expect( page ).toHaveURL( /\/my-account\/orders\/$/ );
	await expect( page.getByRole( 'alert' ) ).toHaveText( CANCELLED );
	await expect( statusCell( page, order.id ) ).toHaveText( 'Cancelled' );
	expect( ( await orderById( request, order.id ) ).status ).toBe(
		'cancelled'
	);
} );

test( 'Cancel on a pending order cancels it once; the same link again says it can no longer be cancelled', async ( {
	page,
	request,
} ) => {
	const order = await pendingOrder( page );
	await page.goto( '/my-account/orders/' );
	await expect( statusCell( page, order.id ) ).toHaveText(
		'Pending payment'
	);
	const cancel = action( page, `Cancel order ${ order.id }` );
	const link = String( await cancel.getAttribute( 'href' ) );
	await cancel.click();
	await expect( page.getByRole( 'alert' ) ).toHaveText( CANCELLED );
	await expect( statusCell( page, order.id ) ).toHaveText( 'Cancelled' );
	await expect( action( page, `Pay for order ${ order.id }` ) ).toHaveCount(
		0
	);
	await expect( action( page, `Cancel order ${ order.id }` ) ).toHaveCount(
		0
	);
	await expectAccessible( page );

	await page.goto( link );
	await expect( page ).toHaveURL( /\/my-account\/orders\/$/ );
	await expect( page.getByRole( 'alert' ) ).toHaveText( CANNOT_CANCEL );
	expect( ( await orderById( request, order.id ) ).status ).toBe(
		'cancelled'
	);
} );

test( 'a cancel link with a tampered nonce cancels nothing: the cart shows, as WooCommerce ignores the link', async ( {
	page,
	request,
} ) => {
	const order = await pendingOrder( page );
	const link = await cancelLink( page, order.id );
	link.searchParams.set( '_wpnonce', '0123456789' );
	await page.goto( link.toString() );
	await expect( page ).toHaveURL( /\/cart\/\?cancel_order=true/ );
	await expect( page.getByText( CANCELLED ) ).toHaveCount( 0 );
	expect( ( await orderById( request, order.id ) ).status ).toBe( 'pending' );
	await page.goto( '/my-account/orders/' );
	await expect( statusCell( page, order.id ) ).toHaveText(
		'Pending payment'
	);
	await expect( action( page, `Cancel order ${ order.id }` ) ).toBeVisible();
} );

test( 'a cancel link whose redirect leaves the shop cancels, then goes to the cart instead (wp_safe_redirect)', async ( {
	page,
	request,
} ) => {
	const order = await pendingOrder( page );
	const link = await cancelLink( page, order.id );
	link.searchParams.set( 'redirect', 'https://elsewhere.example/' );
	await page.goto( link.toString() );
	await expect( page ).toHaveURL( /\/cart\/$/ );
	await expect( page.getByRole( 'alert' ) ).toHaveText( CANCELLED );
	expect( ( await orderById( request, order.id ) ).status ).toBe(
		'cancelled'
	);
} );

test( 'View shows the order, with Pay and Cancel while it awaits payment', async ( {
	page,
} ) => {
	const order = await pendingOrder( page );
	await page.goto( '/my-account/orders/' );
	await action( page, `View order ${ order.id }` ).click();
	await expect( page ).toHaveURL(
		new RegExp( `/my-account/view-order/${ order.id }/$` )
	);
	await expect(
		page.getByRole( 'heading', { name: `Order #${ order.id }` } )
	).toBeVisible();
	await expect( page.locator( 'mark.order-status' ) ).toHaveText(
		'Pending payment'
	);
	await expect( page.locator( '.order_details tfoot' ) ).toContainText(
		'Total:€25.30'
	);
	await expect(
		action( page, `Pay for order ${ order.id }` )
	).toHaveAttribute(
		'href',
		`/checkout/order-pay/${ order.id }/?pay_for_order=true&key=${ order.key }`
	);
	await expect( action( page, `Cancel order ${ order.id }` ) ).toBeVisible();
	await expectAccessible( page );
} );

test( "a guest sees the login form on /my-account/orders/; a customer sees only their own orders, and not a guest's", async ( {
	page,
} ) => {
	await fillCart( page, [ { slug: 'beanie' } ] );
	const guests = await (
		await page.request.post( '/__dev/pending-order' )
	).json();
	await page.goto( '/my-account/orders/' );
	await expect(
		page.getByRole( 'button', { name: 'Log in' } )
	).toBeVisible();
	await expect( page.locator( '.account-orders-table' ) ).toHaveCount( 0 );

	await page.locator( '#username' ).fill( 'test@example.com' );
	await page.locator( '#password' ).fill( 'password' );
	await page.getByRole( 'button', { name: 'Log in' } ).click();
	await page
		.getByRole( 'navigation', { name: 'Account pages' } )
		.getByRole( 'link', { name: 'Orders' } )
		.click();
	await expect(
		page.locator( '.woocommerce-MyAccount-content .woocommerce-info' )
	).toHaveText( 'No order has been made yet. Browse products' );
	await expect( page.locator( '.account-orders-table' ) ).toHaveCount( 0 );

	await page.goto( `/my-account/view-order/${ guests.id }/` );
	await expect( page.locator( '.woocommerce-error' ) ).toHaveText(
		'Invalid order. My account'
	);
} );

test.describe( 'order received for a failed order', () => {
	test( 'a customer: the decline text, Pay leading to pay for order, and My account', async ( {
		page,
		request,
	} ) => {
		const order = await declinedOrder( page, request, { customer: true } );
		await page.goto(
			`/checkout/order-received/${ order.id }/?key=${ order.key }`
		);
		await expect(
			page.locator( '.woocommerce-thankyou-order-failed' )
		).toHaveText(
			'Unfortunately your order cannot be processed as the originating bank/merchant has declined your transaction. Please attempt your purchase again.'
		);
		await expect(
			page.getByText( 'Thank you. Your order has been received.' )
		).toHaveCount( 0 );
		const actions = page.locator(
			'.woocommerce-thankyou-order-failed-actions'
		);
		await expect(
			actions.getByRole( 'link', { name: 'My account' } )
		).toHaveAttribute( 'href', '/my-account/' );
		await expectAccessible( page );
		await actions.getByRole( 'link', { name: 'Pay' } ).click();
		await expect( page ).toHaveURL(
			new RegExp(
				`/checkout/order-pay/${ order.id }/\\?pay_for_order=true&key=${ order.key }$`
			)
		);
		await expect(
			page.getByRole( 'button', { name: 'Pay for order' } )
		).toBeVisible();
	} );

	test( 'a guest: Pay, and no My account', async ( { page, request } ) => {
		const order = await declinedOrder( page, request, { customer: false } );
		await page.goto(
			`/checkout/order-received/${ order.id }/?key=${ order.key }`
		);
		const actions = page.locator(
			'.woocommerce-thankyou-order-failed-actions'
		);
		await expect( actions.getByRole( 'link' ) ).toHaveText( [ 'Pay' ] );
	} );
} );
