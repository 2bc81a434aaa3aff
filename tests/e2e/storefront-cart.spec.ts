/**
 * Adding and removing without leaving the page: the shop's ajax buttons
 * (states, View cart link, the mini cart), the request queue, the error
 * and failure paths, the cached mini cart across reloads and tabs, and a
 * jQuery listener of WooCommerce's events.
 */
import type { Page } from '@playwright/test';
import { expect, fillCart, resetShop, test } from './fixtures';
import { expectAccessible } from './a11y';

const addButton = ( page: Page, name: string ) =>
	page.getByRole( 'link', { name: `Add to cart: “${ name }”` } );

const miniCart = ( page: Page ) =>
	page.locator( '.site-header-cart .widget_shopping_cart_content' );

async function devCart( page: Page ) {
	// The shop's own view of the cart, through the Store API.
	const response = await page.request.get( '/wp-json/wc/store/v1/cart' );
	const cart = await response.json();
	return Object.fromEntries(
		cart.items.map( ( item: { name: string; quantity: number } ) => [
			item.name,
			item.quantity,
		] )
	);
}

test.beforeEach( async ( { request } ) => resetShop( request ) );

test( 'ajax add to cart: loading, then added with a View cart link, and the mini cart updated', async ( {
	page,
} ) => {
	await page.goto( '/shop/' );
	let release: () => void = () => {};
	const held = new Promise< void >( ( resolve ) => ( release = resolve ) );
	await page.route( '**/?wc-ajax=add_to_cart', async ( route ) => {
		await held;
		await route.continue();
	} );
	const button = addButton( page, 'Beanie' );
	await button.click();
	await expect( button ).toHaveClass( /\bloading\b/ );
	// While the request runs, the mini cart fades to 0.6.
	await expect( miniCart( page ) ).toHaveCSS( 'opacity', '0.6' );
	release();

	await expect( button ).toHaveClass( /\badded\b/ );
	await expect( button ).not.toHaveClass( /\bloading\b/ );
	const viewCart = page.locator( 'a.added_to_cart.wc-forward' );
	await expect( viewCart ).toHaveText( 'View cart' );
	await expect( viewCart ).toHaveAttribute( 'href', '/cart/' );
	await expect( miniCart( page ) ).toHaveCSS( 'opacity', '1' );
	await expect( page.locator( '.cart-contents-count' ) ).toHaveText(
		'Cart: 1 item · €18.00'
	);
	await page.locator( '.site-header-cart summary' ).click();
	await expect( miniCart( page ) ).toContainText( 'Beanie' );
	await expect(
		page.locator( '.widget_shopping_cart_live_region' )
	).toHaveText( '“Beanie” has been added to your cart' );
	await expectAccessible( page );

	// A second add keeps a single View cart link.
	await button.click();
	await expect( page.locator( '.cart-contents-count' ) ).toHaveText(
		'Cart: 2 items · €36.00'
	);
	await expect( page.locator( 'a.added_to_cart' ) ).toHaveCount( 1 );
} );

test( 'every data attribute of the button is sent as it is', async ( {
	page,
} ) => {
	await page.goto( '/shop/' );
	const sent = page.waitForRequest( '**/?wc-ajax=add_to_cart' );
	await addButton( page, 'Sticker' ).click();
	const body = new URLSearchParams( ( await sent ).postData() || '' );
	expect( Object.fromEntries( body ) ).toEqual( {
		quantity: '1',
		product_id: '15',
		product_sku: 'sticker',
		success_message: '“Sticker” has been added to your cart',
	} );
} );

