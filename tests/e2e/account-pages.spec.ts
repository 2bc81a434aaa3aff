/**
 * My account as WooCommerce has it: the dashboard's greeting by display
 * name, the navigation with Log out (its nonce), Addresses and their edit
 * forms (our country and state code running there), Account details with
 * the password change, Payment methods with Delete and Make default, the
 * login form's error and where a login returns to, and the customer's
 * saved addresses on both checkouts.
 */
import type { Page } from '@playwright/test';
import { expect, fillCart, resetShop, test } from './fixtures';
import { expectAccessible } from './a11y';
import { CLASSIC_CHECKOUT, isUpdate } from './classic-helpers';

const navigation = ( page: Page ) =>
	page.getByRole( 'navigation', { name: 'Account pages' } );

const logIn = async ( page: Page ) => {
	expect( ( await page.request.post( '/__dev/login' ) ).ok() ).toBe( true );
};

test.beforeEach( async ( { request } ) => {
	await resetShop( request );
} );

test( 'the dashboard greets the customer by display name, with Log out, and the navigation is WooCommerce’s', async ( {
	page,
} ) => {
	await logIn( page );
	await page.goto( '/my-account/' );
	await expect(
		page.locator( '.woocommerce-MyAccount-content p' ).first()
	).toHaveText( 'Hello Tess Tester (not Tess Tester? Log out)' );
	await expect( navigation( page ).getByRole( 'link' ) ).toHaveText( [
		'Dashboard',
		'Orders',
		'Downloads',
		'Addresses',
		'Payment methods',
		'Account details',
		'Log out',
	] );
	await expect(
		navigation( page ).getByRole( 'link', { name: 'Log out' } )
	).toHaveAttribute(
		'href',
		/^\/my-account\/customer-logout\/\?_wpnonce=\w+$/
	);
	await expectAccessible( page );
	await navigation( page ).getByRole( 'link', { name: 'Log out' } ).click();
	await expect( page ).toHaveURL( /\/my-account\/$/ );
	await expect(
		page.getByRole( 'button', { name: 'Log in' } )
	).toBeVisible();
} );

test( 'Log out without its nonce asks first; Confirm and log out logs out', async ( {
	page,
} ) => {
	await logIn( page );
	await page.goto( '/my-account/customer-logout/' );
	await expect(
		page.getByText( 'Are you sure you want to log out?' )
	).toBeVisible();
	await page.getByRole( 'link', { name: 'Confirm and log out' } ).click();
	await expect(
		page.getByRole( 'button', { name: 'Log in' } )
	).toBeVisible();
} );

test( 'a wrong password shows WordPress’s error above the login form, which stays; logging in then returns to the page the form was on', async ( {
	page,
} ) => {
	await page.goto( '/my-account/orders/' );
	await page.locator( '#username' ).fill( 'test@example.com' );
	await page.locator( '#password' ).fill( 'wrong' );
	await page.getByRole( 'button', { name: 'Log in' } ).click();
	const error = page.getByRole( 'alert' ).filter( {
		hasText:
			'Error: The password you entered for the email address test@example.com is incorrect. Lost your password?',
	} );
	await expect( error ).toBeVisible();
	await expect( page.locator( '#username' ) ).toHaveValue(
		'test@example.com'
	);
	await expectAccessible( page );
	await page.locator( '#password' ).fill( 'password' );
	await page.getByRole( 'button', { name: 'Log in' } ).click();
	await expect( page ).toHaveURL( /\/my-account\/orders\/$/ );
	await expect(
		navigation( page ).getByRole( 'link', { name: 'Orders' } )
	).toHaveAttribute( 'aria-current', 'page' );
	// The username logs in too.
	await navigation( page ).getByRole( 'link', { name: 'Log out' } ).click();
	await page.locator( '#username' ).fill( 'tess' );
	await page.locator( '#password' ).fill( 'password' );
	await page.getByRole( 'button', { name: 'Log in' } ).click();
	await expect( page.getByText( 'Hello Tess Tester' ) ).toBeVisible();
} );

