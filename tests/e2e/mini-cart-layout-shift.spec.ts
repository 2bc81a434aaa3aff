/**
 * The mini cart's wallets move nothing: the page opens as without them
 * (their code waits for the shopper's first input), and they are in the
 * classic widget, or the Mini-Cart block's drawer, when it opens. Every
 * layout shift not right after the shopper's input counts (CLS).
 */
import type { Page } from '@playwright/test';
import { expect, fillCart, resetShop, test } from './fixtures';

/** Every layout shift without recent input, with what moved. */
async function recordShifts( page: Page ) {
	await page.addInitScript( () => {
		const shifts: Array< { value: number; nodes: string[] } > = [];
		( window as unknown as { __shifts: typeof shifts } ).__shifts = shifts;
		new PerformanceObserver( ( list ) => {
			for ( const entry of list.getEntries() as Array<
				PerformanceEntry & {
					value: number;
					hadRecentInput: boolean;
					sources: Array< { node?: Node | null } >;
				}
			> ) {
				if ( ! entry.hadRecentInput ) {
					shifts.push( {
						value: entry.value,
						nodes: entry.sources.map( ( source ) =>
							source.node instanceof Element
								? source.node.className
								: String( source.node?.nodeName )
						),
					} );
				}
			}
		} ).observe( { type: 'layout-shift', buffered: true } );
	} );
}

for ( const kind of [ 'widget', 'block' ] as const ) {
	test( `${ kind }: the page opens, the shopper acts and opens the mini cart, its wallets show: CLS under 0.001`, async ( {
		page,
		request,
	} ) => {
		await resetShop( request, { miniCartWallets: true, miniCart: kind } );
		await fillCart( page, [ { slug: 'beanie' } ] );
		await recordShifts( page );
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
				(
					window as unknown as {
						__shifts: Array< { value: number; nodes: string[] } >;
					}
				 ).__shifts
		);
		const total = shifts.reduce( ( sum, shift ) => sum + shift.value, 0 );
		test.info().annotations.push( {
			type: 'CLS',
			description: total.toFixed( 4 ),
		} );
		expect( total, JSON.stringify( shifts ) ).toBeLessThan( 0.001 );
	} );
}