test( 'five fast add and remove clicks run in order, one at a time, and the cart ends right', async ( {
	page,
} ) => {
	await fillCart( page, [ { slug: 'tote-bag' } ] );
	await page.goto( '/shop/' );
	let running = 0;
	let most = 0;
	const order: string[] = [];
	await page.route(
		/wc-ajax=(add_to_cart|remove_from_cart)/,
		async ( route ) => {
			running++;
			most = Math.max( most, running );
			const body = new URLSearchParams(
				route.request().postData() || ''
			);
			order.push( body.get( 'product_id' ) || 'remove' );
			await new Promise( ( resolve ) => setTimeout( resolve, 150 ) );
			const response = await route.fetch();
			running--;
			await route.fulfill( { response } );
		}
	);
	await page.locator( '.site-header-cart summary' ).click();
	const remove = page.getByRole( 'link', {
		name: 'Remove Tote Bag from cart',
	} );
	await expect( remove ).toBeVisible();

	await addButton( page, 'Beanie' ).click();
	await addButton( page, 'Sticker' ).click();
	await remove.click();
	await addButton( page, 'Beanie' ).click();
	await addButton( page, 'Sticker' ).click();

	await expect( page.locator( '.cart-contents-count' ) ).toHaveText(
		'Cart: 4 items · €37.00'
	);
	await expect.poll( () => order.length ).toBe( 5 );
	expect( order ).toEqual( [ '11', '15', 'remove', '11', '15' ] );
	expect( most ).toBe( 1 );
	expect( await devCart( page ) ).toEqual( { Beanie: 2, Sticker: 2 } );
} );

test( 'an add_to_cart error with a product_url goes to the product page, which says why', async ( {
	page,
} ) => {
	await page.goto( '/shop/' );
	const tote = addButton( page, 'Tote Bag' );
	await tote.click();
	await expect( page.locator( '.cart-contents-count' ) ).toHaveText(
		/1 item/
	);
	await tote.click();
	await expect( page.locator( '.cart-contents-count' ) ).toHaveText(
		/2 items/
	);
	// Only two are in stock: the shop answers { error, product_url }.
	const answers: unknown[] = [];
	await page.route( '**/?wc-ajax=add_to_cart', async ( route ) => {
		const response = await route.fetch();
		answers.push( await response.json() );
		await route.fulfill( { response } );
	} );
	await tote.click();
	await expect.poll( () => answers.length ).toBe( 1 );
	expect( answers[ 0 ] ).toMatchObject( {
		error: true,
		product_url: expect.stringMatching( /\/product\/tote-bag\/$/ ),
	} );
	await expect( page ).toHaveURL( /\/product\/tote-bag\/$/ );
	await expect(
		page.getByText(
			'You cannot add that amount to the cart — we have 2 in stock and you already have 2 in your cart.'
		)
	).toBeVisible();
} );

test( 'cart_redirect_after_add "yes" goes to the cart', async ( {
	page,
	request,
} ) => {
	await resetShop( request, { cartRedirectAfterAdd: true } );
	await page.goto( '/shop/' );
	await addButton( page, 'Beanie' ).click();
	await expect( page ).toHaveURL( /\/cart\/$/ );
	await expect( page.getByLabel( 'Beanie quantity' ) ).toHaveValue( '1' );
} );

test( 'remove_from_cart failing: the browser follows the link, which removes the line', async ( {
	page,
	request,
} ) => {
	await fillCart( page, [ { slug: 'beanie' }, { slug: 'sticker' } ] );
	await page.goto( '/shop/' );
	await request.post( '/__dev/faults', {
		data: { target: 'wc-ajax:remove_from_cart', mode: 'http500', count: 1 },
	} );
	await page.locator( '.site-header-cart summary' ).click();
	await page.getByRole( 'link', { name: 'Remove Beanie from cart' } ).click();
	await expect( page ).toHaveURL( /\/cart\/$/ );
	await expect( page.getByText( '“Beanie” removed.' ) ).toBeVisible();
	expect( await devCart( page ) ).toEqual( { Sticker: 1 } );
} );

