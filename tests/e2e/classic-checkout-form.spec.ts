/**
 * The classic checkout form as a shopper uses it: placing an order with an
 * offline method, order review updates (one per typing burst, at once for a
 * select), inline validation, the country and state fields, the coupon,
 * shipping elsewhere, creating an account, the login form and the shop's
 * field errors. Every main state is checked with axe-core.
 */
import { expectAccessible } from './a11y';
import { expect, orders, test } from './fixtures';
import {
	acceptTerms,
	checkoutNotices,
	countUpdates,
	expectOrderReceived,
	fillBilling,
	isUpdate,
	openClassicCheckout,
	placeOrderButton,
	readyForCheque,
} from './classic-helpers';

test( 'a guest fills the form and pays by cheque: order received, one order on hold', async ( {
	page,
	request,
} ) => {
	await openClassicCheckout( page, request );
	await expectAccessible( page );
	await fillBilling( page );
	await page.getByRole( 'radio', { name: 'Check payments' } ).check();
	await expect(
		page.getByText( 'Please send a check to Dev Shop' )
	).toBeVisible();
	await acceptTerms( page );
	await placeOrderButton( page ).click();
	await expectOrderReceived( page );
	const all = await orders( request );
	expect( all ).toHaveLength( 1 );
	expect( all[ 0 ] ).toMatchObject( {
		status: 'on-hold',
		payment_method: 'cheque',
		billing_email: 'erika@example.com',
	} );
} );

test( 'typing in the postcode sends one update per typing burst; a select change sends one at once', async ( {
	page,
	request,
} ) => {
	await page.clock.install();
	await openClassicCheckout( page, request );
	await fillBilling( page, { billing_postcode: '' } );
	await page.waitForLoadState( 'networkidle' );
	// From here the page's time moves only when the test says so.
	await page.clock.pauseAt( Date.now() + 2000 );
	await page.waitForLoadState( 'networkidle' );
	const updates = countUpdates( page );

	await page.locator( '#billing_postcode' ).pressSequentially( '10117' );
	await page.clock.runFor( 999 );
	await page.waitForTimeout( 300 );
	expect( updates.count() ).toBe( 0 );
	await page.clock.runFor( 10 );
	await expect.poll( updates.count ).toBe( 1 );
	await page.clock.runFor( 5000 );
	await page.waitForTimeout( 300 );
	expect( updates.count() ).toBe( 1 );

	// A second burst: one more.
	await page.locator( '#billing_postcode' ).pressSequentially( '99' );
	await page.clock.runFor( 1010 );
	await expect.poll( updates.count ).toBe( 2 );

	// A select: at once (5 ms), no typing delay.
	await page.locator( '#billing_country' ).selectOption( 'FR' );
	await page.clock.runFor( 10 );
	await expect.poll( updates.count ).toBe( 3 );
	await page.clock.runFor( 5000 );
	await page.waitForTimeout( 300 );
	expect( updates.count() ).toBe( 3 );
} );

test( 'no update after typing while a required address field is empty', async ( {
	page,
	request,
} ) => {
	await openClassicCheckout( page, request );
	const updates = countUpdates( page );
	await page.locator( '#billing_postcode' ).pressSequentially( '10117' );
	await page.waitForTimeout( 1500 );
	expect( updates.count() ).toBe( 0 );
} );

