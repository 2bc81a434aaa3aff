/**
 * What other plugins and themes do through WooCommerce's jQuery API, on the
 * development shop with jQuery on the page (its `jquery` setting, the
 * `jquery` package; select2 4.1 from the `select2` package stands in for
 * WooCommerce's selectWoo, a fork of it that changes the value the same
 * way): a theme's quick view loading a variable product's form, an address
 * plugin setting the country, a select2 country select, a field editor
 * asking for validation, plugins asking for the checkout or the cart again;
 * and the Mini-Cart block's `wc-blocks_added_to_cart` after a classic Add to
 * cart, with and without jQuery.
 */
import path from 'path';
import type { Page } from '@playwright/test';
import { expect, fillCart, resetShop, test } from './fixtures';
import {
	CLASSIC_CHECKOUT,
	fillBilling,
	isUpdate,
	openClassicCheckout,
} from './classic-helpers';

const SELECT2 = path.resolve(
	__dirname,
	'../../node_modules/select2/dist/js/select2.min.js'
);

declare global {
	interface Window {
		jQuery: any;
		blocksHeard: string[];
	}
}

/** The update_order_review post the page sends next, as form fields. */
async function nextUpdate( page: Page ): Promise< URLSearchParams > {
	const request = await page.waitForRequest( ( req ) =>
		isUpdate( req.url() )
	);
	return new URLSearchParams( request.postData() || '' );
}

test.describe( 'A theme’s quick view on the shop page', () => {
	test( 'loads a variable product’s form and gallery, calls wc_variation_form and wc_product_gallery: the form comes alive', async ( {
		page,
		request,
	} ) => {
		await resetShop( request, { jquery: true } );
		await page.goto( '/shop/' );
		// What a quick view plugin does: fetch the product's markup, put it in
		// a modal, and hand it to WooCommerce's jQuery plugins.
		await page.evaluate( async () => {
			const html = await ( await fetch( '/product/hoodie/' ) ).text();
			const product = new DOMParser().parseFromString(
				html,
				'text/html'
			);
			const modal = document.createElement( 'div' );
			modal.className = 'quick-view';
			modal.append(
				product.querySelector( '.product' )!,
				...Array.from(
					product.querySelectorAll( 'script[type="text/template"]' )
				)
			);
			document.body.append( modal );
			const $ = window.jQuery;
			$( '.quick-view .variations_form' ).wc_variation_form();
			$(
				'.quick-view .woocommerce-product-gallery'
			).wc_product_gallery();
		} );
		const modal = page.locator( '.quick-view' );
		const button = modal.getByRole( 'button', { name: 'Add to cart' } );
		await expect( button ).toHaveClass( /wc-variation-selection-needed/ );
		await expect( modal.locator( '.flex-control-thumbs li' ) ).toHaveCount(
			3
		);

		await modal.getByLabel( 'Color' ).selectOption( 'Blue' );
		await modal.getByLabel( 'Size' ).selectOption( 'S' );
		await expect( modal.locator( 'input.variation_id' ) ).toHaveValue(
			'121'
		);
		await expect( modal.locator( '.single_variation' ) ).toContainText(
			'Blue, cut small.'
		);
		await expect( button ).not.toHaveClass( /disabled/ );

		// A swatch plugin chooses through jQuery.
		await page.evaluate( () =>
			window
				.jQuery( '.quick-view select[name="attribute_size"]' )
				.val( 'M' )
				.trigger( 'change' )
		);
		await expect( modal.locator( 'input.variation_id' ) ).toHaveValue(
			'122'
		);
		await expect( modal.locator( '.single_variation' ) ).toContainText(
			'Blue, cut medium.'
		);
	} );
} );

