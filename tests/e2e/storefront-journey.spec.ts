/**
 * A shopper's whole way through the shop with no test control: the shop,
 * a product page's Add to cart, the mini cart, the cart page, the block
 * checkout paid by card, the order-received page. With
 * UPDATE_DOCS_SCREENSHOT=1 it also refreshes the README's pictures of the
 * shop, the product page, the cart and both checkouts.
 */
import type { Page } from '@playwright/test';
import {
	expect,
	fillBillingAddress,
	fillCard,
	openPayForOrder,
	orders,
	placeOrder,
	resetShop,
	test,
} from './fixtures';

const UPDATE_DOCS = !! process.env.UPDATE_DOCS_SCREENSHOT;

async function picture(
	page: Page,
	name: string,
	fullPage = false
): Promise< void > {
	if ( UPDATE_DOCS ) {
		await page.evaluate( () => window.scrollTo( 0, 0 ) );
		await page.screenshot( { path: `docs/${ name }.png`, fullPage } );
	}
}

test.use( { viewport: { width: 1200, height: 860 } } );

test.beforeEach( async ( { request } ) => resetShop( request ) );

test( 'from /shop/ to the order-received page through the product page, the mini cart and the cart page', async ( {
	page,
	request,
} ) => {
	await page.goto( '/shop/' );
	await expect( page.getByText( 'Showing all 6 results' ) ).toBeVisible();
	await picture( page, 'shop' );

	await page.getByRole( 'link', { name: 'Beanie €18.00' } ).click();
	await expect(
		page.getByRole( 'heading', { name: 'Beanie', level: 1 } )
	).toBeVisible();
	await page.getByLabel( 'Beanie quantity' ).fill( '2' );
	await page.getByRole( 'button', { name: 'Add to cart' } ).click();

	// WooCommerce's notice after the product form's post.
	await expect(
		page.getByText( '2 × “Beanie” have been added to your cart.' )
	).toBeVisible();
	await picture( page, 'product' );

	// The mini cart in the header lists the line; View cart opens the cart.
	const miniCart = page.locator( '.site-header-cart' );
	await miniCart.locator( 'summary' ).click();
	await expect(
		miniCart.locator( '.woocommerce-mini-cart-item' )
	).toContainText( '2 × €18.00' );
	await miniCart.getByRole( 'link', { name: 'View cart' } ).click();

	await expect( page ).toHaveURL( /\/cart\/$/ );
	await page.getByLabel( 'Beanie quantity' ).fill( '3' );
	await page.getByRole( 'button', { name: 'Update cart' } ).click();
	await expect( page.getByText( 'Cart updated.' ) ).toBeVisible();
	await expect( page.locator( '.order-total' ) ).toContainText( '€64.90' );
	// The notice takes the focus half a second later, as the page scrolls
	// to it: the shopper goes on once the page is still.
	await expect( page.locator( '.woocommerce-message' ) ).toBeFocused();
	await picture( page, 'cart' );

	await page.getByRole( 'link', { name: 'Proceed to checkout' } ).click();
	await expect( page ).toHaveURL( /\/checkout\/$/ );
	await fillBillingAddress( page );
	await fillCard( page, '4242 4242 4242 4242' );
	await picture( page, 'checkout', true );
	await placeOrder( page );

	await expect( page ).toHaveURL( /\/checkout\/order-received\/\d+\// );
	const [ order ] = await orders( request );
	expect( order.status ).toBe( 'processing' );
	expect( Number( order.total ) ).toBe( 6490 );
} );

test( 'the classic checkout as a shopper finds it (README picture)', async ( {
	page,
} ) => {
	test.skip( ! UPDATE_DOCS, 'only refreshes the README picture' );
	await page.goto( '/product/beanie/' );
	await page.getByRole( 'button', { name: 'Add to cart' } ).click();
	await page.goto( '/classic-checkout/' );
	await page.waitForLoadState( 'networkidle' );
	await picture( page, 'classic-checkout', true );
} );

test( 'pay for order and My account → Orders as a customer finds them (README pictures)', async ( {
	page,
} ) => {
	test.skip( ! UPDATE_DOCS, 'only refreshes the README pictures' );
	await page.request.post( '/__dev/login' );
	await openPayForOrder( page );
	await page.waitForLoadState( 'networkidle' );
	await picture( page, 'pay-for-order', true );
	await page.goto( '/my-account/orders/' );
	await page.waitForLoadState( 'networkidle' );
	await picture( page, 'my-account-orders' );
} );