test( 'required, email and phone errors are shown and cleared', async ( {
	page,
	request,
} ) => {
	await openClassicCheckout( page, request );
	const firstName = page.locator( '#billing_first_name' );
	const firstRow = page.locator( '#billing_first_name_field' );
	// The shopper's click is their first input: the form's behaviours
	// load, and the field they leave at once is checked when they arrive.
	await firstName.click();
	await firstName.blur();
	await expect( firstRow ).toHaveClass(
		/woocommerce-invalid-required-field/
	);
	await expect( firstName ).toHaveAttribute( 'aria-invalid', 'true' );
	await firstName.pressSequentially( 'E' );
	await expect( firstRow ).not.toHaveClass( /woocommerce-invalid/ );
	await firstName.blur();
	await expect( firstRow ).toHaveClass( /woocommerce-validated/ );

	const email = page.locator( '#billing_email' );
	await email.fill( 'erika@' );
	await email.blur();
	await expect( page.locator( '#billing_email_field' ) ).toHaveClass(
		/woocommerce-invalid-email/
	);
	await email.fill( 'erika@example.com' );
	await email.blur();
	await expect( page.locator( '#billing_email_field' ) ).toHaveClass(
		/woocommerce-validated/
	);

	const phone = page.locator( '#billing_phone' );
	await phone.fill( '030 CALL ME' );
	await phone.blur();
	await expect( page.locator( '#billing_phone_field' ) ).toHaveClass(
		/woocommerce-invalid-phone/
	);
	await expect( phone ).toHaveAttribute( 'aria-invalid', 'true' );
	await expectAccessible( page );
	await phone.fill( '+49 (30) 123-45.67' );
	await phone.blur();
	await expect( page.locator( '#billing_phone_field' ) ).not.toHaveClass(
		/woocommerce-invalid/
	);
	await expect( phone ).not.toHaveAttribute( 'aria-invalid' );
} );

test( 'the state field follows the country: a list, hidden, a text field; labels and order follow the locale', async ( {
	page,
	request,
} ) => {
	await openClassicCheckout( page, request );
	const stateRow = page.locator( '#billing_state_field' );
	await expect( stateRow ).toBeHidden();

	await page.locator( '#billing_country' ).selectOption( 'US' );
	const state = page.getByRole( 'combobox', { name: 'State' } );
	await expect( state ).toBeVisible();
	await expect( state.locator( 'option' ) ).toHaveText( [
		'Select an option…',
		'California',
		'New York',
		'Texas',
	] );
	await expect( page.getByLabel( 'ZIP Code' ) ).toBeVisible();
	await expect( stateRow ).toHaveClass( /validate-required/ );
	await state.selectOption( 'NY' );
	await expectAccessible( page );

	await page.locator( '#billing_country' ).selectOption( 'DE' );
	await expect( stateRow ).toBeHidden();
	await expect( page.locator( '#billing_state' ) ).toHaveAttribute(
		'type',
		'hidden'
	);
	// Germany puts the postcode before the town.
	const ids = await page
		.locator( '.woocommerce-billing-fields__field-wrapper > .form-row' )
		.evaluateAll( ( rows ) => rows.map( ( row ) => row.id ) );
	expect( ids.indexOf( 'billing_postcode_field' ) ).toBeLessThan(
		ids.indexOf( 'billing_city_field' )
	);

	await page.locator( '#billing_country' ).selectOption( 'GB' );
	const county = page.getByRole( 'textbox', { name: 'County (optional)' } );
	await expect( county ).toBeVisible();
	await expect( stateRow ).not.toHaveClass( /validate-required/ );
	await county.fill( 'Kent' );
	await expectAccessible( page );
} );

test( 'a coupon applied, a bad coupon’s inline error, the coupon removed', async ( {
	page,
	request,
} ) => {
	await openClassicCheckout( page, request );
	const link = page.getByRole( 'button', {
		name: 'Click here to enter your code',
	} );
	await link.click();
	await expect( link ).toHaveAttribute( 'aria-expanded', 'true' );
	const code = page.getByPlaceholder( 'Coupon code' );
	await expect( code ).toBeFocused();
	await code.fill( 'bogus' );
	await page.getByRole( 'button', { name: 'Apply coupon' } ).click();
	const error = page.locator( '#coupon-error-notice' );
	await expect( error ).toHaveText( 'Coupon "bogus" does not exist!' );
	await expect( error ).toHaveAttribute( 'role', 'alert' );
	await expect( code ).toHaveAttribute( 'aria-invalid', 'true' );
	await expectAccessible( page );

	await code.fill( 'save10' );
	await expect( error ).toHaveCount( 0 );
	const updated = page.waitForResponse( ( res ) => isUpdate( res.url() ) );
	await page.getByRole( 'button', { name: 'Apply coupon' } ).click();
	await expect(
		page.getByText( 'Coupon code applied successfully.' )
	).toBeVisible();
	await updated;
	await expect( page.locator( '.order-total' ) ).toContainText( '€23.32' );
	await expect( page.locator( 'form.checkout_coupon' ) ).toBeHidden();

	const removed = page.waitForResponse( ( res ) => isUpdate( res.url() ) );
	await page.getByRole( 'link', { name: '[Remove]' } ).click();
	await expect( page.getByText( 'Coupon has been removed.' ) ).toBeVisible();
	await removed;
	await expect( page.locator( '.order-total' ) ).toContainText( '€25.30' );
	await expect( page.locator( '.cart-discount' ) ).toHaveCount( 0 );
} );

