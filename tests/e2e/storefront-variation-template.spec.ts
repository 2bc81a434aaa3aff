/**
 * The chosen variation shows through WooCommerce's variation template, as
 * add-to-cart-variation shows it with wp.template: the page prints
 * `#tmpl-variation-template` and `#tmpl-unavailable-variation-template`
 * (WooCommerce's `single-product/add-to-cart/variation.php`, or a theme's
 * override of it), and the form fills them. A template with `<# #>` logic,
 * or none on the page, gets WooCommerce's default markup.
 */
import type { Page } from '@playwright/test';
import { expect, resetShop, test } from './fixtures';
import { expectAccessible } from './a11y';

async function choose( page: Page, color: string, size: string ) {
	await page.getByLabel( 'Color' ).selectOption( color );
	await page.getByLabel( 'Size' ).selectOption( size );
}

const shown = ( page: Page ) => page.locator( '.single_variation' );

test( "WooCommerce's template: the description, the price and the availability, each in its wrapper", async ( {
	page,
	request,
} ) => {
	await resetShop( request );
	await page.goto( '/product/hoodie/' );
	await expect( page.locator( '#tmpl-variation-template' ) ).toHaveCount( 1 );
	await choose( page, 'Red', 'M' );
	await expect(
		shown( page ).locator( '.woocommerce-variation-description' )
	).toHaveText( 'Red, cut medium, with a brushed lining.' );
	await expect(
		shown( page ).locator( '.woocommerce-variation-description strong' )
	).toHaveText( 'brushed' );
	await expect(
		shown( page ).locator( '.woocommerce-variation-price' )
	).toHaveText( '€47.00' );
	await expect(
		shown( page ).locator( '.woocommerce-variation-availability' )
	).toHaveText( 'In stock' );
	await expectAccessible( page );

	// Another choice: its own description replaces the first.
	await choose( page, 'Blue', 'S' );
	await expect(
		shown( page ).locator( '.woocommerce-variation-description' )
	).toHaveText( 'Blue, cut small.' );
	await expect( shown( page ) ).not.toContainText( 'brushed' );
} );

test( "a theme's override renders: {{ }} escaped, {{{ }}} as markup", async ( {
	page,
	request,
} ) => {
	await resetShop( request, { variationTemplate: 'theme' } );
	await page.goto( '/product/hoodie/' );
	await choose( page, 'Red', 'M' );
	const theme = shown( page ).locator( '.theme-variation' );
	await expect( theme.locator( '.theme-variation-sku' ) ).toHaveText(
		'SKU hoodie-124'
	);
	// {{{ }}}: the description's own markup.
	await expect(
		theme.locator( '.theme-variation-description strong' )
	).toHaveText( 'brushed' );
	// {{ }}: the same description, its tags shown as text, none made.
	await expect(
		theme.locator( '.theme-variation-description-source' )
	).toHaveText(
		'<p>Red, cut medium, with a <strong>brushed</strong> lining.</p>'
	);
	await expect(
		theme.locator( '.theme-variation-description-source strong' )
	).toHaveCount( 0 );
	await expect( theme.locator( '.theme-variation-price' ) ).toHaveText(
		'€47.00'
	);
	await expect(
		shown( page ).locator( '.woocommerce-variation-price' )
	).toHaveCount( 0 );
} );

test( 'an unavailable variation shows the unavailable template, and the button refuses it', async ( {
	page,
	request,
} ) => {
	// The disabled Green/M is printed only where the shop shows invisible
	// variations; otherwise the combination matches nothing.
	await resetShop( request );
	await page.goto( '/product/hoodie/' );
	await choose( page, 'Green', 'M' );
	await expect( page.locator( '.wc-no-matching-variations' ) ).toHaveText(
		'Sorry, no products matched your selection. Please choose a different combination.'
	);

	await resetShop( request, { hideInvisibleVariations: false } );
	await page.goto( '/product/hoodie/' );
	await choose( page, 'Green', 'M' );
	await expect( shown( page ) ).toHaveText(
		'Sorry, this product is unavailable. Please choose a different combination.'
	);
	await expect(
		shown( page ).locator( '.woocommerce-variation-price' )
	).toHaveCount( 0 );
	await expect( page.locator( '.single_add_to_cart_button' ) ).toHaveClass(
		/\bdisabled\b.*\bwc-variation-is-unavailable\b/
	);

	await resetShop( request, {
		hideInvisibleVariations: false,
		variationTemplate: 'theme',
	} );
	await page.goto( '/product/hoodie/' );
	await choose( page, 'Green', 'M' );
	await expect( shown( page ).locator( '.theme-unavailable' ) ).toHaveText(
		'This colour is not made any more.'
	);
} );

test( "a template with <# #> logic: WooCommerce's default markup and one console warning", async ( {
	page,
	request,
} ) => {
	await resetShop( request, { variationTemplate: 'theme-logic' } );
	const warnings: string[] = [];
	page.on( 'console', ( message ) => {
		if ( message.type() === 'warning' ) {
			warnings.push( message.text() );
		}
	} );
	await page.goto( '/product/hoodie/' );
	await choose( page, 'Red', 'M' );
	await expect(
		shown( page ).locator( '.woocommerce-variation-price' )
	).toHaveText( '€47.00' );
	await choose( page, 'Blue', 'M' );
	await expect(
		shown( page ).locator( '.woocommerce-variation-description' )
	).toHaveText( 'Blue, cut medium.' );
	await expect(
		shown( page ).locator( '.theme-variation-price' )
	).toHaveCount( 0 );
	expect( warnings ).toEqual( [
		"The page's #tmpl-variation-template runs code (<# #> or an expression), which this script does not run: WooCommerce's default markup is shown instead.",
	] );
} );

test( "no template on the page: WooCommerce's default markup", async ( {
	page,
	request,
} ) => {
	await resetShop( request, { variationTemplate: 'none' } );
	await page.goto( '/product/hoodie/' );
	await expect( page.locator( '#tmpl-variation-template' ) ).toHaveCount( 0 );
	await choose( page, 'Blue', 'M' );
	await expect(
		shown( page ).locator( '.woocommerce-variation-description' )
	).toHaveText( 'Blue, cut medium.' );
	await expect(
		shown( page ).locator( '.woocommerce-variation-price' )
	).toHaveText( '€45.00' );
} );
