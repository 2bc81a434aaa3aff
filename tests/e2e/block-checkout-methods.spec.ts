/**
 * Every family of method in the block checkout: redirect, voucher, wallet,
 * debit, BLIK, and a free-trial subscription in setup mode.
 */
import {
	billingCountry,
	chooseMethod,
	expect,
	fillBillingAddress,
	fillCard,
	fillCart,
	intents,
	orderReceived,
	orders,
	placeOrder,
	resetShop,
	test,
} from './fixtures';
import { expectAccessible } from './a11y';

async function checkout(
	page: import( '@playwright/test' ).Page,
	slug = 'beanie'
) {
	await fillCart( page, [ { slug } ] );
	await page.goto( '/checkout/' );
	await fillBillingAddress( page );
}

test.describe( 'a redirect method (iDEAL)', () => {
	test.beforeEach( async ( { page, request } ) => {
		await resetShop( request );
		await checkout( page );
		await chooseMethod( page, 'iDEAL' );
		await placeOrder( page );
		await expect(
			page.getByRole( 'heading', { name: 'Test payment page' } )
		).toBeVisible();
	} );

	test( 'authorised: back to order-received, order processing', async ( {
		page,
		request,
	} ) => {
		// The bank's page has its landmark and passes axe too.
		await expect( page.getByRole( 'main' ) ).toBeVisible();
		await expectAccessible( page );
		await page
			.getByRole( 'button', { name: 'Authorize test payment' } )
			.click();
		await orderReceived( page );
		await expect(
			page.getByText( 'Thank you. Your order has been received.' )
		).toBeVisible();
		expect( ( await orders( request ) )[ 0 ].status ).toBe( 'processing' );
	} );

	test( 'failed: back to checkout with an error, order failed', async ( {
		page,
		request,
	} ) => {
		await page.getByRole( 'button', { name: 'Fail test payment' } ).click();
		await expect( page ).toHaveURL( /\/checkout\/$/ );
		await expect(
			page.getByRole( 'alert' ).filter( {
				hasText:
					'We were unable to process your order, please try again.',
			} )
		).toBeVisible();
		expect( ( await orders( request ) )[ 0 ].status ).toBe( 'failed' );
	} );
} );

test( 'a voucher method (OXXO) shows its voucher, then the order-received page', async ( {
	page,
	request,
} ) => {
	await resetShop( request, { currency: 'MXN', storeCountry: 'MX' } );
	await checkout( page );
	await billingCountry( page, 'MX' );
	// Mexico's addresses have a state, which WooCommerce requires.
	await page.getByLabel( 'State/County' ).first().selectOption( 'JAL' );
	await chooseMethod( page, 'OXXO' );
	await placeOrder( page );
	await expect(
		page.getByRole( 'dialog', { name: 'Voucher' } )
	).toBeVisible();
	await page.getByRole( 'button', { name: 'Close' } ).click();
	await orderReceived( page );
	expect( ( await orders( request ) )[ 0 ].status ).toBe( 'on-hold' );
} );

test( 'a wallet method (WeChat Pay) is confirmed through its QR code', async ( {
	page,
	request,
} ) => {
	await resetShop( request );
	await checkout( page );
	await chooseMethod( page, 'WeChat Pay' );
	await placeOrder( page );
	await expect(
		page.getByRole( 'dialog', { name: 'Scan to pay' } )
	).toBeVisible();
	await page
		.getByRole( 'button', { name: 'Authorize test payment' } )
		.click();
	await orderReceived( page );
	expect( ( await orders( request ) )[ 0 ].status ).toBe( 'processing' );
	expect( ( await intents( request ) )[ 0 ].charge_count ).toBe( 1 );
} );

test( 'SEPA Direct Debit pays with an IBAN; the order waits for the debit', async ( {
	page,
	request,
} ) => {
	await resetShop( request );
	await checkout( page );
	await chooseMethod( page, 'SEPA Direct Debit' );
	await page
		.getByLabel( 'IBAN', { exact: true } )
		.fill( 'DE89 3704 0044 0532 0130 00' );
	await placeOrder( page );
	await orderReceived( page );
	expect( ( await orders( request ) )[ 0 ].status ).toBe( 'on-hold' );
	expect( ( await intents( request ) )[ 0 ] ).toMatchObject( {
		status: 'processing',
		charge_count: 1,
	} );
} );

test( "BLIK: a bad code says 'BLIK Code is invalid'; a good one pays", async ( {
	page,
	request,
} ) => {
	await resetShop( request, { currency: 'PLN', storeCountry: 'PL' } );
	await checkout( page );
	await billingCountry( page, 'PL' );
	await chooseMethod( page, 'BLIK' );
	const code = page.getByLabel( 'BLIK Code' );
	await code.fill( '12345' );
	await expect(
		page
			.getByRole( 'alert' )
			.filter( { hasText: 'BLIK Code is invalid' } )
			.first()
	).toBeVisible();
	await placeOrder( page );
	// The refusal is said beside the method's fields and takes the focus.
	await expect(
		page
			.locator( '.wc-stripe-method-message' )
			.filter( { hasText: 'BLIK Code is invalid' } )
	).toBeFocused();
	expect( await orders( request ) ).toHaveLength( 0 );
	await code.fill( '' );
	await expect( code ).toHaveAttribute( 'aria-invalid', 'false' );
	await code.fill( '123456' );
	await placeOrder( page );
	await expect(
		page.getByRole( 'dialog', { name: 'BLIK authorisation' } )
	).toBeVisible();
	await page
		.getByRole( 'button', { name: 'Authorize test payment' } )
		.click();
	await orderReceived( page );
	expect( ( await orders( request ) )[ 0 ].status ).toBe( 'processing' );
} );

test( 'a free-trial subscription is set up (setup mode): card saved, nothing charged', async ( {
	page,
	request,
} ) => {
	await resetShop( request );
	await checkout( page, 'coffee-club' );
	await fillCard( page, '4242 4242 4242 4242' );
	await placeOrder( page );
	await orderReceived( page );
	expect( ( await orders( request ) )[ 0 ] ).toMatchObject( {
		status: 'processing',
		total: 0,
	} );
	const [ intent ] = await intents( request );
	expect( intent ).toMatchObject( {
		object: 'setup_intent',
		status: 'succeeded',
		charge_count: 0,
	} );
} );

test( 'the Cash App Pay notice shows above the threshold and goes when another method is chosen', async ( {
	page,
	request,
} ) => {
	await resetShop( request, { currency: 'USD', storeCountry: 'US' } );
	await fillCart( page, [ { slug: 'beanie', quantity: 120 } ] );
	await page.goto( '/checkout/' );
	await billingCountry( page, 'US' );
	await chooseMethod( page, 'Cash App Pay' );
	const notice = page.getByText(
		'Please note that, depending on your account and transaction history, Cash App Pay may reject your transaction due to its amount.'
	);
	await expect( notice ).toBeVisible();
	await chooseMethod( page, 'Card' );
	await expect( notice ).toHaveCount( 0 );
} );