test( 'Addresses: both saved addresses; an edit form whose state and labels follow the country (our country code runs there), saved with WooCommerce’s checks', async ( {
	page,
} ) => {
	await logIn( page );
	const chunks: string[] = [];
	page.on( 'request', ( request ) => {
		if ( request.url().includes( '/build/chunks/' ) ) {
			chunks.push( new URL( request.url() ).pathname );
		}
	} );
	await page.goto( '/my-account/edit-address/' );
	const addresses = page.locator( '.woocommerce-Addresses' );
	await expect( addresses.locator( 'address' ) ).toHaveText( [
		'Tess TesterHauptstraße 510115 Berlin',
		'Testwerk GmbHTess TesterFriedrichstraße 1010117 Berlin',
	] );
	await expectAccessible( page );
	await page.getByRole( 'link', { name: 'Edit Shipping address' } ).click();
	await expect( page ).toHaveURL( /\/my-account\/edit-address\/shipping\/$/ );
	await expect( page.locator( '#shipping_address_1' ) ).toHaveValue(
		'Friedrichstraße 10'
	);
	await page.locator( '#shipping_country' ).selectOption( 'US' );
	// The state field became the country's list; the postcode is a ZIP.
	await expect(
		page.locator( 'select#shipping_state option[value="NY"]' )
	).toHaveText( 'New York' );
	await expect(
		page.locator( 'label[for="shipping_postcode"]' )
	).toContainText( 'ZIP Code' );
	// The address code came with the page's later code, at the first input.
	expect(
		chunks.some( ( chunk ) => chunk.includes( 'my-account.later' ) )
	).toBe( true );
	await page.locator( '#shipping_state' ).selectOption( 'NY' );
	await page.locator( '#shipping_postcode' ).fill( '1000' );
	await page.locator( '#shipping_city' ).fill( '' );
	await page.getByRole( 'button', { name: 'Save address' } ).click();
	const errors = page.locator( '.woocommerce-error li' );
	await expect( errors ).toHaveText( [
		'Town / City is a required field.',
		'Please enter a valid postcode / ZIP.',
	] );
	// The form shows again with what was typed.
	await expect( page.locator( '#shipping_country' ) ).toHaveValue( 'US' );
	await expect( page.locator( '#shipping_postcode' ) ).toHaveValue( '1000' );
	await expectAccessible( page );
	await page.locator( '#shipping_city' ).fill( 'New York' );
	await page.locator( '#shipping_postcode' ).fill( '10001' );
	await page.getByRole( 'button', { name: 'Save address' } ).click();
	await expect( page ).toHaveURL( /\/my-account\/edit-address\/$/ );
	await expect(
		page.getByText( 'Address changed successfully.' )
	).toBeVisible();
	await expect( addresses.locator( 'address' ).nth( 1 ) ).toHaveText(
		'Tess TesterTestwerk GmbHFriedrichstraße 10New York, NY 10001United States (US)'
	);
} );

test( 'Account details: the display name the greeting uses, password toggles, and a password change WooCommerce checks', async ( {
	page,
} ) => {
	await logIn( page );
	await page.goto( '/my-account/edit-account/' );
	await expect(
		page.getByRole( 'button', { name: 'Show password' } )
	).toHaveCount( 3 );
	await expectAccessible( page );
	await page.getByLabel( /^Display name/ ).fill( 'Tessa T.' );
	await page.getByLabel( /^Current password/ ).fill( 'not-mine' );
	await page.getByLabel( /^New password/ ).fill( 'secret-2' );
	await page.getByLabel( 'Confirm new password' ).fill( 'secret-2' );
	await page.getByRole( 'button', { name: 'Save changes' } ).click();
	await expect( page.locator( '.woocommerce-error li' ) ).toHaveText( [
		'Your current password is incorrect.',
	] );
	// Nothing was saved.
	await expect( page.getByLabel( /^Display name/ ) ).toHaveValue(
		'Tess Tester'
	);
	await page.getByLabel( /^Display name/ ).fill( 'Tessa T.' );
	await page.getByLabel( /^Current password/ ).fill( 'password' );
	await page.getByLabel( /^New password/ ).fill( 'secret-2' );
	await page.getByLabel( 'Confirm new password' ).fill( 'secret-2' );
	await page.getByRole( 'button', { name: 'Save changes' } ).click();
	await expect(
		page.getByText( 'Account details changed successfully.' )
	).toBeVisible();
	await navigation( page ).getByRole( 'link', { name: 'Dashboard' } ).click();
	await expect(
		page.getByText( 'Hello Tessa T. (not Tessa T.? Log out)' )
	).toBeVisible();
	await navigation( page ).getByRole( 'link', { name: 'Log out' } ).click();
	await page.locator( '#username' ).fill( 'test@example.com' );
	await page.locator( '#password' ).fill( 'secret-2' );
	await page.getByRole( 'button', { name: 'Log in' } ).click();
	await expect( page.getByText( 'Hello Tessa T.' ) ).toBeVisible();
} );

