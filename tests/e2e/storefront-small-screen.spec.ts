/**
 * At 375 px the cart's tables are WooCommerce's small-screen ones: each
 * cell labelled by its `data-title`, so a totals row's own heading (`th`)
 * is hidden rather than printing every label twice.
 */
import { expect, fillCart, resetShop, test } from './fixtures';

test.describe( '375 px wide', () => {
	test.use( { viewport: { width: 375, height: 800 } } );

	test( 'the cart totals show each label once: the row’s th hides, its cell’s data-title labels it', async ( {
		page,
		request,
	} ) => {
		await resetShop( request );
		await fillCart( page, [ { slug: 'beanie' } ] );
		await page.goto( '/cart/' );
		const totals = page.locator( '.cart_totals' );
		for ( const row of [ 'cart-subtotal', 'tax-total', 'order-total' ] ) {
			await expect( totals.locator( `tr.${ row } th` ) ).toBeHidden();
			await expect( totals.locator( `tr.${ row } td` ) ).toBeVisible();
		}
		const label = await totals
			.locator( 'tr.cart-subtotal td' )
			.evaluate(
				( cell ) => getComputedStyle( cell, '::before' ).content
			);
		expect( label ).toContain( 'Subtotal' );
	} );
} );

test( 'wider than 768 px the totals keep their th', async ( {
	page,
	request,
} ) => {
	await resetShop( request );
	await fillCart( page, [ { slug: 'beanie' } ] );
	await page.goto( '/cart/' );
	await expect(
		page.locator( '.cart_totals tr.cart-subtotal th' )
	).toBeVisible();
} );
