/**
 * The cart totals' shipping calculator as WooCommerce's cart.js runs it: the
 * link unfolds the form, the country switches the state field as on the
 * checkout, and Update sets the address and puts the shop's new totals and
 * notice in place without a page load; should the cart's actions fail to
 * load, the form posts as it would without script.
 */
import type { Page } from '@playwright/test';
import { expect, fillCart, resetShop, test } from './fixtures';
import { expectAccessible } from './a11y';

type Marked = Window & { calculatorMarker?: boolean; cartEvents?: string[] };

test.beforeEach( async ( { page, request } ) => {
	await resetShop( request );
	await fillCart( page, [ { slug: 'beanie' } ] );
	await page.goto( '/cart/' );
} );

/** Marks the window (gone after a page load) and records the cart's events. */
async function markPage( page: Page ): Promise< void > {
	await page.evaluate( () => {
		const win = window as Marked;
		win.calculatorMarker = true;
		win.cartEvents = [];
		for ( const name of [
			'updated_cart_totals',
			'updated_shipping_method',
		] ) {
			document.body.addEventListener( name, () =>
				win.cartEvents?.push( name )
			);
		}
	} );
}

const marker = ( page: Page ) =>
	page.evaluate( () => ( window as Marked ).calculatorMarker );

const calculator = ( page: Page ) =>
	page.locator( 'section.shipping-calculator-form' );

async function fillAddress(
	page: Page,
	address: { country: string; city?: string; postcode?: string }
): Promise< void > {
	await page
		.locator( '#calc_shipping_country' )
		.selectOption( address.country );
	if ( address.city !== undefined ) {
		await page.locator( '#calc_shipping_city' ).fill( address.city );
	}
	if ( address.postcode !== undefined ) {
		await page
			.locator( '#calc_shipping_postcode' )
			.fill( address.postcode );
	}
}

/** Berlin, 10178 sent with Update: the shop's notice and the new destination. */
async function updateToBerlin( page: Page ) {
	await fillAddress( page, {
		country: 'DE',
		city: 'Berlin',
		postcode: '10178',
	} );
	await page.getByRole( 'button', { name: 'Update', exact: true } ).click();

	await expect(
		page
			.getByRole( 'alert' )
			.filter( { hasText: 'Shipping costs updated.' } )
	).toBeVisible();
	await expect(
		page.locator( '.woocommerce-shipping-destination' )
	).toHaveText( 'Shipping to 10178 Berlin.' );
}

test( 'Calculate shipping sets the address without a page load: the notice, where it ships and the new totals', async ( {
	page,
} ) => {
	await expect(
		page.getByText( 'Shipping options will be updated during checkout.' )
	).toBeVisible();
	const link = page.getByRole( 'button', { name: 'Calculate shipping' } );
	await expect( link ).toHaveAttribute( 'aria-expanded', 'false' );
	await expect( calculator( page ) ).toBeHidden();

	await link.click();
	await expect( link ).toHaveAttribute( 'aria-expanded', 'true' );
	await expect( calculator( page ) ).toBeVisible();
	await expectAccessible( page );

	await markPage( page );
	await page
		.locator( '.cart_totals' )
		.evaluate(
			( totals ) =>
				( ( totals as HTMLElement & { old?: boolean } ).old = true )
		);
	await updateToBerlin( page );
	// New totals from the shop, their calculator closed again.
	expect(
		await page
			.locator( '.cart_totals' )
			.evaluate(
				( totals ) =>
					!! ( totals as HTMLElement & { old?: boolean } ).old
			)
	).toBe( false );
	const change = page.getByRole( 'button', { name: 'Change address' } );
	await expect( change ).toHaveAttribute( 'aria-expanded', 'false' );
	await expect( calculator( page ) ).toBeHidden();
	await expect( page.locator( '.order-total td' ) ).toHaveText( '€25.30' );
	expect( await marker( page ) ).toBe( true );
	expect(
		await page.evaluate( () => ( window as Marked ).cartEvents )
	).toEqual( [ 'updated_cart_totals', 'updated_shipping_method' ] );

	// The shop keeps the address: the form opens with it.
	await page.reload();
	await page.getByRole( 'button', { name: 'Change address' } ).click();
	await expect( page.locator( '#calc_shipping_city' ) ).toHaveValue(
		'Berlin'
	);
	await expect( page.locator( '#calc_shipping_postcode' ) ).toHaveValue(
		'10178'
	);
} );