test( 'Payment methods: Make default and Delete, each WooCommerce’s link with its nonce; a link with a bad nonce changes nothing', async ( {
	page,
} ) => {
	await logIn( page );
	await page.goto( '/my-account/payment-methods/' );
	const row = ( last4: string ) =>
		page.getByRole( 'row', { name: new RegExp( `ending in ${ last4 }` ) } );
	await expect( row( '4242' ) ).toHaveClass( /default-payment-method/ );
	await expect(
		row( '4242' ).getByRole( 'link', { name: 'Make default' } )
	).toHaveCount( 0 );
	await expectAccessible( page );
	await row( '3184' ).getByRole( 'link', { name: 'Make default' } ).click();
	await expect(
		page.getByText(
			'This payment method was successfully set as your default.'
		)
	).toBeVisible();
	await expect( row( '3184' ) ).toHaveClass( /default-payment-method/ );
	await expect( row( '4242' ) ).not.toHaveClass( /default-payment-method/ );
	await row( '4242' ).getByRole( 'link', { name: 'Delete' } ).click();
	await expect( page.getByText( 'Payment method deleted.' ) ).toBeVisible();
	await expect( row( '4242' ) ).toHaveCount( 0 );
	const forged = (
		await row( '3184' )
			.getByRole( 'link', { name: 'Delete' } )
			.getAttribute( 'href' )
	)?.replace( /_wpnonce=\w+/, '_wpnonce=forged' ) as string;
	await page.goto( forged );
	await expect( page.getByText( 'Invalid payment method.' ) ).toBeVisible();
	await expect( row( '3184' ) ).toBeVisible();
	await expect(
		page.getByRole( 'link', { name: 'Add payment method' } )
	).toHaveAttribute( 'href', '/my-account/add-payment-method/' );
} );

test( 'logged in, the classic checkout starts from the customer’s saved billing and shipping addresses', async ( {
	page,
} ) => {
	await logIn( page );
	await fillCart( page, [ { slug: 'beanie' } ] );
	const firstUpdate = page.waitForResponse( ( response ) =>
		isUpdate( response.url() )
	);
	await page.goto( CLASSIC_CHECKOUT );
	await firstUpdate;
	await expect( page.locator( '#billing_address_1' ) ).toHaveValue(
		'Hauptstraße 5'
	);
	await expect( page.locator( '#billing_email' ) ).toHaveValue(
		'test@example.com'
	);
	await expect( page.locator( '#shipping_address_1' ) ).toHaveValue(
		'Friedrichstraße 10'
	);
	await expect( page.locator( '#shipping_company' ) ).toHaveValue(
		'Testwerk GmbH'
	);
} );

test( 'logged in, the block checkout starts from the customer’s saved billing and shipping addresses', async ( {
	page,
} ) => {
	await logIn( page );
	await fillCart( page, [ { slug: 'beanie' } ] );
	await page.goto( '/checkout/' );
	await expect( page.locator( '#billing-address_1' ) ).toHaveValue(
		'Hauptstraße 5'
	);
	await expect(
		page.getByRole( 'checkbox', { name: 'Use same address for shipping' } )
	).not.toBeChecked();
	await expect( page.locator( '#shipping-address_1' ) ).toHaveValue(
		'Friedrichstraße 10'
	);
} );
