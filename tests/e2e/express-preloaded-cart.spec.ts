/**
 * On the classic cart and checkout the wallet buttons start from the cart
 * our plugin preloads into the page (apiFetch's preloading middleware after
 * `wp-api-fetch`, includes/preloaded-cart.php; the shop prints the same):
 * the buttons are drawn with the cart's total and no request for the cart
 * is made before the shopper acts. Reading it after our script had run
 * cost the cart page two round trips (a chunk, then the cart) in the bench.
 * A tap still reads the cart again (issue 40), so the sheet has its amount.
 */
import { expect, fillCart, resetShop, test } from './fixtures';
import {
	expressContainer,
	openSheet,
	sheetTotal,
	walletButton,
} from './express-helpers';

for ( const [ name, path ] of [
	[ 'cart', '/cart/' ],
	[ 'classic checkout', '/classic-checkout/' ],
] ) {
	test( `${ name }: the wallet buttons start from the preloaded cart, asking the shop for none`, async ( {
		page,
		request,
	} ) => {
		await resetShop( request );
		await fillCart( page, [ { slug: 'beanie', quantity: 2 } ] );
		const cartReads: string[] = [];
		page.on( 'request', ( sent ) => {
			if (
				sent.method() === 'GET' &&
				/\/wc\/store\/v1\/cart(\?|$)/.test(
					new URL( sent.url() ).pathname
				)
			) {
				cartReads.push( sent.url() );
			}
		} );
		await page.goto( path );
		await expect( expressContainer( page ) ).toBeVisible();
		await expect( walletButton( page ) ).toBeVisible();
		// The page's own script: apiFetch's preloading middleware holds it.
		expect(
			await page
				.locator( '#wp-api-fetch-js-after' )
				.evaluate( ( script ) => script.textContent )
		).toContain( 'createPreloadingMiddleware' );
		expect( cartReads ).toEqual( [] );

		await openSheet( page );
		await expect( sheetTotal( page ) ).toHaveText( 'Total: 45.10' );
	} );
}
