/**
 * Issue 47 on the real store: WooCommerce 10.0.2's Cart block (the block
 * theme's cart page) lists our wallet buttons, the gateway 8.8.0 deciding
 * where they show by printing its express params (it prints no
 * `shouldShowExpressCheckoutButton`), and a shopper pays once from it.
 * The Stripe.js double offers wallets only when told which the browser
 * "has" (`__devShopStripeDouble.availableWallets`, set before the page's
 * scripts run).
 *
 * Found here, not in the development shop: 8.8.0 prints no Store API nonce
 * in its express params and serves no `wc_stripe_get_express_checkout_nonces`,
 * so the wallet's Store API order went without a `Nonce` and WooCommerce
 * answered 401 "Missing the Nonce header"; the block wallets now take
 * WooCommerce's own (blocks/express/woo-store-nonce.ts).
 *
 * The kept space (cart-area-space.ts) is not measured here: with the
 * double's wallets answering at once, WooCommerce draws this cart with its
 * express area already filled, so nothing could move; the development
 * shop's Cart block measures it (cart-block-layout-shift.spec.ts).
 */
import type { BrowserContext, Page } from '@playwright/test';
import { expect, test } from '../e2e/fixtures';
import {
	THEMES,
	addToCart,
	chooseStore,
	clearGatewayRequests,
	consoleErrors,
	debugLogMark,
	doubleIntents,
	gatewayRequests,
	phpNoticesSince,
	storeOrders,
} from './store';
import { UPSTREAM_NOTICES } from './known-notices';

const WALLETS = [ 'googlePay', 'applePay', 'link' ];

async function withWallets( context: BrowserContext ) {
	await context.addInitScript( ( wallets ) => {
		(
			window as unknown as Record< string, unknown >
		 ).__devShopStripeDouble = { availableWallets: wallets };
	}, WALLETS );
}

const googlePay = ( page: Page ) =>
	page
		.locator( '.wc-block-cart__payment-options' )
		.getByRole( 'button', { name: 'Google Pay', exact: true } );

test( 'block theme, Cart block: the Beanie paid once with a wallet, for the amount the sheet showed', async ( {
	page,
	context,
	request,
	baseURL,
} ) => {
	await chooseStore( context, baseURL!, THEMES.block, 'block' );
	await withWallets( context );
	const errors = consoleErrors( page );
	const mark = debugLogMark();
	const [ last ] = await storeOrders( request );
	await addToCart( page, 'beanie' );
	await clearGatewayRequests( request, baseURL! );

	await page.goto( '/cart/' );
	await expect( page.locator( '.wp-block-woocommerce-cart' ) ).toBeVisible();
	// The gateway 8.8.0's sign that wallets show on this cart page.
	expect(
		await page.evaluate(
			() => 'wc_stripe_express_checkout_params' in window
		)
	).toBe( true );
	await googlePay( page ).click();
	const sheet = page.getByRole( 'dialog', { name: 'Payment sheet' } );
	await expect( sheet ).toBeVisible();
	expect(
		Number(
			await sheet
				.locator( '.sheet-total' )
				.getAttribute( 'data-opened-with' )
		)
	).toBe( 2530 );
	await sheet.getByRole( 'button', { name: 'Pay' } ).click();
	await expect( page ).toHaveURL( /\/checkout\/order-received\/\d+\// );

	const placed = ( await storeOrders( request ) ).filter(
		( order ) => order.id > ( last?.id ?? 0 )
	);
	expect( placed ).toHaveLength( 1 );
	expect( placed[ 0 ] ).toMatchObject( {
		status: 'processing',
		total: '25.30',
		payment_method: 'stripe',
		items: [ { name: 'Beanie', quantity: 1 } ],
	} );
	const created = ( await gatewayRequests( request, baseURL! ) ).filter(
		( call ) =>
			call.method === 'POST' && call.path === '/v1/payment_intents'
	);
	expect( created.map( ( call ) => call.result ) ).toEqual( [
		placed[ 0 ].intent_id,
	] );
	expect(
		( await doubleIntents( request, baseURL! ) ).find(
			( intent ) => intent.id === placed[ 0 ].intent_id
		)
	).toMatchObject( { status: 'succeeded', amount: 2530, charge_count: 1 } );
	expect( errors ).toEqual( [] );
	expect( phpNoticesSince( mark, UPSTREAM_NOTICES ) ).toEqual( [] );
} );