test( 'remove_from_cart answering without fragments: the browser follows the link', async ( {
	page,
} ) => {
	await fillCart( page, [ { slug: 'beanie' } ] );
	await page.goto( '/shop/' );
	await page.locator( '.site-header-cart summary' ).click();
	const link = page.getByRole( 'link', { name: 'Remove Beanie from cart' } );
	// The line goes meanwhile (another tab): the shop answers { success: false }.
	const key = await link.getAttribute( 'data-cart_item_key' );
	await page.request.post( '/?wc-ajax=remove_from_cart', {
		form: { cart_item_key: key || '' },
	} );
	const answers: unknown[] = [];
	await page.route( '**/?wc-ajax=remove_from_cart', async ( route ) => {
		const response = await route.fetch();
		answers.push( await response.json() );
		await route.fulfill( { response } );
	} );
	await link.click();
	await expect.poll( () => answers ).toEqual( [ { success: false } ] );
	await expect( page ).toHaveURL( /\/cart\/$/ );
	await expect(
		page.getByText( 'Your cart is currently empty.' )
	).toBeVisible();
} );

test( 'remove from the mini cart without leaving the page', async ( {
	page,
} ) => {
	await fillCart( page, [ { slug: 'beanie' }, { slug: 'sticker' } ] );
	await page.goto( '/shop/' );
	await page.locator( '.site-header-cart summary' ).click();
	await page.getByRole( 'link', { name: 'Remove Beanie from cart' } ).click();
	await expect( miniCart( page ) ).not.toContainText( 'Beanie' );
	await expect( miniCart( page ) ).toContainText( 'Sticker' );
	await expect( page ).toHaveURL( /\/shop\/$/ );
	expect( await devCart( page ) ).toEqual( { Sticker: 1 } );
} );

test( 'fragments are reused after a reload and refreshed after a change in another tab', async ( {
	page,
	context,
} ) => {
	const refreshes: string[] = [];
	page.on( 'request', ( request ) => {
		if ( request.url().includes( 'wc-ajax=get_refreshed_fragments' ) ) {
			refreshes.push( request.url() );
		}
	} );
	await page.goto( '/shop/' );
	await page.waitForLoadState( 'networkidle' );
	// Nothing cached and no cart yet: the page's empty mini cart is right,
	// nothing to ask the shop.
	expect( refreshes ).toHaveLength( 0 );
	await addButton( page, 'Beanie' ).click();
	await expect( page.locator( '.cart-contents-count' ) ).toHaveText(
		/1 item/
	);

	await page.reload();
	await page.waitForLoadState( 'networkidle' );
	expect( refreshes ).toHaveLength( 0 );
	await expect( page.locator( '.cart-contents-count' ) ).toHaveText(
		/1 item/
	);

	// Another tab adds a sticker: this tab's mini cart follows.
	const other = await context.newPage();
	await other.goto( '/shop/' );
	await addButton( other, 'Sticker' ).click();
	await expect( other.locator( '.cart-contents-count' ) ).toHaveText(
		/2 items/
	);
	await expect.poll( () => refreshes.length ).toBe( 1 );
	await expect( page.locator( '.cart-contents-count' ) ).toHaveText(
		'Cart: 2 items · €18.50'
	);
	await page.locator( '.site-header-cart summary' ).click();
	await expect( miniCart( page ) ).toContainText( 'Sticker' );
} );

test( 'a cart changed elsewhere (new hash cookie) is not taken from the cache', async ( {
	page,
} ) => {
	await page.goto( '/shop/' );
	await page.waitForLoadState( 'networkidle' );
	// The cart changes without this page knowing (as on another device).
	await fillCart( page, [ { slug: 'sticker' } ] );
	const refreshed = page.waitForRequest( /get_refreshed_fragments/ );
	await page.goto( '/product/sticker/' );
	await refreshed;
	await expect( page.locator( '.cart-contents-count' ) ).toHaveText(
		/1 item/
	);
} );

