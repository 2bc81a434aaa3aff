/**
 * The listing's sort and result count, the store notice, the coming-soon
 * banner, a dismissible notice, and the password fields' show/hide button.
 */
import { expect, resetShop, test } from './fixtures';
import { expectAccessible } from './a11y';

test.beforeEach( async ( { request } ) => resetShop( request ) );

test( 'sort: the dropdown submits its form when changed', async ( {
	page,
} ) => {
	await page.goto( '/shop/' );
	await page.getByLabel( 'Shop order' ).selectOption( 'price' );
	await expect( page ).toHaveURL( /\/shop\/\?orderby=price&paged=1$/ );
	const titles = page.locator( '.woocommerce-loop-product__title' );
	await expect( titles.first() ).toHaveText( 'Sticker' );
	await expect( titles.last() ).toHaveText( 'Hoodie' );
	await expect( page.getByLabel( 'Shop order' ) ).toHaveValue( 'price' );
} );

test( 'the result count is a live region, announced once the page settles', async ( {
	page,
} ) => {
	await page.goto( '/shop/?orderby=price' );
	const count = page.locator( '.woocommerce-result-count' );
	await expect( count ).toHaveAttribute( 'role', 'alert' );
	await expect( count ).toHaveAttribute( 'aria-hidden', 'true' );
	await expect( count ).toHaveAttribute( 'aria-hidden', 'false', {
		timeout: 4000,
	} );
	await expect( count ).toHaveText(
		'Showing all 6 resultsSort by price: low to high'
	);
	await expectAccessible( page );
} );

test( 'the coming-soon banner: Dismiss calls the REST API with the nonce header and hides it for good', async ( {
	page,
	request,
} ) => {
	await resetShop( request, { comingSoon: true } );
	await page.goto( '/shop/' );
	const banner = page.locator( '#coming-soon-footer-banner' );
	await expect( banner ).toBeVisible();
	await expectAccessible( page );
	const call = page.waitForRequest( '**/wp-json/wp/v2/users/me' );
	await banner.getByRole( 'link', { name: 'Dismiss' } ).click();
	const sent = await call;
	expect( sent.method() ).toBe( 'POST' );
	expect( sent.headers()[ 'x-wp-nonce' ] ).toMatch( /^[a-f0-9]{10}$/ );
	expect( sent.postData() ).toBe(
		'woocommerce_meta%5Bcoming_soon_banner_dismissed%5D=yes'
	);
	await expect( banner ).toBeHidden();
	await page.reload();
	await expect( page.locator( '#coming-soon-footer-banner' ) ).toHaveCount(
		0
	);
} );

test( 'the coming-soon banner hides even when the call fails', async ( {
	page,
	request,
} ) => {
	await resetShop( request, { comingSoon: true } );
	await page.goto( '/shop/' );
	await page.route( '**/wp-json/wp/v2/users/me', ( route ) =>
		route.fulfill( {
			status: 403,
			body: '{"code":"rest_cookie_invalid_nonce"}',
		} )
	);
	await page.getByRole( 'link', { name: 'Dismiss' } ).click();
	await expect( page.locator( '#coming-soon-footer-banner' ) ).toBeHidden();
} );

test( 'a notice dismissed stays dismissed (local storage), on reload and on later visits', async ( {
	page,
} ) => {
	await page.goto( '/shop/' );
	const notice = page.getByText( 'Free shipping on orders over €50.00.' );
	await expect( notice ).toBeVisible();
	await page.getByRole( 'button', { name: 'Dismiss this notice' } ).click();
	await expect( notice ).toBeHidden();
	await page.reload();
	await expect( page.getByText( 'Showing all 6 results' ) ).toBeVisible();
	await expect( notice ).toBeHidden();
	expect(
		await page.evaluate( () =>
			window.localStorage.getItem( 'wc_dismissed_notices' )
		)
	).toBe( '["free-shipping"]' );
} );

test( 'the store notice: dismissed by the link or the keyboard, hidden by its cookie', async ( {
	page,
	request,
} ) => {
	await resetShop( request, { storeNotice: 'Orders ship on Mondays.' } );
	await page.goto( '/shop/' );
	const notice = page.getByText( 'Orders ship on Mondays.' );
	await expect( notice ).toBeVisible();
	await page
		.getByRole( 'button', { name: 'Dismiss', exact: true } )
		.press( 'Space' );
	await expect( notice ).toBeHidden();
	await page.reload();
	await expect( page.getByText( 'Showing all 6 results' ) ).toBeVisible();
	await expect( notice ).toBeHidden();
} );

test( 'password fields toggle between hidden and shown with a labelled button', async ( {
	page,
} ) => {
	await page.goto( '/my-account/' );
	const password = page.locator( '#password' );
	const toggle = page.locator( '#password ~ .show-password-input' );
	await expect(
		page.getByRole( 'button', { name: 'Show password' } )
	).toHaveCount( 2 );
	await expect( password ).toHaveAttribute( 'type', 'password' );
	await password.fill( 'secret' );
	await toggle.click();
	await expect( password ).toHaveAttribute( 'type', 'text' );
	await expect( password ).toBeFocused();
	await expect( toggle ).toHaveAttribute( 'aria-label', 'Hide password' );
	await expect( toggle ).toHaveClass( /display-password/ );
	await expectAccessible( page );
	await toggle.click();
	await expect( password ).toHaveAttribute( 'type', 'password' );
	await expect( toggle ).toHaveAttribute( 'aria-label', 'Show password' );

	// The login still works with the field as it is.
	await page
		.getByLabel( /^Username or email address/ )
		.fill( 'test@example.com' );
	await password.fill( 'password' );
	await page.getByRole( 'button', { name: 'Log in' } ).click();
	await expect(
		page.getByText( 'Hello Tess Tester (not Tess Tester? Log out)' )
	).toBeVisible();
} );

test( 'a product page landed on with a notice loads no action code until the shopper presses a key or moves the pointer: the notice taking the focus is not the shopper acting', async ( {
	page,
} ) => {
	const chunks: string[] = [];
	page.on( 'request', ( request ) => {
		const { pathname } = new URL( request.url() );
		// A script's later code is `build/chunks/NAME.CHUNK.js`.
		if ( pathname.startsWith( '/build/chunks/' ) ) {
			chunks.push( pathname );
		}
	} );
	// What the page loads by itself, with no notice (the wallet buttons).
	await page.goto( '/product/beanie/' );
	await page.waitForLoadState( 'networkidle' );
	const withThePage = [ ...chunks ].sort();
	expect( withThePage ).not.toContain( '/build/chunks/product.later.js' );

	// WooCommerce's Add to cart link adds the product and comes back with
	// its notice, which takes the focus half a second later.
	chunks.length = 0;
	await page.goto( '/product/beanie/?add-to-cart=11' );
	const notice = page.locator( '.woocommerce-message[role="alert"]' );
	await expect( notice ).toContainText( 'has been added to your cart' );
	await expect( notice ).toBeFocused();
	await page.waitForLoadState( 'networkidle' );
	expect( [ ...chunks ].sort() ).toEqual( withThePage );

	await page.keyboard.press( 'Shift' );
	await expect
		.poll( () => chunks )
		.toContain( '/build/chunks/product.later.js' );
} );