test.describe( 'The classic checkout hears changes made through jQuery', () => {
	test.beforeEach( ( { page, request } ) =>
		openClassicCheckout( page, request, { settings: { jquery: true } } )
	);

	test( 'an address plugin setting the country with jQuery: the state follows and the order review updates', async ( {
		page,
	} ) => {
		const update = nextUpdate( page );
		await page.evaluate( () =>
			window.jQuery( '#billing_country' ).val( 'US' ).trigger( 'change' )
		);
		expect( ( await update ).get( 'country' ) ).toBe( 'US' );
		await expect(
			page.locator( 'select#billing_state option[value="CA"]' )
		).toHaveText( 'California' );
	} );

	test( 'a select2 country select: the shopper’s choice in it updates the state and the order review', async ( {
		page,
	} ) => {
		await page.route( '**/vendor/select2.min.js', ( route ) =>
			route.fulfill( { path: SELECT2, contentType: 'text/javascript' } )
		);
		await page.addScriptTag( { url: '/vendor/select2.min.js' } );
		await page.evaluate( () =>
			window.jQuery( '#billing_country' ).select2()
		);
		const update = nextUpdate( page );
		await page
			.locator( '#billing_country_field .select2-selection' )
			.click();
		await page
			.locator( '.select2-results__option', {
				hasText: 'United States',
			} )
			.click();
		expect( ( await update ).get( 'country' ) ).toBe( 'US' );
		await expect(
			page.locator( 'select#billing_state option[value="NY"]' )
		).toHaveText( 'New York' );
	} );

	test( 'a field editor’s trigger( "validate" ) marks the empty required field', async ( {
		page,
	} ) => {
		// The shopper is on the page (the form's behaviours are there).
		await page.locator( '#billing_first_name' ).fill( 'Erika' );
		await page.locator( '#billing_first_name' ).fill( '' );
		await page.evaluate( () =>
			window.jQuery( '#billing_first_name' ).trigger( 'validate' )
		);
		await expect( page.locator( '#billing_first_name_field' ) ).toHaveClass(
			/woocommerce-invalid-required-field/
		);
	} );

	test( '$( "form.checkout" ).trigger( "update" ) updates the order review', async ( {
		page,
	} ) => {
		const update = nextUpdate( page );
		await page.evaluate( () =>
			window.jQuery( 'form.checkout' ).trigger( 'update' )
		);
		await update;
	} );

	test( 'a jQuery change on a field heard by a native listener of another plugin, once', async ( {
		page,
	} ) => {
		await fillBilling( page );
		const count = await page.evaluate( () => {
			let native = 0;
			let viaJQuery = 0;
			const field = document.getElementById( 'billing_city' )!;
			field.addEventListener( 'change', () => native++ );
			window.jQuery( field ).on( 'change', () => viaJQuery++ );
			window.jQuery( field ).val( 'Potsdam' ).trigger( 'change' );
			return { native, viaJQuery };
		} );
		expect( count ).toEqual( { native: 1, viaJQuery: 1 } );
		await expect( page ).toHaveURL( new RegExp( CLASSIC_CHECKOUT ) );
	} );
} );

test( '$( document.body ).trigger( "wc_update_cart" ) on the cart page: the cart as the shop has it now, without a reload', async ( {
	page,
	request,
} ) => {
	await resetShop( request, { jquery: true } );
	await fillCart( page, [ { slug: 'beanie' } ] );
	await page.goto( '/cart/' );
	await expect(
		page.locator( '.woocommerce-cart-form .cart_item' )
	).toHaveCount( 1 );
	// Another plugin put a line in the cart on the shop's side.
	await fillCart( page, [ { slug: 'beanie' }, { slug: 'sticker' } ] );
	await page.evaluate( () => {
		( window as unknown as { marker: boolean } ).marker = true;
		window.jQuery( document.body ).trigger( 'wc_update_cart' );
	} );
	await expect(
		page.locator( '.woocommerce-cart-form .cart_item' )
	).toHaveCount( 2 );
	expect(
		await page.evaluate(
			() => ( window as unknown as { marker?: boolean } ).marker
		)
	).toBe( true );
} );

test.describe( 'The Mini-Cart block hears a classic Add to cart', () => {
	for ( const jquery of [ false, true ] ) {
		test( `${
			jquery ? 'with jQuery and WooCommerce’s bridge' : 'without jQuery'
		}: wc-blocks_added_to_cart once`, async ( { page, request } ) => {
			await resetShop( request, { jquery } );
			await page.goto( '/shop/' );
			await page.evaluate( () => {
				window.blocksHeard = [];
				document.body.addEventListener( 'wc-blocks_added_to_cart', () =>
					window.blocksHeard.push( 'wc-blocks_added_to_cart' )
				);
				// WooCommerce's blocks turn the jQuery event into theirs where
				// jQuery is (translateJQueryEventToNative).
				if ( window.jQuery ) {
					window.jQuery( document ).on( 'added_to_cart', () =>
						document.body.dispatchEvent(
							new CustomEvent( 'wc-blocks_added_to_cart', {
								detail: {},
							} )
						)
					);
				}
			} );
			await page
				.getByRole( 'link', { name: 'Add to cart: “Beanie”' } )
				.click();
			await expect(
				page.locator( 'a.added_to_cart.wc-forward' )
			).toBeVisible();
			expect( await page.evaluate( () => window.blocksHeard ) ).toEqual( [
				'wc-blocks_added_to_cart',
			] );
		} );
	}
} );
