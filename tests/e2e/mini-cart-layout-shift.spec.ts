/**
 * The mini cart's wallets move nothing: the page opens as without them
 * (their code waits for the shopper's first input), and they are in the
 * classic widget, or the Mini-Cart block's drawer, when it opens. Every
 * layout shift not right after the shopper's input counts (CLS).
 */
import { expect, fillCart, resetShop, test } from './fixtures';
import { describeShifts, sumOf, watchLayoutShifts } from './layout-shift';
import type { Shift } from './layout-shift';

for ( const kind of [ 'widget', 'block' ] as const ) {
	test( `${ kind }: the page opens, the shopper acts and opens the mini cart, its wallets show: CLS under 0.001`, async ( {
		page,
		request,
	} ) => {
		await resetShop( request, { miniCartWallets: true, miniCart: kind } );
		await fillCart( page, [ { slug: 'beanie' } ] );
		await watchLayoutShifts( page );
		await page.goto( '/shop/' );
		await page.waitForLoadState( 'networkidle' );
		await page.mouse.move( 300, 400 );
		await page.waitForLoadState( 'networkidle' );
		await page
			.locator(
				kind === 'widget'
					? '.site-header-cart summary'
					: '.wc-block-mini-cart__button'
			)
			.click();
		await expect(
			page
				.locator( '.wc-stripe-mini-cart-wallets' )
				.getByRole( 'button', { name: 'Google Pay', exact: true } )
		).toBeVisible();
		await page.waitForTimeout( 800 );
		const shifts = await page.evaluate(
			() =>
				( window as unknown as { __layoutShifts: Shift[] } )
					.__layoutShifts
		);
		const total = sumOf( shifts );
		test.info().annotations.push( {
			type: 'CLS',
			description: total.toFixed( 4 ),
		} );
		expect( total, describeShifts( shifts ) ).toBeLessThan( 0.001 );
	} );
}
