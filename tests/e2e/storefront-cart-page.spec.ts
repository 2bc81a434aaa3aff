/**
 * The cart page as WooCommerce's cart.js runs it: quantities (and their
 * minimum on the product page), Update cart, remove, coupons and the
 * shipping choice, each without a reload.
 */
import { expect, fillCart, resetShop, test } from './fixtures';
import { expectAccessible } from './a11y';

test.beforeEach( async ( { page, request } ) => {
	await resetShop( request );
	await fillCart( page, [
		{ slug: 'beanie' },
		{ slug: 'sticker', quantity: 2 },
	] );
	await page.goto( '/cart/' );
} );

test( 'Update cart is enabled by a quantity change and updates the cart in place', async ( {
	page,
} ) => {
	const update = page.getByRole( 'button', { name: 'Update cart' } );
	await expect( update ).toBeDisabled();
	await page.getByLabel( 'Beanie quantity' ).fill( '2' );
	await expect( update ).toBeEnabled();
	let reloaded = false;
	page.on( 'framenavigated', () => ( reloaded = true ) );
	await update.click();
	await expect( page.getByText( 'Cart updated.' ) ).toBeVisible();
	await expect( page.locator( '.cart-subtotal td' ) ).toHaveText( '€37.00' );
	await expect( update ).toBeDisabled();
	// The mini cart follows.
	await expect( page.locator( '.cart-contents-count' ) ).toHaveText(
		'Cart: 4 items · €37.00'
	);
	expect( reloaded ).toBe( false );
} );

test( 'a quantity of 0 removes the line; the last line leaves the empty cart', async ( {
	page,
} ) => {
	await page.getByLabel( 'Sticker quantity' ).fill( '0' );
	await page.getByLabel( 'Sticker quantity' ).press( 'Enter' );
	await expect( page.getByLabel( 'Sticker quantity' ) ).toHaveCount( 0 );
	await page
		.getByRole( 'link', { name: 'Remove Beanie from cart' } )
		.first()
		.click();
	await expect(
		page.getByText( 'Your cart is currently empty.' )
	).toBeVisible();
	await expectAccessible( page );
} );

test( 'remove link: the line goes, with the shop’s notice', async ( {
	page,
} ) => {
	await page
		.locator( '.woocommerce-cart-form' )
		.getByRole( 'link', { name: 'Remove Beanie from cart' } )
		.click();
	await expect( page.getByText( '“Beanie” removed.' ) ).toBeVisible();
	await expect( page.getByLabel( 'Beanie quantity' ) ).toHaveCount( 0 );
	await expect( page.getByLabel( 'Sticker quantity' ) ).toHaveValue( '2' );
} );

test( '“Undo?” after removing a line brings it back as it was, without a reload', async ( {
	page,
} ) => {
	await page
		.locator( '.woocommerce-cart-form' )
		.getByRole( 'link', { name: 'Remove Beanie from cart' } )
		.click();
	await expect( page.getByText( '“Beanie” removed.' ) ).toBeVisible();
	const loads: string[] = [];
	page.on( 'framenavigated', ( frame ) => loads.push( frame.url() ) );
	await page.getByRole( 'link', { name: 'Undo?' } ).click();
	await expect( page.getByLabel( 'Beanie quantity' ) ).toHaveValue( '1' );
	await expect( page.getByLabel( 'Sticker quantity' ) ).toHaveValue( '2' );
	expect( loads ).toEqual( [] );
} );

test( '“Undo?” after removing the last line brings the cart back from the empty cart', async ( {
	page,
} ) => {
	for ( const name of [ 'Beanie', 'Sticker' ] ) {
		await page
			.locator( '.woocommerce-cart-form' )
			.getByRole( 'link', { name: `Remove ${ name } from cart` } )
			.click();
		await expect( page.getByText( `“${ name }” removed.` ) ).toBeVisible();
	}
	await expect(
		page.getByText( 'Your cart is currently empty.' )
	).toBeVisible();
	await page.getByRole( 'link', { name: 'Undo?' } ).click();
	await expect( page.getByLabel( 'Sticker quantity' ) ).toHaveValue( '2' );
} );

