/**
 * The product page: tabs chosen by the address and used with the keyboard
 * (WAI-ARIA tabs), the star rating and the required-rating alert, the
 * gallery's thumbnails, and the variation form other scripts rely on.
 */
import type { Page } from '@playwright/test';
import { expect, resetShop, test } from './fixtures';
import { expectAccessible } from './a11y';

test.beforeEach( async ( { request } ) => resetShop( request ) );

async function selectedTab( page: Page, address: string ): Promise< string > {
	// A fresh document each time: a hash-only change would not reload.
	await page.goto( 'about:blank' );
	await page.goto( address );
	const tab = page.getByRole( 'tab', { selected: true } );
	await expect( tab ).toHaveCount( 1 );
	return ( await tab.textContent() ) || '';
}

test( 'each tab rule from the address', async ( { page } ) => {
	const rules: Array< [ string, string ] > = [
		[ '/product/beanie/', 'Description' ],
		[ '/product/beanie/#reviews', 'Reviews (1)' ],
		[ '/product/beanie/#tab-reviews', 'Reviews (1)' ],
		[ '/product/beanie/#comment-1', 'Reviews (1)' ],
		[ '/product/beanie/?cpage=2', 'Reviews (1)' ],
		[
			'/product/beanie/#tab-additional_information',
			'Additional information',
		],
		[ '/product/beanie/#something-else', 'Description' ],
	];
	for ( const [ address, expected ] of rules ) {
		expect( await selectedTab( page, address ), address ).toBe( expected );
	}
	// Only the chosen panel shows.
	await expect( page.getByRole( 'tabpanel' ) ).toHaveCount( 1 );
	await expect( page.getByRole( 'tabpanel' ) ).toContainText(
		'A warm knitted beanie.'
	);
} );

test( 'tabs: click and keyboard (arrows, Home, End), one tab stop, aria-selected', async ( {
	page,
} ) => {
	await page.goto( '/product/beanie/' );
	const description = page.getByRole( 'tab', { name: 'Description' } );
	const information = page.getByRole( 'tab', {
		name: 'Additional information',
	} );
	const reviews = page.getByRole( 'tab', { name: 'Reviews (1)' } );
	await expect( description ).toHaveAttribute( 'aria-selected', 'true' );
	await expect( information ).toHaveAttribute( 'tabindex', '-1' );

	await information.click();
	await expect( information ).toHaveAttribute( 'aria-selected', 'true' );
	await expect( description ).toHaveAttribute( 'aria-selected', 'false' );
	await expect( page.getByRole( 'tabpanel' ) ).toContainText( 'Weight' );
	await expect( page ).toHaveURL( /\/product\/beanie\/$/ );

	await information.focus();
	await page.keyboard.press( 'ArrowRight' );
	await expect( reviews ).toBeFocused();
	await expect( reviews ).toHaveAttribute( 'aria-selected', 'true' );
	await page.keyboard.press( 'ArrowRight' );
	await expect( description ).toBeFocused();
	await page.keyboard.press( 'End' );
	await expect( reviews ).toBeFocused();
	await page.keyboard.press( 'Home' );
	await expect( description ).toBeFocused();
	await page.keyboard.press( 'ArrowLeft' );
	await expect( reviews ).toHaveAttribute( 'aria-selected', 'true' );
	await expect( page.getByRole( 'tabpanel' ) ).toContainText(
		'Add a review'
	);
	await expectAccessible( page );

	// The rating's review link opens Reviews too.
	await description.click();
	await page.getByRole( 'link', { name: '(1 customer review)' } ).click();
	await expect( reviews ).toHaveAttribute( 'aria-selected', 'true' );
} );

