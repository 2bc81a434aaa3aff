/**
 * The Cart block's express area keeps its height from the moment the cart
 * is drawn: WooCommerce draws the area only once every express method has
 * answered, so without the kept space the wallet buttons would push
 * "Proceed to Checkout" down as they arrive. With no wallet in the
 * browser, the kept space is given back and nothing shows.
 *
 * Only shifts after the block drew count: the block's own skeleton is
 * WooCommerce's, not the wallets'.
 */
import type { Page } from '@playwright/test';
import { expect, fillCart, resetShop, test } from './fixtures';
import { walletButton } from './express-helpers';
import { expressArea } from './cart-block-helpers';
import { describeShifts, sumOf, watchLayoutShifts } from './layout-shift';
import type { Shift } from './layout-shift';

/** Notes when the Cart block left its loading state (call before goto). */
async function noteWhenDrawn( page: Page ) {
	await page.addInitScript( () => {
		const record = window as unknown as { __drawnAt: number | null };
		record.__drawnAt = null;
		new MutationObserver( () => {
			const block = document.getElementById( 'wc-block-cart' );
			if (
				record.__drawnAt === null &&
				block &&
				! block.classList.contains( 'is-loading' )
			) {
				record.__drawnAt = performance.now();
			}
		} ).observe( document, {
			subtree: true,
			attributes: true,
			attributeFilter: [ 'class' ],
		} );
	} );
}

const shiftsAfterDrawn = ( page: Page ) =>
	page.evaluate( () => {
		const record = window as unknown as {
			__drawnAt: number;
			__layoutShifts: Shift[];
		};
		return record.__layoutShifts.filter(
			( shift ) => shift.at >= record.__drawnAt
		);
	} );

for ( const viewport of [
	{ width: 1280, height: 900 },
	{ width: 375, height: 812 },
] ) {
	test( `${ viewport.width } × ${ viewport.height }: the wallet buttons arrive in the Cart block without moving it (CLS under 0.001)`, async ( {
		page,
		request,
	} ) => {
		await resetShop( request );
		await page.setViewportSize( viewport );
		await fillCart( page, [ { slug: 'beanie' } ] );
		await watchLayoutShifts( page );
		await noteWhenDrawn( page );
		await page.goto( '/cart-block/' );
		for ( const wallet of [
			'Google Pay',
			'Apple Pay',
			'Link',
			'Amazon Pay',
		] ) {
			await expect( walletButton( page, wallet ) ).toBeVisible();
		}
		await page.waitForTimeout( 500 );
		const shifts = await shiftsAfterDrawn( page );
		const total = sumOf( shifts );
		test.info().annotations.push( {
			type: 'CLS after the block drew',
			description: `${ total.toFixed( 4 ) } ${ describeShifts( shifts ) }`,
		} );
		expect( total, describeShifts( shifts ) ).toBeLessThan( 0.001 );
	} );
}

test( 'no wallet in this browser: the kept space is given back and nothing shows', async ( {
	page,
	request,
} ) => {
	await resetShop( request, { availableWallets: [] } );
	await fillCart( page, [ { slug: 'beanie' } ] );
	await page.goto( '/cart-block/' );
	await expect(
		page.getByRole( 'link', { name: 'Proceed to Checkout' } )
	).toBeVisible();
	await expect
		.poll( () =>
			expressArea( page ).evaluate(
				( area ) => area.getBoundingClientRect().height
			)
		)
		.toBe( 0 );
	await expect( walletButton( page ) ).toHaveCount( 0 );
} );
