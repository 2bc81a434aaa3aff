/**
 * Paying with Stripe on the classic checkout: cards (declined then paid,
 * 3D Secure completed and failed), saved cards, a new card saved, redirect,
 * voucher, debit and BLIK methods, a free trial in setup mode, the element
 * kept (and what the shopper typed) across order review updates and a
 * submit the shop refuses, methods
 * by billing country, Stripe.js failing to load, and many clicks giving one
 * order and one charge.
 */
import type { Page } from '@playwright/test';
import { expectAccessible } from './a11y';
import {
	checkWhenFree,
	chooseMethod,
	expect,
	fillCard,
	fillCart,
	intents,
	orders,
	test,
} from './fixtures';
import {
	acceptTerms,
	checkoutNotices,
	expectOrderReceived,
	fillBilling,
	isUpdate,
	openClassicCheckout,
	placeOrderButton,
} from './classic-helpers';

async function readyWithCard( page: Page, number = '4242 4242 4242 4242' ) {
	await fillBilling( page );
	await acceptTerms( page );
	await fillCard( page, number );
}

const method = ( page: Page, title: string ) =>
	page.getByRole( 'radio', { name: title, exact: true } );

test( '4242 pays: order received, processing, charged once', async ( {
	page,
	request,
} ) => {
	await openClassicCheckout( page, request );
	await expect( page.getByLabel( 'Card number' ) ).toBeVisible();
	await expectAccessible( page );
	await readyWithCard( page );
	await placeOrderButton( page ).click();
	await expectOrderReceived( page );
	const [ order ] = await orders( request );
	expect( order ).toMatchObject( {
		status: 'processing',
		payment_method: 'stripe',
	} );
	const [ intent ] = await intents( request );
	expect( intent ).toMatchObject( { status: 'succeeded', charge_count: 1 } );
} );

test( '0002 is declined, then 4242 pays the same order', async ( {
	page,
	request,
} ) => {
	await openClassicCheckout( page, request );
	await readyWithCard( page, '4000 0000 0000 0002' );
	await placeOrderButton( page ).click();
	await expect( checkoutNotices( page ) ).toContainText(
		'The card was declined.'
	);
	await expect( page.locator( 'form.checkout' ) ).not.toHaveClass(
		/processing/
	);
	await expectAccessible( page );
	await fillCard( page, '4242 4242 4242 4242' );
	await placeOrderButton( page ).click();
	await expectOrderReceived( page );
	const all = await orders( request );
	expect( all ).toHaveLength( 1 );
	expect( all[ 0 ].status ).toBe( 'processing' );
} );

test( 'a declined order is not reused for a changed cart: the next checkout is an order of its own, and the declined one keeps its payment', async ( {
	page,
	request,
} ) => {
	await openClassicCheckout( page, request );
	await readyWithCard( page, '4000 0000 0000 0002' );
	await placeOrderButton( page ).click();
	await expect( checkoutNotices( page ) ).toContainText(
		'The card was declined.'
	);
	const [ declined ] = await orders( request );
	expect( declined.status ).toBe( 'failed' );
	await fillCart( page, [ { slug: 'beanie' }, { slug: 'sticker' } ] );
	await page.goto( '/classic-checkout/' );
	await readyWithCard( page );
	await placeOrderButton( page ).click();
	await expectOrderReceived( page );
	const all = await orders( request );
	expect( all ).toHaveLength( 2 );
	expect( all.find( ( order ) => order.id === declined.id ) ).toMatchObject( {
		status: 'failed',
		intent_ids: declined.intent_ids,
	} );
	expect( all.find( ( order ) => order.id !== declined.id )?.status ).toBe(
		'processing'
	);
} );