test( 'coupon: a bad code shows its error beside the field; save10 applies and can be removed', async ( {
	page,
} ) => {
	const code = page.getByPlaceholder( 'Coupon code' );
	await code.fill( 'nope' );
	await page.getByRole( 'button', { name: 'Apply coupon' } ).click();
	const error = page.locator( '#coupon-error-message' );
	await expect( error ).toHaveText( 'Coupon "nope" does not exist!' );
	await expect( error ).toHaveAttribute( 'role', 'alert' );
	await expect( code ).toHaveAttribute( 'aria-invalid', 'true' );
	await expect( code ).toHaveAttribute(
		'aria-describedby',
		'coupon-error-message'
	);
	await expectAccessible( page );
	await code.fill( 'save10' );
	await expect( error ).toHaveCount( 0 );

	await code.press( 'Enter' );
	await expect(
		page.getByText( 'Coupon code applied successfully.' )
	).toBeVisible();
	await expect( page.locator( '.cart-discount' ) ).toContainText( '-€1.90' );
	await expect( code ).toHaveValue( '' );

	await page.getByRole( 'link', { name: '[Remove]' } ).click();
	await expect( page.getByText( 'Coupon has been removed.' ) ).toBeVisible();
	await expect( page.locator( '.cart-discount' ) ).toHaveCount( 0 );
} );

test( 'choosing a shipping method updates the totals', async ( { page } ) => {
	await page.getByLabel( 'Beanie quantity' ).fill( '3' );
	await page.getByRole( 'button', { name: 'Update cart' } ).click();
	await expect( page.getByText( 'Cart updated.' ) ).toBeVisible();
	await expect( page.locator( '.order-total td' ) ).toHaveText( '€66.00' );
	await page.getByLabel( 'Free shipping' ).check();
	await expect( page.locator( '.order-total td' ) ).toHaveText( '€60.50' );
	await page.reload();
	await expect( page.getByLabel( 'Free shipping' ) ).toBeChecked();
} );

test( 'the express buttons’ place stays before Proceed to checkout', async ( {
	page,
} ) => {
	await expect(
		page.locator(
			'.wc-proceed-to-checkout #wc-stripe-express-checkout-element'
		)
	).toHaveCount( 1 );
	await page.getByLabel( 'Beanie quantity' ).fill( '2' );
	const before = await page
		.locator( '#wc-stripe-express-checkout-element' )
		.evaluate( ( element ) => {
			( element as HTMLElement & { mark?: boolean } ).mark = true;
			return true;
		} );
	expect( before ).toBe( true );
	await page.getByRole( 'button', { name: 'Update cart' } ).click();
	await expect( page.getByText( 'Cart updated.' ) ).toBeVisible();
	// The same element (with what a wallet mounted in it), not a new one.
	expect(
		await page
			.locator( '#wc-stripe-express-checkout-element' )
			.evaluate(
				( element ) =>
					!! ( element as HTMLElement & { mark?: boolean } ).mark
			)
	).toBe( true );
} );

test( 'a quantity below the minimum is raised to the minimum on the product page', async ( {
	page,
} ) => {
	await page.goto( '/product/beanie/' );
	const quantity = page.getByLabel( 'Beanie quantity' );
	await quantity.fill( '0' );
	await quantity.blur();
	await expect( quantity ).toHaveValue( '1' );
	await quantity.fill( '-3' );
	await quantity.press( 'Tab' );
	await expect( quantity ).toHaveValue( '1' );
} );

test( 'Update cart that cannot reach the shop says so and keeps the typed quantity; trying again updates', async ( {
	page,
} ) => {
	// Chrome sends a request again on a dropped connection: keep dropping
	// them until the test clears the fault.
	await page.request.post( '/__dev/faults', {
		data: { target: 'page:/cart/', mode: 'abort', count: 50 },
	} );
	const quantity = page.getByLabel( 'Beanie quantity' );
	await quantity.fill( '3' );
	const update = page.getByRole( 'button', { name: 'Update cart' } );
	await update.click();
	await expect(
		page.getByRole( 'alert' ).filter( {
			hasText: 'An error occurred while connecting to the server.',
		} )
	).toBeVisible();
	await expect( page ).toHaveURL( /\/cart\/$/ );
	await expect( quantity ).toHaveValue( '3' );
	await page.request.post( '/__dev/faults', {
		data: { target: 'page:/cart/', clear: true },
	} );
	await update.click();
	await expect( page.getByText( 'Cart updated.' ) ).toBeVisible();
	await expect( page.locator( '.cart-contents-count' ) ).toHaveText(
		'Cart: 5 items · €55.00'
	);
} );
