/**
 * Product reviews as WordPress and WooCommerce take them: a logged-in
 * customer is not asked for a name and email; with moderation on, a review
 * waits for approval and says so to its author alone; the product's
 * average reads as WooCommerce labels it ("Rated 4.00 out of 5").
 */
import type { Page } from '@playwright/test';
import { expect, resetShop, test } from './fixtures';
import { expectAccessible } from './a11y';

/** Writes a review (the stars are drawn once the shopper has acted). */
async function review( page: Page, stars: number, text: string ) {
	await page.getByLabel( 'Your review' ).fill( text );
	await page.getByRole( 'radio', { name: `${ stars } of 5 stars` } ).click();
}

test( 'a logged-in customer gives no name and email: the review is theirs by display name', async ( {
	page,
	request,
} ) => {
	await resetShop( request );
	await page.request.post( '/__dev/login' );
	await page.goto( '/product/beanie/#reviews' );
	await expect( page.getByLabel( 'Name' ) ).toHaveCount( 0 );
	await expect( page.getByLabel( /^Email/ ) ).toHaveCount( 0 );
	await expect(
		page.getByText( 'Your email address will not be published.' )
	).toHaveCount( 0 );
	await expectAccessible( page );
	await review( page, 4, 'Keeps my ears warm.' );
	await page.getByRole( 'button', { name: 'Submit' } ).click();
	await expect( page ).toHaveURL( /\/product\/beanie\/#comment-2$/ );
	await expect(
		page.locator( '#comment-2 .woocommerce-review__author' )
	).toHaveText( 'Tess Tester' );
} );

test( 'with moderation on, a review awaits approval: its author sees it saying so, the product does not count it, others do not see it', async ( {
	page,
	request,
	browser,
	baseURL,
} ) => {
	await resetShop( request, { reviewModeration: true } );
	await page.goto( '/product/beanie/#reviews' );
	await review( page, 1, 'Itchy.' );
	await page.getByLabel( 'Name' ).fill( 'Ann' );
	await page.getByLabel( /^Email/ ).fill( 'ann@example.com' );
	await page.getByRole( 'button', { name: 'Submit' } ).click();
	await expect( page ).toHaveURL(
		/\/product\/beanie\/\?unapproved=2&moderation-hash=\w+#comment-2$/
	);
	await expect( page.locator( '#comment-2' ) ).toContainText(
		'Your review is awaiting approval'
	);
	await expect( page.locator( '#comment-2' ) ).toContainText( 'Itchy.' );
	await expect(
		page.getByRole( 'tab', { name: 'Reviews (1)' } )
	).toHaveAttribute( 'aria-selected', 'true' );
	await expectAccessible( page );
	// The average is the approved reviews' only.
	await expect(
		page.locator( '.woocommerce-product-rating .star-rating' )
	).toHaveAttribute( 'aria-label', 'Rated 5.00 out of 5' );

	const other = await ( await browser.newContext( { baseURL } ) ).newPage();
	await other.goto( '/product/beanie/#reviews' );
	await expect( other.locator( '.commentlist' ) ).not.toContainText(
		'Itchy.'
	);
	await other.context().close();
} );

test( 'the average reads "Rated 4.00 out of 5", each review its own rating', async ( {
	page,
	request,
} ) => {
	await resetShop( request );
	await page.goto( '/product/beanie/#reviews' );
	const average = page.locator( '.woocommerce-product-rating .star-rating' );
	await expect( average ).toHaveAttribute(
		'aria-label',
		'Rated 5.00 out of 5'
	);
	await review( page, 3, 'Fine.' );
	await page.getByLabel( 'Name' ).fill( 'Bo' );
	await page.getByLabel( /^Email/ ).fill( 'bo@example.com' );
	await page.getByRole( 'button', { name: 'Submit' } ).click();
	await expect( page ).toHaveURL( /#comment-2$/ );
	await expect( average ).toHaveAttribute(
		'aria-label',
		'Rated 4.00 out of 5'
	);
	await expect( page.locator( '#comment-2 .star-rating' ) ).toHaveAttribute(
		'aria-label',
		'Rated 3 out of 5'
	);
} );
