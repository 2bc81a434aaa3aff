/**
 * The classic cart's and product page's wallets on the real store (classic
 * theme, WooCommerce 10.0.2, the gateway 8.8.0): a shopper pays once, for
 * the amount the sheet showed. Found with issue 47's real-store tests:
 * 8.8.0's express params carry no Store API nonce, and Pay ended in
 * WooCommerce's 401 "Missing the Nonce header. This endpoint requires a
 * valid nonce." (includes/express-store-api-nonce.php adds WooCommerce's).
 */
import type { Page } from '@playwright/test';
import { expect, test } from '../e2e/fixtures';
import {
	THEMES,
	addToCart,
	chooseStore,
	consoleErrors,
	storeOrders,
} from './store';
import { expectOneOrderChargedOnce, payInOpenSheet } from './payments';

const PAGES = {
	'classic cart': {
		path: '/classic-cart/',
		fill: ( page: Page ) => addToCart( page, 'beanie' ),
	},
	'product page (buy now)': {
		path: '/product/beanie/',
		fill: async () => {},
	},
} as const;

for ( const [ name, target ] of Object.entries( PAGES ) ) {
	test( `classic theme, ${ name }: the Beanie paid once with a wallet, for the amount the sheet showed`, async ( {
		page,
		context,
		request,
		baseURL,
	} ) => {
		await chooseStore( context, baseURL!, THEMES.classic, 'classic' );
		await context.addInitScript( () => {
			(
				window as unknown as Record< string, unknown >
			 ).__devShopStripeDouble = { availableWallets: [ 'googlePay' ] };
		} );
		const errors = consoleErrors( page );
		const [ last ] = await storeOrders( request );
		await target.fill( page );
		await page.goto( target.path );
		await page
			.getByRole( 'button', { name: 'Google Pay', exact: true } )
			.click();
		const sheet = page.getByRole( 'dialog', { name: 'Payment sheet' } );
		await expect( sheet ).toBeVisible();
		// The sheet's total once it has the shopper's address and shipping
		// (on the product page it opens with the Beanie alone, 19.80).
		await page.waitForLoadState( 'networkidle' );
		const shown = Number(
			await sheet.locator( '.sheet-total' ).getAttribute( 'data-amount' )
		);
		await payInOpenSheet( page );
		await expectOneOrderChargedOnce(
			request,
			baseURL!,
			last?.id ?? 0,
			shown,
			{
				status: 'processing',
				items: [ { name: 'Beanie', quantity: 1 } ],
			}
		);
		expect( errors ).toEqual( [] );
	} );
}
