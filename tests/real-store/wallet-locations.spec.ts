/**
 * Issue 47 on the real store: the store owner decides where wallets show.
 * With the gateway 8.8.0's cart or checkout button location off (the
 * store's `store_wallets_off` switch, real-store-wallet-switches.php), the
 * pages of that location show no wallet button, the Cart block and the
 * block checkout (block theme) as the classic product page, cart and
 * checkout (classic theme), and the other locations' pages still do. (The
 * block theme's product page is issue 47's part B.) 8.8.0 prints no
 * `shouldShowExpressCheckoutButton`: its express params, printed only
 * where its should_show_express_checkout_button() passes, are its verdict.
 */
import type { Page } from '@playwright/test';
import { expect, test } from '../e2e/fixtures';
import { THEMES, addToCart, chooseStore, consoleErrors } from './store';

const WALLETS = [ 'googlePay', 'applePay', 'link' ];

const googlePay = ( page: Page ) =>
	page.getByRole( 'button', { name: 'Google Pay', exact: true } );

const PAGES = {
	block: [
		{
			path: '/cart/',
			location: 'cart',
			settled: ( page: Page ) =>
				expect(
					page.getByRole( 'link', { name: 'Proceed to Checkout' } )
				).toBeVisible(),
		},
		{
			path: '/checkout/',
			location: 'checkout',
			settled: ( page: Page ) =>
				expect(
					page.getByRole( 'button', { name: 'Place Order' } )
				).toBeVisible(),
		},
	],
	classic: [
		{
			path: '/product/beanie/',
			location: 'product',
			settled: ( page: Page ) =>
				expect(
					page
						.locator( 'form.cart' )
						.getByRole( 'button', { name: /add to cart/i } )
				).toBeVisible(),
		},
		{
			path: '/classic-cart/',
			location: 'cart',
			settled: ( page: Page ) =>
				expect(
					page.getByRole( 'link', { name: /Proceed to checkout/i } )
				).toBeVisible(),
		},
		{
			path: '/classic-checkout/',
			location: 'checkout',
			settled: ( page: Page ) =>
				expect(
					page.getByRole( 'button', { name: 'Place order' } )
				).toBeVisible(),
		},
	],
} as const;

for ( const kind of [ 'block', 'classic' ] as const ) {
	const locations =
		kind === 'classic'
			? ( [ 'product', 'cart', 'checkout' ] as const )
			: ( [ 'cart', 'checkout' ] as const );
	for ( const off of locations ) {
		test( `${ kind } theme, ${ kind } pages, the ${ off } location off: no wallet on its page, wallets on the others`, async ( {
			page,
			context,
			baseURL,
		} ) => {
			await chooseStore( context, baseURL!, THEMES[ kind ], kind );
			await context.addCookies( [
				{ name: 'store_wallets_off', value: off, url: baseURL! },
			] );
			await context.addInitScript( ( wallets ) => {
				(
					window as unknown as Record< string, unknown >
				 ).__devShopStripeDouble = { availableWallets: wallets };
			}, WALLETS );
			const errors = consoleErrors( page );
			await addToCart( page, 'beanie' );
			for ( const target of PAGES[ kind ] ) {
				await page.goto( target.path );
				await target.settled( page );
				if ( target.location === off ) {
					await page.waitForLoadState( 'networkidle' );
					await expect(
						googlePay( page ),
						`${ target.path } shows no wallet`
					).toHaveCount( 0 );
				} else {
					await expect(
						googlePay( page ),
						`${ target.path } shows its wallets`
					).toBeVisible();
				}
			}
			expect( errors ).toEqual( [] );
		} );
	}
}