test( 'a review without a rating when ratings are required: the alert, and nothing is sent', async ( {
	page,
} ) => {
	await page.goto( '/product/beanie/#reviews' );
	await page.getByLabel( 'Your review' ).fill( 'Nice and warm.' );
	await page.getByLabel( 'Name' ).fill( 'Ann' );
	await page.getByLabel( /^Email/ ).fill( 'ann@example.com' );
	const alerts: string[] = [];
	page.on( 'dialog', ( dialog ) => {
		alerts.push( dialog.message() );
		dialog.dismiss();
	} );
	let posted = false;
	page.on( 'request', ( request ) => {
		posted ||= request.url().includes( 'wp-comments-post' );
	} );
	await page.getByRole( 'button', { name: 'Submit' } ).click();
	await expect.poll( () => alerts ).toEqual( [ 'Please select a rating' ] );
	expect( posted ).toBe( false );

	// Stars: 1 to 5, as radios; choosing four sends rating 4.
	const stars = page.getByRole( 'radio' );
	await expect( stars ).toHaveCount( 5 );
	await page.getByRole( 'radio', { name: '4 of 5 stars' } ).click();
	await expect(
		page.getByRole( 'radio', { name: '4 of 5 stars' } )
	).toHaveAttribute( 'aria-checked', 'true' );
	await expect( page.locator( 'p.stars' ) ).toHaveClass( /selected/ );
	await expectAccessible( page );
	await page.getByRole( 'button', { name: 'Submit' } ).click();
	await expect( page ).toHaveURL( /\/product\/beanie\/#comment-2$/ );
	await expect(
		page.getByRole( 'tab', { name: 'Reviews (2)' } )
	).toHaveAttribute( 'aria-selected', 'true' );
	await expect( page.locator( '#comment-2' ) ).toContainText(
		'Nice and warm.'
	);
	await expect( page.locator( '#comment-2 .star-rating' ) ).toHaveAttribute(
		'aria-label',
		'Rated 4 out of 5'
	);
	expect( alerts ).toHaveLength( 1 );
} );

test( 'ratings not required: a review may be sent without one', async ( {
	page,
	request,
} ) => {
	await resetShop( request, { ratingRequired: false } );
	await page.goto( '/product/hoodie/#reviews' );
	page.on( 'dialog', () => {
		throw new Error( 'no alert expected' );
	} );
	await page.getByLabel( 'Your review' ).fill( 'Good fit.' );
	await page.getByLabel( 'Name' ).fill( 'Bo' );
	await page.getByLabel( /^Email/ ).fill( 'bo@example.com' );
	await page.getByRole( 'button', { name: 'Submit' } ).click();
	await expect( page.locator( '.commentlist' ) ).toContainText( 'Good fit.' );
} );

test( 'the gallery switches its main picture from its thumbnails', async ( {
	page,
} ) => {
	await page.goto( '/product/beanie/' );
	const pictures = page.locator( '.woocommerce-product-gallery__image' );
	await expect( pictures.nth( 0 ) ).toBeVisible();
	await expect( pictures.nth( 1 ) ).toBeHidden();
	const second = page.getByRole( 'button', { name: 'Show image 2 of 3' } );
	await second.click();
	await expect( second ).toHaveAttribute( 'aria-pressed', 'true' );
	await expect( pictures.nth( 0 ) ).toBeHidden();
	await expect( pictures.nth( 1 ) ).toBeVisible();
	await expect(
		page.getByRole( 'button', { name: 'Show image 1 of 3' } )
	).toHaveAttribute( 'aria-pressed', 'false' );
} );

test( 'variation form: variation_id, button classes, events and alerts', async ( {
	page,
} ) => {
	await page.goto( '/product/hoodie/' );
	await page.evaluate( () => {
		const w = window as unknown as { seen: string[] };
		w.seen = [];
		const form = document.querySelector( 'form.variations_form' )!;
		for ( const name of [
			'found_variation',
			'show_variation',
			'hide_variation',
			'woocommerce_variation_has_changed',
		] ) {
			form.addEventListener( name, ( event ) => {
				const detail = ( event as CustomEvent ).detail || [];
				w.seen.push(
					[ name, detail[ 0 ]?.variation_id, detail[ 1 ] ]
						.filter( ( part ) => part !== undefined )
						.join( ':' )
				);
			} );
		}
	} );
	// show_variation follows the variation template, which loads at the
	// shopper's first choice: the events are awaited, then cleared.
	const expectSeen = async ( expected: string[] ) => {
		const events = ( clear: boolean ) =>
			page.evaluate( ( take ) => {
				const w = window as unknown as { seen: string[] };
				return take ? w.seen.splice( 0 ) : [ ...w.seen ];
			}, clear );
		await expect.poll( () => events( false ) ).toEqual( expected );
		await events( true );
	};
	const button = page.locator( '.single_add_to_cart_button' );
	const variationId = page.locator( 'input[name="variation_id"]' );
	const alerts: string[] = [];
	page.on( 'dialog', ( dialog ) => {
		alerts.push( dialog.message() );
		dialog.dismiss();
	} );

	await expect( button ).toHaveClass(
		/\bdisabled\b.*\bwc-variation-selection-needed\b/
	);
	await button.click();
	expect( alerts.pop() ).toBe(
		'Please select some product options before adding this product to your cart.'
	);

	await page.getByLabel( 'Color' ).selectOption( 'Red' );
	await expectSeen( [
		'hide_variation',
		'woocommerce_variation_has_changed',
	] );
	await page.getByLabel( 'Size' ).selectOption( 'S' );
	await expectSeen( [
		'found_variation:123',
		'show_variation:123:false',
		'woocommerce_variation_has_changed',
	] );
	await expect( variationId ).toHaveValue( '123' );
	await expect( button ).toHaveClass(
		/\bdisabled\b.*\bwc-variation-is-unavailable\b/
	);
	await expect( page.locator( '.single_variation' ) ).toContainText(
		'Out of stock'
	);
	await button.click();
	expect( alerts.pop() ).toBe(
		'Sorry, this product is unavailable. Please choose a different combination.'
	);

	await page.getByLabel( 'Size' ).selectOption( 'M' );
	await expectSeen( [
		'found_variation:124',
		'show_variation:124:true',
		'woocommerce_variation_has_changed',
	] );
	await expect( variationId ).toHaveValue( '124' );
	await expect( button ).not.toHaveClass( /disabled/ );
	await expect(
		page.locator( '.woocommerce-variation-add-to-cart' )
	).toHaveClass( /woocommerce-variation-add-to-cart-enabled/ );
	await expect( page.locator( '.single_variation' ) ).toContainText(
		'€47.00'
	);
	await expectAccessible( page );

	await page.getByRole( 'link', { name: 'Clear' } ).click();
	await expect( variationId ).toHaveValue( '' );
	await expect( button ).toHaveClass( /wc-variation-selection-needed/ );

	await page.getByLabel( 'Color' ).selectOption( 'Blue' );
	await page.getByLabel( 'Size' ).selectOption( 'M' );
	await button.click();
	await expect(
		page.getByText( '“Hoodie” has been added to your cart.' )
	).toBeVisible();
	expect( alerts ).toEqual( [] );
} );

test( "the main picture follows the chosen variation, and the product's comes back on Clear", async ( {
	page,
} ) => {
	await page.goto( '/product/hoodie/' );
	const main = page.locator( '.woocommerce-product-gallery .wp-post-image' );
	const printed = await main.getAttribute( 'src' );
	// The shopper is looking at another picture when they choose.
	await page.getByRole( 'button', { name: 'Show image 2 of 3' } ).click();
	await page.getByLabel( 'Color' ).selectOption( 'Red' );
	await page.getByLabel( 'Size' ).selectOption( 'M' );
	await expect( main ).toBeVisible();
	await expect( main ).toHaveAttribute( 'alt', 'Hoodie – Red, M' );
	const red = await main.getAttribute( 'src' );
	expect( red ).not.toBe( printed );
	await expect(
		page.locator( '.flex-control-thumbs li' ).first().locator( 'img' )
	).toHaveAttribute( 'src', red! );
	await page.getByRole( 'link', { name: 'Clear' } ).click();
	await expect( main ).toHaveAttribute( 'src', printed! );
	await expect( main ).toHaveAttribute( 'alt', 'Hoodie' );
} );
