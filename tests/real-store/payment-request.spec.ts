/**
 * Our wallet buttons on the real store running the gateway 8.8.0 on its
 * default, its Express Checkout Element off (the visitor's
 * `store_express=legacy` switch, docs/real-store.md): its legacy Payment
 * Request PHP prints `wc_stripe_payment_request_params` and its hidden
 * `#wc-stripe-payment-request-wrapper`, our page script replaces its
 * `wc_stripe_payment_request` and draws the buttons there. The Beanie
 * bought from its page by Google Pay: one order, titled by the gateway
 * (class-wc-stripe-blocks-support.php add_order_meta(), from the
 * `payment_request_type` we send), one PaymentIntent charged once, for the
 * right amount. On the Cart block the gateway prints the same legacy
 * params and its verdict `shouldShowPaymentRequestButton` in the block
 * data; our block express area drew nothing there until it read them. The
 * same on the development shop: tests/e2e/express-payment-request.spec.ts.
 */
import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';
import { expect, test } from '../e2e/fixtures';
import { openSheet, payInSheet } from '../e2e/express-helpers';
import {
	THEMES,
	addToCart,
	chooseStore,
	consoleErrors,
	debugLogMark,
	storeOrders,
} from './store';
import { expectClean, expectOneOrderChargedOnce } from './payments';

/** The visitor's store in the legacy configuration, with Google Pay. */
async function legacyStore(
	page: Page,
	context: BrowserContext,
	baseURL: string,
	theme: string,
	pages: 'block' | 'classic'
) {
	await chooseStore( context, baseURL, theme, pages );
	await context.addCookies( [
		{ name: 'store_express', value: 'legacy', url: baseURL },
	] );
	// This browser has Google Pay: the Stripe.js double offers the wallets
	// the page names (the development shop prints them; the real store
	// prints nothing of the double's).
	await page.addInitScript( () => {
		( window as any ).__devShopStripeDouble = {
			availableWallets: [ 'googlePay' ],
		};
	} );
}

/** Which express params the page printed: the legacy ones, the element's. */
const printedParams = ( page: Page ) =>
	page.evaluate( () => ( {
		legacy: 'wc_stripe_payment_request_params' in window,
		element: 'wc_stripe_express_checkout_params' in window,
	} ) );

/** One order for the Beanie, titled by the gateway, charged once. */
const expectBeaniePaidOnce = (
	request: APIRequestContext,
	baseURL: string,
	after: number
) =>
	expectOneOrderChargedOnce( request, baseURL, after, 2530, {
		status: 'processing',
		total: '25.30',
		payment_method: 'stripe',
		payment_method_title: 'Google Pay (Stripe)',
		items: [ { name: 'Beanie', quantity: 1 } ],
	} );

test( 'legacy Payment Request configuration: the Beanie bought by Google Pay from its page makes one order, one charge, the right amount', async ( {
	page,
	context,
	request,
	baseURL,
} ) => {
	await legacyStore( page, context, baseURL!, THEMES.classic, 'classic' );
	const errors = consoleErrors( page );
	const mark = debugLogMark();
	const [ last ] = await storeOrders( request );

	await page.goto( '/product/beanie/' );
	expect( await printedParams( page ) ).toEqual( {
		legacy: true,
		element: false,
	} );
	await expect(
		page
			.locator( '#wc-stripe-payment-request-wrapper' )
			.getByRole( 'button', { name: 'Google Pay' } )
	).toBeVisible();
	await openSheet( page );
	await payInSheet( page );
	await expect(
		page.getByText( 'Thank you. Your order has been received.' )
	).toBeVisible();

	await expectBeaniePaidOnce( request, baseURL!, last?.id ?? 0 );
	expectClean( { errors, mark } );
} );

test( 'legacy Payment Request configuration: the Cart block offers one set of wallet buttons; the cart paid by Google Pay makes one order, titled after the wallet, charged once', async ( {
	page,
	context,
	request,
	baseURL,
} ) => {
	await legacyStore( page, context, baseURL!, THEMES.block, 'block' );
	const errors = consoleErrors( page );
	const mark = debugLogMark();
	await addToCart( page, 'beanie' );
	const [ last ] = await storeOrders( request );

	await page.goto( '/cart/' );
	await expect(
		page.getByRole( 'button', { name: 'Google Pay', exact: true } )
	).toHaveCount( 1 );
	expect( await printedParams( page ) ).toEqual( {
		legacy: true,
		element: false,
	} );
	await openSheet( page );
	await payInSheet( page );
	await expect( page ).toHaveURL( /\/checkout\/order-received\/\d+\// );

	await expectBeaniePaidOnce( request, baseURL!, last?.id ?? 0 );
	expectClean( { errors, mark } );
} );