test( 'the country switches the state field: a list, hidden for a country without states, a text field for one the shop knows none of', async ( {
	page,
} ) => {
	const link = page.getByRole( 'button', { name: 'Calculate shipping' } );
	// role="button": Space opens it, as Enter does.
	await link.focus();
	await page.keyboard.press( 'Space' );
	await expect( link ).toHaveAttribute( 'aria-expanded', 'true' );
	await expect( calculator( page ) ).toBeVisible();

	const stateRow = page.locator( '#calc_shipping_state_field' );
	await expect( stateRow ).toBeHidden();

	await fillAddress( page, { country: 'US' } );
	const state = page.locator( '#calc_shipping_state' );
	await expect( stateRow ).toBeVisible();
	await expect( state ).toHaveJSProperty( 'tagName', 'SELECT' );
	await state.selectOption( 'CA' );
	await expectAccessible( page );

	await fillAddress( page, { country: 'DE' } );
	await expect( stateRow ).toBeHidden();
	await expect( state ).toHaveAttribute( 'type', 'hidden' );

	await fillAddress( page, { country: 'GB' } );
	await expect( stateRow ).toBeVisible();
	await expect( state ).toHaveAttribute( 'type', 'text' );

	await link.press( 'Enter' );
	await expect( link ).toHaveAttribute( 'aria-expanded', 'false' );
	await expect( calculator( page ) ).toBeHidden();
} );

test( 'Antarctica: the cart says no shipping options were found there, without a page load', async ( {
	page,
} ) => {
	await expect( page.locator( '.order-total td' ) ).toHaveText( '€25.30' );
	await page.getByRole( 'button', { name: 'Calculate shipping' } ).click();
	await markPage( page );
	await fillAddress( page, { country: 'AQ' } );
	await page.getByRole( 'button', { name: 'Update', exact: true } ).click();

	await expect(
		page.getByText( 'No shipping options were found for Antarctica.' )
	).toBeVisible();
	await expect(
		page.locator( 'input[name^="shipping_method"]' )
	).toHaveCount( 0 );
	await expect( page.locator( '.order-total td' ) ).toHaveText( '€19.80' );
	await expect(
		page.getByRole( 'button', { name: 'Enter a different address' } )
	).toBeVisible();
	expect( await marker( page ) ).toBe( true );
} );

test( 'a postcode in the wrong format for its country is refused, and the address stays as it was', async ( {
	page,
} ) => {
	await page.getByRole( 'button', { name: 'Calculate shipping' } ).click();
	await markPage( page );
	await fillAddress( page, {
		country: 'DE',
		city: 'Berlin',
		postcode: 'ABC',
	} );
	await page.getByRole( 'button', { name: 'Update', exact: true } ).click();

	await expect(
		page.getByRole( 'alert' ).filter( {
			hasText: 'Please enter a valid postcode / ZIP.',
		} )
	).toBeVisible();
	await expect(
		page.getByText( 'Shipping options will be updated during checkout.' )
	).toBeVisible();
	expect( await marker( page ) ).toBe( true );
} );

test( 'should the cart’s actions fail to load, the calculator still opens and its form posts as without script', async ( {
	page,
} ) => {
	let failed = 0;
	await page.route( /\/chunks\/cart\.later[^/]*\.js/, ( route ) => {
		failed++;
		return route.abort();
	} );
	await page.goto( '/cart/' );
	const link = page.getByRole( 'button', { name: 'Calculate shipping' } );
	await link.click();
	await expect( link ).toHaveAttribute( 'aria-expanded', 'true' );
	await expect( calculator( page ) ).toBeVisible();
	await markPage( page );
	await updateToBerlin( page );
	// A page of its own: the form was posted by the browser.
	expect( await marker( page ) ).toBeUndefined();
	expect( failed ).toBeGreaterThan( 0 );
} );