test( 'a listener attached with jQuery receives added_to_cart with WooCommerce’s arguments', async ( {
	page,
	request,
} ) => {
	await resetShop( request, { jquery: true } );
	await page.goto( '/shop/' );
	await page.evaluate( () => {
		const w = window as unknown as {
			jQuery: ( target: unknown ) => {
				on: (
					name: string,
					handler: ( ...args: unknown[] ) => void
				) => void;
			};
			heard: unknown[];
		};
		w.heard = [];
		w.jQuery( document.body ).on(
			'added_to_cart',
			( _event, fragments, hash, $button ) => {
				const button = $button as { jquery?: string; 0?: Element };
				w.heard.push( {
					fragments: Object.keys( fragments as object ),
					hash,
					isJQuery: !! button.jquery,
					product: button[ 0 ]?.getAttribute( 'data-product_id' ),
				} );
			}
		);
		w.jQuery( document.body ).on( 'wc_cart_button_updated', () =>
			w.heard.push( 'wc_cart_button_updated' )
		);
		w.jQuery( document.body ).on( 'wc_fragments_loaded', () =>
			w.heard.push( 'wc_fragments_loaded' )
		);
	} );
	await addButton( page, 'Beanie' ).click();
	await expect( page.locator( 'a.added_to_cart' ) ).toBeVisible();
	const heard = await page.evaluate(
		() => ( window as unknown as { heard: unknown[] } ).heard
	);
	expect( heard[ 0 ] ).toEqual( {
		fragments: [
			'div.widget_shopping_cart_content',
			'span.cart-contents-count',
		],
		hash: expect.stringMatching( /^[a-f0-9]{32}$/ ),
		isJQuery: true,
		product: '11',
	} );
	expect( heard ).toContain( 'wc_cart_button_updated' );
	expect( heard ).toContain( 'wc_fragments_loaded' );

	// Another plugin's wc_fragment_refresh is honoured.
	const refreshed = page.waitForRequest( /get_refreshed_fragments/ );
	await page.evaluate( () =>
		(
			window as unknown as {
				jQuery: ( target: unknown ) => {
					trigger: ( name: string ) => void;
				};
			}
		 )
			.jQuery( document.body )
			.trigger( 'wc_fragment_refresh' )
	);
	await refreshed;
} );

test( 'an ajax add to cart that cannot reach the shop says so where the shopper is, not in the folded mini cart', async ( {
	page,
} ) => {
	await page.goto( '/shop/' );
	// Chrome sends a request again on a dropped connection: keep dropping
	// them until the test clears the fault.
	await page.request.post( '/__dev/faults', {
		data: { target: 'wc-ajax:add_to_cart', mode: 'abort', count: 50 },
	} );
	const button = addButton( page, 'Beanie' );
	await button.click();
	const notice = page.locator( 'main [role="alert"]' ).filter( {
		hasText: 'An error occurred while connecting to the server.',
	} );
	await expect( notice ).toBeVisible();
	await expect( button ).not.toHaveClass( /\bloading\b/ );
	await page.request.post( '/__dev/faults', {
		data: { target: 'wc-ajax:add_to_cart', clear: true },
	} );
	// Trying again works.
	await button.click();
	await expect( page.locator( 'a.added_to_cart' ) ).toBeVisible();
} );

test( 'the mini cart shows a variation’s chosen options under its name, as the cart does', async ( {
	page,
} ) => {
	await page.goto( '/product/hoodie/' );
	await page.getByLabel( 'Color' ).selectOption( 'Blue' );
	await page.getByLabel( 'Size' ).selectOption( 'M' );
	await page.locator( '.single_add_to_cart_button' ).click();
	await expect(
		page.getByText( '“Hoodie” has been added to your cart.' )
	).toBeVisible();
	await page.goto( '/shop/' );
	await page.locator( '.site-header-cart > summary' ).click();
	const line = miniCart( page ).locator( '.mini_cart_item' );
	await expect( line.locator( 'dl.variation' ) ).toContainText( 'Color:' );
	await expect( line.locator( 'dl.variation' ) ).toContainText( 'Blue' );
	await expect( line.locator( 'dl.variation' ) ).toContainText( 'Size:' );
	await expect( line.locator( 'dl.variation' ) ).toContainText( 'M' );
} );