test.describe( '3D Secure (3184)', () => {
	test( 'completed: the order is paid', async ( { page, request } ) => {
		await openClassicCheckout( page, request );
		await readyWithCard( page, '4000 0027 6000 3184' );
		await placeOrderButton( page ).click();
		await page
			.getByRole( 'button', { name: 'Complete authentication' } )
			.click();
		await expectOrderReceived( page );
		expect( ( await orders( request ) )[ 0 ].status ).toBe( 'processing' );
		expect( page.url() ).not.toContain( '#' );
	} );

	test( 'failed: the order is failed (update_failed_order), the error shows, the form is usable', async ( {
		page,
		request,
	} ) => {
		await openClassicCheckout( page, request );
		await readyWithCard( page, '4000 0027 6000 3184' );
		const failed = page.waitForRequest( ( req ) =>
			req.url().includes( 'wc_stripe_update_failed_order' )
		);
		await placeOrderButton( page ).click();
		await page
			.getByRole( 'button', { name: 'Fail authentication' } )
			.click();
		await failed;
		await expect( checkoutNotices( page ) ).toBeVisible();
		await expect( page ).toHaveURL( /\/classic-checkout\/$/ );
		await expect
			.poll( async () => ( await orders( request ) )[ 0 ].status )
			.toBe( 'failed' );
		await expect( placeOrderButton( page ) ).toBeEnabled();
		await expect( page.locator( 'form.checkout' ) ).not.toHaveClass(
			/processing/
		);
		await fillCard( page, '4242 4242 4242 4242' );
		await placeOrderButton( page ).click();
		await expectOrderReceived( page );
	} );
} );

test.describe( 'a logged-in shopper', () => {
	test.beforeEach( async ( { page, request } ) => {
		await openClassicCheckout( page, request );
		await page.request.post( '/__dev/login' );
		const update = page.waitForResponse( ( res ) => isUpdate( res.url() ) );
		await page.reload();
		await update;
		await acceptTerms( page );
	} );

	test( 'pays with a saved card: no card form, no new method', async ( {
		page,
		request,
	} ) => {
		const saved = page.getByRole( 'radio', {
			name: 'Visa ending in 4242 (expires 12/30)',
		} );
		await expect( saved ).toBeChecked();
		await expect( page.getByLabel( 'Card number' ) ).toBeHidden();
		await expectAccessible( page );
		await placeOrderButton( page ).click();
		await expectOrderReceived( page );
		expect( ( await orders( request ) )[ 0 ].status ).toBe( 'processing' );
	} );

	test( 'a new card, saved to the account', async ( { page, request } ) => {
		await page
			.getByRole( 'radio', { name: 'Use a new payment method' } )
			.check();
		await fillCard( page, '4000 0000 0000 3220' );
		await page
			.getByRole( 'checkbox', {
				name: 'Save payment information to my account for future purchases.',
			} )
			.first()
			.check();
		await placeOrderButton( page ).click();
		const complete = page.getByRole( 'button', {
			name: 'Complete authentication',
		} );
		await complete.click();
		await expectOrderReceived( page );
		// My account → Payment methods lists it.
		await page.goto( '/my-account/payment-methods/' );
		await expect( page.getByText( 'Visa ending in 3220' ) ).toBeVisible();
		expect( ( await orders( request ) )[ 0 ].status ).toBe( 'processing' );
	} );

	test( 'a saved card that needs 3D Secure', async ( { page, request } ) => {
		await page
			.getByRole( 'radio', {
				name: 'Visa ending in 3184 (expires 12/30)',
			} )
			.check();
		await placeOrderButton( page ).click();
		await page
			.getByRole( 'button', { name: 'Complete authentication' } )
			.click();
		await expectOrderReceived( page );
		expect( ( await orders( request ) )[ 0 ].status ).toBe( 'processing' );
	} );
} );

test.describe( 'iDEAL (a redirect method)', () => {
	test.beforeEach( async ( { page, request } ) => {
		await openClassicCheckout( page, request );
		await fillBilling( page );
		await acceptTerms( page );
		await chooseMethod( page, 'iDEAL' );
		await placeOrderButton( page ).click();
		await expect(
			page.getByRole( 'heading', { name: 'Test payment page' } )
		).toBeVisible();
	} );

	test( 'authorised: order received, processing', async ( {
		page,
		request,
	} ) => {
		await page
			.getByRole( 'button', { name: 'Authorize test payment' } )
			.click();
		await expectOrderReceived( page );
		expect( ( await orders( request ) )[ 0 ].status ).toBe( 'processing' );
	} );

	test( 'failed: back to the classic checkout with the error, order failed', async ( {
		page,
		request,
	} ) => {
		await page.getByRole( 'button', { name: 'Fail test payment' } ).click();
		await expect( page ).toHaveURL( /\/classic-checkout\/$/ );
		await expect(
			page.getByText(
				'We were unable to process your order, please try again.'
			)
		).toBeVisible();
		expect( ( await orders( request ) )[ 0 ].status ).toBe( 'failed' );
	} );
} );

