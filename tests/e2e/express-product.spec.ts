/**
 * Wallet buttons on the product page: "Buy now" with one tap, the shopper's
 * own cart left as it was, add-ons and quantities reaching the sheet, the
 * sheet's shipping, declines, 3D Secure, a cancelled sheet, fast taps, and
 * a page served from a cache with another visitor's nonces.
 */
import {
	expect,
	fillCart,
	intents,
	orderReceived,
	orders,
	resetShop,
	test,
} from './fixtures';
import {
	CARDS,
	cartLines,
	chooseSheetAddress,
	chooseSheetCard,
	expressContainer,
	openSheet,
	payInSheet,
	paymentSheet,
	sheetTotal,
	walletButton,
} from './express-helpers';
import { expectAccessible } from './a11y';

// The product tabs belong to the storefront and are checked there.
const OUTSIDE_EXPRESS = { exclude: [ '.woocommerce-tabs' ] };

test( 'a simple product bought with Google Pay: one order, one charge, the cart left as the shopper had it', async ( {
	page,
	request,
} ) => {
	await resetShop( request );
	await fillCart( page, [ { slug: 'sticker', quantity: 3 } ] );
	await page.goto( '/product/beanie/' );
	await expect( expressContainer( page ) ).toBeVisible();
	await expectAccessible( page, OUTSIDE_EXPRESS );
	await openSheet( page );
	// 18.00 + 5.00 shipping + 10 % tax, as the cart charges it.
	await expect( sheetTotal( page ) ).toHaveText( 'Total: 25.30' );
	await expectAccessible( page, OUTSIDE_EXPRESS );
	await payInSheet( page );
	await orderReceived( page );
	const placed = await orders( request );
	expect( placed ).toHaveLength( 1 );
	expect( placed[ 0 ] ).toMatchObject( {
		status: 'processing',
		total: 2530,
		payment_method: 'stripe',
	} );
	const charged = ( await intents( request ) ).filter(
		( intent ) => intent.charge_count > 0
	);
	expect( charged ).toHaveLength( 1 );
	expect( charged[ 0 ].amount ).toBe( 2530 );
	expect( await cartLines( page ) ).toEqual( [ 'Sticker × 3' ] );
} );

test( "an add-on's price reaches the sheet", async ( { page, request } ) => {
	await resetShop( request );
	await page.goto( '/product/gift-mug/' );
	await page.getByLabel( 'Gift message (+2.00)' ).fill( 'Happy birthday' );
	await openSheet( page );
	// 12.00 + 2.00 add-on + 5.00 shipping + 10 % tax.
	await expect( sheetTotal( page ) ).toHaveText( 'Total: 20.90' );
	await payInSheet( page );
	await orderReceived( page );
	expect( ( await orders( request ) )[ 0 ].total ).toBe( 2090 );
} );

test( 'the sheet total follows a quantity change', async ( {
	page,
	request,
} ) => {
	await resetShop( request );
	await page.goto( '/product/beanie/' );
	await expect( expressContainer( page ) ).toBeVisible();
	// Listening before the change: the product's data is asked for 250 ms
	// after it, which a busy machine can take to answer the fill.
	const productData = page.waitForResponse( ( response ) =>
		response.url().includes( 'get_selected_product_data' )
	);
	await page.getByLabel( 'Beanie quantity' ).fill( '2' );
	await productData;
	await openSheet( page );
	// 2 × 18.00 + 5.00 shipping + 10 % tax.
	await expect( sheetTotal( page ) ).toHaveText( 'Total: 45.10' );
	await expect( paymentSheet( page ) ).toContainText( 'Beanie (× 2): 36.00' );
} );

test( 'shipping: an address without shipping is rejected; choosing the second of two rates changes the total', async ( {
	page,
	request,
} ) => {
	await resetShop( request );
	await page.goto( '/product/beanie/' );
	// Listening before the change: the product's data is asked for 250 ms
	// after it, which a busy machine can take to answer the fill.
	const productData = page.waitForResponse( ( response ) =>
		response.url().includes( 'get_selected_product_data' )
	);
	await page.getByLabel( 'Beanie quantity' ).fill( '3' );
	await productData;
	const sheet = await openSheet( page );
	// 54.00 + 5.00 flat rate + 10 % tax.
	await expect( sheetTotal( page ) ).toHaveText( 'Total: 64.90' );
	await chooseSheetAddress( page, 'McMurdo Station' );
	await expect( sheet.getByRole( 'alert' ) ).toHaveText(
		'Shipping address is invalid'
	);
	await expect( sheet.getByRole( 'button', { name: 'Pay' } ) ).toBeDisabled();
	await chooseSheetAddress( page, 'Alexanderplatz' );
	await expect( sheet.getByRole( 'button', { name: 'Pay' } ) ).toBeEnabled();
	await sheet.getByLabel( /Free shipping/ ).check();
	// Free shipping from 50.00: 54.00 + 10 % tax.
	await expect( sheetTotal( page ) ).toHaveText( 'Total: 59.40' );
	await payInSheet( page );
	await orderReceived( page );
	expect( ( await orders( request ) )[ 0 ].total ).toBe( 5940 );
} );

