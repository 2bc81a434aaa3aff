/**
 * Saved methods in the block checkout: a new card saved for later and paid
 * with again, and a saved card that needs 3D Secure again.
 */
import {
	expect,
	fillBillingAddress,
	fillCard,
	fillCart,
	intents,
	methodRadio,
	orderReceived,
	orders,
	placeOrder,
	resetShop,
	test,
} from './fixtures';

test.beforeEach( async ( { page, request } ) => {
	await resetShop( request );
	expect( ( await page.request.post( '/__dev/login' ) ).ok() ).toBe( true );
} );

test( 'a new card saved for later is then paid with as a saved card', async ( {
	page,
	request,
} ) => {
	await fillCart( page, [ { slug: 'beanie' } ] );
	await page.goto( '/checkout/' );
	await fillBillingAddress( page, { 'Email address': 'test@example.com' } );
	await methodRadio( page, 'Card' ).check();
	await fillCard( page, '5555 5555 5555 4444' );
	await page
		.getByLabel(
			'Save payment information to my account for future purchases.'
		)
		.check();
	await placeOrder( page );
	await orderReceived( page );

	await fillCart( page, [ { slug: 'beanie' } ] );
	await page.goto( '/checkout/' );
	const saved = page.getByRole( 'radio', {
		name: /mastercard ending in 4444/i,
	} );
	await expect( saved ).toBeVisible();
	await saved.check();
	await placeOrder( page );
	await orderReceived( page );

	expect(
		( await orders( request ) ).map( ( order ) => order.status )
	).toEqual( [ 'processing', 'processing' ] );
	expect(
		( await intents( request ) ).map( ( intent ) => intent.charge_count )
	).toEqual( [ 1, 1 ] );
} );

test( 'a saved card that needs 3D Secure is authenticated again, then paid', async ( {
	page,
	request,
} ) => {
	await fillCart( page, [ { slug: 'beanie' } ] );
	await page.goto( '/checkout/' );
	await page.getByRole( 'radio', { name: /Visa ending in 3184/ } ).check();
	await placeOrder( page );
	await expect(
		page.getByRole( 'dialog', { name: '3D Secure authentication' } )
	).toBeVisible();
	await page
		.getByRole( 'button', { name: 'Complete authentication' } )
		.click();
	await orderReceived( page );
	const [ order ] = await orders( request );
	expect( order.status ).toBe( 'processing' );
	const [ intent ] = await intents( request );
	expect( intent.charge_count ).toBe( 1 );
} );