test( 'OXXO shows its voucher, then the order-received page', async ( {
	page,
	request,
} ) => {
	await openClassicCheckout( page, request, {
		settings: { currency: 'MXN', storeCountry: 'MX' },
	} );
	await fillBilling( page );
	await page.getByRole( 'combobox', { name: 'State' } ).selectOption( 'JAL' );
	await acceptTerms( page );
	await chooseMethod( page, 'OXXO' );
	await placeOrderButton( page ).click();
	await expect(
		page.getByRole( 'dialog', { name: 'Voucher' } )
	).toBeVisible();
	await page.getByRole( 'button', { name: 'Close' } ).click();
	await expectOrderReceived( page );
	expect( ( await orders( request ) )[ 0 ].status ).toBe( 'on-hold' );
} );

test( 'SEPA Direct Debit pays with an IBAN; the order waits for the debit', async ( {
	page,
	request,
} ) => {
	await openClassicCheckout( page, request );
	await fillBilling( page );
	await acceptTerms( page );
	await chooseMethod( page, 'SEPA Direct Debit' );
	await page
		.getByLabel( 'IBAN', { exact: true } )
		.fill( 'DE89 3704 0044 0532 0130 00' );
	await placeOrderButton( page ).click();
	await expectOrderReceived( page );
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
	await openClassicCheckout( page, request, {
		settings: { currency: 'PLN', storeCountry: 'PL' },
	} );
	await fillBilling( page, {
		billing_postcode: '00-001',
		billing_city: 'Warszawa',
	} );
	await acceptTerms( page );
	await chooseMethod( page, 'BLIK' );
	const code = page.getByLabel( 'BLIK Code' );
	await code.fill( '12345' );
	await expect(
		page.locator( '#wc-stripe-blik-code_description' )
	).toHaveText( 'BLIK Code is invalid' );
	await expect( code ).toHaveAttribute( 'aria-invalid', 'true' );
	await code.fill( '' );
	await expect(
		page.locator( '#wc-stripe-blik-code_description' )
	).toHaveCount( 0 );
	await expect( code ).toHaveAttribute( 'aria-invalid', 'false' );
	await code.fill( '12345' );
	await expectAccessible( page );
	await placeOrderButton( page ).click();
	await expect( checkoutNotices( page ) ).toHaveText(
		'BLIK Code is invalid'
	);
	expect( await orders( request ) ).toHaveLength( 0 );
	await code.fill( '123456' );
	await placeOrderButton( page ).click();
	await expect(
		page.getByRole( 'dialog', { name: 'BLIK authorisation' } )
	).toBeVisible();
	await page
		.getByRole( 'button', { name: 'Authorize test payment' } )
		.click();
	await expectOrderReceived( page );
	expect( ( await orders( request ) )[ 0 ].status ).toBe( 'processing' );
} );

test( 'a free-trial subscription is set up (setup mode): card saved, nothing charged', async ( {
	page,
	request,
} ) => {
	await openClassicCheckout( page, request, {
		items: [ { slug: 'coffee-club' } ],
	} );
	await readyWithCard( page );
	await page.getByLabel( 'Create an account?' ).check();
	await page
		.getByLabel( 'Create account password' )
		.fill( 'a strong secret' );
	await page.locator( '#billing_email' ).fill( 'trial@example.com' );
	await placeOrderButton( page ).click();
	await expectOrderReceived( page );
	expect( ( await orders( request ) )[ 0 ] ).toMatchObject( {
		status: 'processing',
		total: 0,
	} );
	expect( ( await intents( request ) )[ 0 ] ).toMatchObject( {
		object: 'setup_intent',
		status: 'succeeded',
		charge_count: 0,
	} );
} );