test( 'ship to a different address: the shipping fields show, are required and set the shipping country', async ( {
	page,
	request,
} ) => {
	await openClassicCheckout( page, request );
	const shipping = page.locator( '.shipping_address' );
	await expect( shipping ).toBeHidden();
	const update = page.waitForRequest( ( req ) => isUpdate( req.url() ) );
	await page.getByLabel( 'Ship to a different address?' ).check();
	await update;
	await expect( shipping ).toBeVisible();
	await readyForCheque( page );
	await placeOrderButton( page ).click();
	await expect( checkoutNotices( page ) ).toContainText(
		'Shipping First name is a required field.'
	);
	await expectAccessible( page );

	await page.locator( '#shipping_first_name' ).fill( 'Max' );
	await page.locator( '#shipping_last_name' ).fill( 'Muster' );
	await page.locator( '#shipping_address_1' ).fill( 'Rue de Rivoli 1' );
	await page.locator( '#shipping_postcode' ).fill( '75001' );
	await page.locator( '#shipping_city' ).fill( 'Paris' );
	const sent = page.waitForRequest( ( req ) => isUpdate( req.url() ) );
	await page.locator( '#shipping_country' ).selectOption( 'FR' );
	expect( ( await sent ).postData() ).toContain( 's_country=FR' );
	await placeOrderButton( page ).click();
	await expectOrderReceived( page );
} );

test( 'create an account: the password is asked for, then the shopper is a customer', async ( {
	page,
	request,
} ) => {
	await openClassicCheckout( page, request );
	const password = page.getByLabel( 'Create account password' );
	await expect( password ).toBeHidden();
	await page.getByLabel( 'Create an account?' ).check();
	await expect( password ).toBeVisible();
	await fillBilling( page, { billing_email: 'new.customer@example.com' } );
	await acceptTerms( page );
	await page.getByRole( 'radio', { name: 'Check payments' } ).check();
	await placeOrderButton( page ).click();
	await expect( checkoutNotices( page ) ).toContainText(
		'Please enter an account password.'
	);
	await password.fill( 'a strong secret' );
	await placeOrderButton( page ).click();
	await expectOrderReceived( page );
	await expect(
		page.getByRole( 'link', { name: 'My account' } )
	).toBeVisible();
} );

test( 'the login form logs a shopper in and the checkout knows them', async ( {
	page,
	request,
} ) => {
	await openClassicCheckout( page, request );
	const toggle = page.getByRole( 'link', { name: 'Click here to login' } );
	await toggle.click();
	await expect( toggle ).toHaveAttribute( 'aria-expanded', 'true' );
	await page.getByLabel( 'Username or email' ).fill( 'test@example.com' );
	await page.locator( '#password' ).fill( 'password' );
	// The password field has its show/hide button.
	await expect(
		page.locator( '#password ~ .show-password-input' )
	).toHaveAttribute( 'aria-label', 'Show password' );
	await expectAccessible( page );
	await page.getByRole( 'button', { name: 'Login' } ).click();
	await expect(
		page.getByRole( 'link', { name: 'My account' } )
	).toBeVisible();
	await expect( page.locator( '#billing_first_name' ) ).toHaveValue( 'Tess' );
	await expect( page.locator( 'a.showlogin' ) ).toHaveCount( 0 );
} );

