/**
 * The wallet buttons do not move the page: their height is kept free where
 * they will appear before Stripe says whether a wallet can pay, so the
 * layout shift (CLS) their arrival causes on product, variable product and
 * cart pages is near zero; with no wallet in the browser, the kept space
 * closes once.
 */
import type { Page } from '@playwright/test';
import { expect, fillCart, resetShop, test } from './fixtures';
import { expressContainer, walletButton } from './express-helpers';

/** Starts recording layout shifts before the page's first paint. */
async function recordShifts( page: Page ) {
	await page.addInitScript( () => {
		const shifts: number[] = [];
		( window as unknown as { __shifts: number[] } ).__shifts = shifts;
		// The product tabs hiding all panels but the first as their script
		// starts (WooCommerce's single-product.js does the same) is a shift
		// of their own, not the buttons': a shift that moves nothing but the
		// tabs is left out.
		const onlyTabs = ( sources: Array< { node?: Node | null } > ) =>
			sources.length > 0 &&
			sources.every(
				( source ) =>
					source.node instanceof Element &&
					!! source.node.closest( '.woocommerce-tabs' )
			);
		new PerformanceObserver( ( list ) => {
			for ( const entry of list.getEntries() as Array<
				PerformanceEntry & {
					value: number;
					hadRecentInput: boolean;
					sources: Array< { node?: Node | null } >;
				}
			> ) {
				if ( ! entry.hadRecentInput && ! onlyTabs( entry.sources ) ) {
					shifts.push( entry.value );
				}
			}
		} ).observe( { type: 'layout-shift', buffered: true } );
	} );
}

const layoutShift = ( page: Page ) =>
	page.evaluate( () =>
		( window as unknown as { __shifts: number[] } ).__shifts.reduce(
			( sum, value ) => sum + value,
			0
		)
	);

test.beforeEach( async ( { request } ) => resetShop( request ) );

for ( const [ name, path ] of [
	[ 'product', '/product/beanie/' ],
	[ 'variable product', '/product/hoodie/' ],
	[ 'cart', '/cart/' ],
] ) {
	test( `${ name }: the wallet buttons arrive without moving the page (CLS under 0.001)`, async ( {
		page,
	} ) => {
		await recordShifts( page );
		if ( path === '/cart/' ) {
			await fillCart( page, [ { slug: 'beanie' } ] );
		}
		await page.goto( path );
		await expect( walletButton( page ) ).toBeVisible();
		// Let late shifts (fonts, the other buttons) land too.
		await page.waitForTimeout( 500 );
		const shift = await layoutShift( page );
		test.info().annotations.push( {
			type: 'CLS',
			description: shift.toFixed( 4 ),
		} );
		expect( shift ).toBeLessThan( 0.001 );
		// The kept space is gone: the buttons took its place.
		await expect(
			page.locator( '.wc-stripe-express-checkout-reserve' )
		).toHaveCount( 0 );
	} );
}

test( 'no wallet in this browser: the kept space closes and the buttons never show', async ( {
	page,
	request,
} ) => {
	await resetShop( request, { availableWallets: [] } );
	await page.goto( '/product/beanie/' );
	await expect(
		page.locator( '.wc-stripe-express-checkout-reserve' )
	).toHaveCount( 0 );
	await page.waitForTimeout( 500 );
	await expect( expressContainer( page ) ).toBeHidden();
} );