test( 'an order review update keeps the element and the half-typed card; the amount follows the cart', async ( {
	page,
	request,
} ) => {
	await openClassicCheckout( page, request, {
		items: [ { slug: 'beanie', quantity: 3 } ],
	} );
	await fillBilling( page );
	await acceptTerms( page );
	await page.getByLabel( 'Card number' ).fill( '4242 4242 4242 4242' );
	await page.getByLabel( 'Expiration date' ).fill( '12 / 34' );
	const element = await page
		.locator(
			'.wc-stripe-upe-element[data-payment-method-type="card"] > *'
		)
		.elementHandle();
	const updated = page.waitForResponse( ( res ) => isUpdate( res.url() ) );
	await checkWhenFree(
		page,
		page.getByRole( 'radio', { name: /Free shipping/ } )
	);
	await updated;
	await expect( page.locator( '.order-total' ) ).toContainText( '€59.40' );
	// The element follows the cart's new total (read from the Store API:
	// the gateway prints its cartTotal once, with the page).
	await expect(
		page.locator(
			'.wc-stripe-upe-element[data-payment-method-type="card"] [data-amount]'
		)
	).toHaveAttribute( 'data-amount', '5940' );
	await expect( page.getByLabel( 'Card number' ) ).toHaveValue(
		'4242 4242 4242 4242'
	);
	expect( await element!.evaluate( ( node ) => node.isConnected ) ).toBe(
		true
	);
	await page.getByLabel( 'Security code' ).fill( '123' );
	await placeOrderButton( page ).click();
	await expectOrderReceived( page );
	const [ intent ] = await intents( request );
	expect( intent.amount ).toBe( 5940 );
} );

test( 'the shop refuses the first submit (a postcode it cannot read): the typed card stays and pays on the next one, one order, one charge', async ( {
	page,
	request,
} ) => {
	await openClassicCheckout( page, request );
	await fillBilling( page, { billing_postcode: 'ABCDEFGHIJ' } );
	await acceptTerms( page );
	await fillCard( page, '4242 4242 4242 4242' );
	await placeOrderButton( page ).click();
	await expect( checkoutNotices( page ) ).toContainText(
		'is not a valid postcode / ZIP.'
	);
	await expect( page.getByLabel( 'Card number' ) ).toHaveValue(
		'4242 4242 4242 4242'
	);
	expect( await orders( request ) ).toHaveLength( 0 );
	await page.locator( '#billing_postcode' ).fill( '10117' );
	await placeOrderButton( page ).click();
	await expectOrderReceived( page );
	expect( await orders( request ) ).toHaveLength( 1 );
	const charged = ( await intents( request ) ).filter(
		( intent ) => intent.charge_count > 0
	);
	expect( charged ).toHaveLength( 1 );
	expect( charged[ 0 ].charge_count ).toBe( 1 );
} );

test( 'Place order while an order review update is in flight: the payment method is sent, one order', async ( {
	page,
	request,
} ) => {
	await openClassicCheckout( page, request );
	await readyWithCard( page );
	// Hold the next update's answer until the order is placed.
	let release: () => void = () => {};
	const held = new Promise< void >( ( resolve ) => ( release = resolve ) );
	await page.route( '**/?wc-ajax=update_order_review', async ( route ) => {
		await held;
		await route.continue();
	} );
	const sent = page.waitForRequest( ( req ) => isUpdate( req.url() ) );
	await page.locator( '#billing_country' ).selectOption( 'BE' );
	await sent;
	const checkout = page.waitForRequest( ( req ) =>
		req.url().includes( 'wc-ajax=checkout' )
	);
	// The update blocks the button; Enter in a field still places the order.
	await page.locator( '#billing_phone' ).press( 'Enter' );
	const posted = await checkout;
	expect( posted.postData() ).toMatch( /wc-stripe-payment-method=pm_/ );
	release();
	await expectOrderReceived( page );
	expect( await orders( request ) ).toHaveLength( 1 );
} );

test( 'a method appears and disappears with the billing country', async ( {
	page,
	request,
} ) => {
	await openClassicCheckout( page, request, {
		settings: { currency: 'PLN', storeCountry: 'DE' },
	} );
	const blik = method( page, 'BLIK' );
	await expect( method( page, 'Card' ) ).toBeVisible();
	await expect( blik ).toBeHidden();
	await page.locator( '#billing_country' ).selectOption( 'PL' );
	await expect( blik ).toBeVisible();
	await blik.check();
	await page.locator( '#billing_country' ).selectOption( 'DE' );
	await expect( blik ).toBeHidden();
	await expect(
		page.locator( '#payment_method_stripe_blik' )
	).not.toBeChecked();
	await expect( method( page, 'Card' ) ).toBeChecked();
} );