test( 'addresses the incumbent broke: a country without states and a postcode the wallet redacts', async ( {
	page,
	request,
} ) => {
	await resetShop( request );
	await page.goto( '/product/beanie/' );
	const sheet = await openSheet( page );
	await chooseSheetAddress( page, 'Marszałkowska' );
	await expect( sheet.getByLabel( /Flat rate/ ) ).toBeChecked();
	await chooseSheetAddress( page, 'Downing Street' );
	await expect( sheet.getByLabel( /Flat rate/ ) ).toBeChecked();
	await expect( sheet.getByRole( 'alert' ) ).toHaveText( '' );
	await payInSheet( page );
	await orderReceived( page );
	expect( ( await orders( request ) )[ 0 ].status ).toBe( 'processing' );
} );

test( 'a declined card through the sheet: the sheet and the page say so, nothing is charged; another card then pays', async ( {
	page,
	request,
} ) => {
	await resetShop( request );
	await fillCart( page, [ { slug: 'sticker' } ] );
	await page.goto( '/product/beanie/' );
	const sheet = await openSheet( page );
	await chooseSheetCard( page, CARDS.declined );
	await payInSheet( page );
	await expect( sheet.getByRole( 'alert' ) ).toHaveText(
		'The card was declined.'
	);
	await expect(
		page.locator( '.woocommerce-error' ).filter( {
			hasText: 'The card was declined.',
		} )
	).toBeVisible();
	await expectAccessible( page, OUTSIDE_EXPRESS );
	expect(
		( await intents( request ) ).filter(
			( intent ) => intent.charge_count > 0
		)
	).toHaveLength( 0 );
	await chooseSheetCard( page, CARDS.success );
	await payInSheet( page );
	await orderReceived( page );
	const placed = await orders( request );
	expect( placed ).toHaveLength( 1 );
	expect( placed[ 0 ].status ).toBe( 'processing' );
	expect( await cartLines( page ) ).toEqual( [ 'Sticker × 1' ] );
} );

test( 'a 3D Secure card through the sheet is confirmed, then the order is paid', async ( {
	page,
	request,
} ) => {
	await resetShop( request );
	await page.goto( '/product/beanie/' );
	await openSheet( page );
	await chooseSheetCard( page, CARDS.threeDSecure );
	await payInSheet( page );
	await page
		.getByRole( 'button', { name: 'Complete authentication' } )
		.click();
	await orderReceived( page );
	expect( ( await orders( request ) )[ 0 ].status ).toBe( 'processing' );
} );

test( 'cancelling the sheet gives the cart back and the shopper can pay again', async ( {
	page,
	request,
} ) => {
	await resetShop( request );
	await fillCart( page, [ { slug: 'sticker', quantity: 2 } ] );
	await page.goto( '/product/beanie/' );
	const sheet = await openSheet( page );
	await sheet.getByRole( 'button', { name: 'Cancel' } ).click();
	await expect( sheet ).toHaveCount( 0 );
	await expect.poll( () => cartLines( page ) ).toEqual( [ 'Sticker × 2' ] );
	expect( await orders( request ) ).toHaveLength( 0 );
	await expect( walletButton( page ) ).toBeVisible();
	await openSheet( page );
	await payInSheet( page );
	await orderReceived( page );
	expect( await orders( request ) ).toHaveLength( 1 );
	expect( await cartLines( page ) ).toEqual( [ 'Sticker × 2' ] );
} );

test( 'two fast taps on Pay give one order and one charge', async ( {
	page,
	request,
} ) => {
	await resetShop( request );
	await page.goto( '/product/beanie/' );
	const sheet = await openSheet( page );
	await sheet.getByRole( 'button', { name: 'Pay' } ).dblclick();
	await orderReceived( page );
	expect( await orders( request ) ).toHaveLength( 1 );
	expect(
		( await intents( request ) ).filter(
			( intent ) => intent.charge_count > 0
		)
	).toHaveLength( 1 );
} );

test( "a page served from a cache with another visitor's nonces still pays", async ( {
	page,
	request,
	browser,
} ) => {
	await resetShop( request );
	const other = await browser.newContext( {
		baseURL: test.info().project.use.baseURL,
	} );
	const cached = await (
		await other.request.get( '/product/beanie/' )
	).text();
	await other.close();
	await page.route( '**/product/beanie/', ( route ) =>
		route.fulfill( { body: cached, contentType: 'text/html' } )
	);
	await page.goto( '/product/beanie/' );
	await openSheet( page );
	await expect( sheetTotal( page ) ).toHaveText( 'Total: 25.30' );
	await payInSheet( page );
	await orderReceived( page );
	expect( await orders( request ) ).toHaveLength( 1 );
} );