test( 'the shop answers failure with field errors: an alert list linking the fields, errors under them, fields marked', async ( {
	page,
	request,
} ) => {
	await openClassicCheckout( page, request );
	await page.getByRole( 'radio', { name: 'Check payments' } ).check();
	await page.locator( '#billing_email' ).fill( 'erika@example' );
	await placeOrderButton( page ).click();
	const notices = checkoutNotices( page );
	await expect( notices.getByRole( 'alert' ) ).toBeVisible();
	await expect(
		notices.getByRole( 'link', {
			name: 'Billing First name is a required field.',
		} )
	).toHaveAttribute( 'href', '#billing_first_name' );
	await expect( notices ).toContainText(
		'Billing Email address is not a valid email address.'
	);
	await expect( notices ).toContainText(
		'Please read and accept the terms and conditions to proceed with your order.'
	);
	await expect(
		page.locator( '#billing_first_name_description' )
	).toHaveText( 'Billing First name is a required field.' );
	await expect( page.locator( '#billing_first_name' ) ).toHaveAttribute(
		'aria-describedby',
		'billing_first_name_description'
	);
	await expect( page.locator( '#billing_last_name_field' ) ).toHaveClass(
		/woocommerce-invalid-required-field/
	);
	await expect( placeOrderButton( page ) ).toBeEnabled();
	await expect( page.locator( 'form.checkout' ) ).not.toHaveClass(
		/processing/
	);
	await expectAccessible( page );

	await fillBilling( page );
	await acceptTerms( page );
	await placeOrderButton( page ).click();
	await expectOrderReceived( page );
	expect( await orders( request ) ).toHaveLength( 1 );
} );

test( 'twenty fast clicks on Place order give one order', async ( {
	page,
	request,
} ) => {
	await openClassicCheckout( page, request );
	await readyForCheque( page );
	let posts = 0;
	page.on( 'request', ( req ) => {
		if ( req.url().includes( 'wc-ajax=checkout' ) ) {
			posts++;
		}
	} );
	await placeOrderButton( page ).evaluate( ( button: HTMLButtonElement ) => {
		for ( let click = 0; click < 20; click++ ) {
			button.click();
		}
	} );
	await expectOrderReceived( page );
	expect( posts ).toBe( 1 );
	expect( await orders( request ) ).toHaveLength( 1 );
} );

test( 'a stale nonce: the shop’s error, a refresh of the order review, and the retry succeeds', async ( {
	page,
	request,
} ) => {
	await openClassicCheckout( page, request );
	await readyForCheque( page );
	await page
		.locator( '#woocommerce-process-checkout-nonce' )
		.evaluate( ( input: HTMLInputElement ) => ( input.value = 'stale' ) );
	const refreshed = page.waitForResponse( ( res ) => isUpdate( res.url() ) );
	await placeOrderButton( page ).click();
	await expect( checkoutNotices( page ) ).toContainText(
		'We were unable to process your order, please try again.'
	);
	await refreshed;
	await expect(
		page.locator( '#woocommerce-process-checkout-nonce' )
	).not.toHaveValue( 'stale' );
	await placeOrderButton( page ).click();
	await expectOrderReceived( page );
} );

test( 'a cart emptied elsewhere: the checkout reloads, and WooCommerce sends an empty cart’s checkout to the cart page with its notice', async ( {
	page,
	request,
} ) => {
	await openClassicCheckout( page, request );
	await readyForCheque( page );
	await page.request.post( '/__dev/cart', { data: { items: [] } } );
	await placeOrderButton( page ).click();
	await expect(
		page.getByText( 'Checkout is not available whilst your cart is empty.' )
	).toBeVisible();
	await expect( page ).toHaveURL( /\/cart\/$/ );
	await expect(
		page.getByText( 'Your cart is currently empty.' )
	).toBeVisible();
	expect( await orders( request ) ).toHaveLength( 0 );
} );