test( 'Stripe.js failing to load: each method says so, no order is placed, other methods work', async ( {
	page,
	request,
} ) => {
	await openClassicCheckout( page, request, {
		settings: { stripeFails: true },
	} );
	await expect(
		page.getByText(
			'Failed to load Card payment method. Please refresh the page and try again.'
		)
	).toBeVisible();
	await fillBilling( page );
	await acceptTerms( page );
	await placeOrderButton( page ).click();
	await expect( checkoutNotices( page ) ).toHaveText(
		'Invalid or missing payment details. Please ensure the provided payment method is correctly entered.'
	);
	expect( await orders( request ) ).toHaveLength( 0 );
	await expectAccessible( page );
	await chooseMethod( page, 'Check payments' );
	await placeOrderButton( page ).click();
	await expectOrderReceived( page );
} );

test( "one method's element failing to load leaves the others usable", async ( {
	page,
	request,
} ) => {
	await openClassicCheckout( page, request, {
		settings: { elementLoadFailures: [ 'sepa_debit' ] },
	} );
	await chooseMethod( page, 'SEPA Direct Debit' );
	await expect(
		page.getByText(
			'Failed to load SEPA Direct Debit payment method. Please refresh the page and try again.'
		)
	).toBeVisible();
	await chooseMethod( page, 'Card' );
	await readyWithCard( page );
	await placeOrderButton( page ).click();
	await expectOrderReceived( page );
} );

test( 'twenty fast clicks on Place order: one order, one charge', async ( {
	page,
	request,
} ) => {
	await openClassicCheckout( page, request );
	await readyWithCard( page );
	await placeOrderButton( page ).evaluate( ( button: HTMLButtonElement ) => {
		for ( let click = 0; click < 20; click++ ) {
			button.click();
		}
	} );
	await expectOrderReceived( page );
	expect( await orders( request ) ).toHaveLength( 1 );
	const all = await intents( request );
	expect( all ).toHaveLength( 1 );
	expect( all[ 0 ].charge_count ).toBe( 1 );
} );

test( 'WeChat Pay is confirmed through its QR code, then the order is received', async ( {
	page,
	request,
} ) => {
	await openClassicCheckout( page, request );
	await fillBilling( page );
	await acceptTerms( page );
	await chooseMethod( page, 'WeChat Pay' );
	await placeOrderButton( page ).click();
	await expect(
		page.getByRole( 'dialog', { name: 'Scan to pay' } )
	).toBeVisible();
	await page
		.getByRole( 'button', { name: 'Authorize test payment' } )
		.click();
	await expectOrderReceived( page );
	expect( ( await orders( request ) )[ 0 ].status ).toBe( 'processing' );
} );

test( 'the element’s look is saved once on the checkout, never on pay-for-order', async ( {
	page,
	request,
} ) => {
	let saves = 0;
	page.on( 'request', ( req ) => {
		if ( req.url().includes( 'wc_stripe_save_appearance' ) ) {
			saves++;
		}
	} );
	await openClassicCheckout( page, request );
	await page.waitForLoadState( 'networkidle' );
	const update = page.waitForResponse( ( res ) => isUpdate( res.url() ) );
	await page.locator( '#billing_country' ).selectOption( 'FR' );
	await update;
	// Saved once the shopper acted (the change), not with the page.
	await expect.poll( () => saves ).toBe( 1 );

	await page.request.post( '/__dev/cart', {
		data: { items: [ { slug: 'beanie' } ] },
	} );
	const order = await (
		await page.request.post( '/__dev/pending-order' )
	).json();
	await page.goto( order.pay_url );
	await expect( page.getByLabel( 'Card number' ) ).toBeVisible();
	// The shopper acts here too; a save would follow within moments.
	await page.mouse.move( 20, 20 );
	await page.keyboard.press( 'Shift' );
	await page.waitForLoadState( 'networkidle' );
	await page.waitForTimeout( 1000 );
	expect( saves ).toBe( 1 );
} );
