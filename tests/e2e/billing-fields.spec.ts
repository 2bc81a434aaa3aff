/**
 * The card element asks only for what the page does not already have: on
 * the block checkout and the classic checkout the billing form has the
 * country and postcode, so the element shows neither and the values travel
 * with the payment method; pay for order knows the order's country (the
 * gateway prints it); adding a method to the account has no billing form,
 * so the element asks for them.
 */
import type { Locator, Page } from '@playwright/test';
import { expect, fillCart, openPayForOrder, resetShop, test } from './fixtures';
import { openClassicCheckout } from './classic-helpers';

/** The card element's own inputs (the double draws them in the page). */
const cardElement = ( page: Page ): Locator =>
	page
		.locator( '.stripe-double-payment-element' )
		.filter( { has: page.getByLabel( 'Card number' ) } )
		.first();

async function expectNoAddressAsked( page: Page ) {
	const element = cardElement( page );
	await expect( element.getByLabel( 'Card number' ) ).toBeVisible();
	await expect( element.getByLabel( 'Postal code' ) ).toHaveCount( 0 );
	await expect( element.getByLabel( 'Country' ) ).toHaveCount( 0 );
}

test.beforeEach( async ( { request } ) => resetShop( request ) );

test( 'block checkout: the card element asks for no country or postal code', async ( {
	page,
} ) => {
	await fillCart( page, [ { slug: 'beanie' } ] );
	await page.goto( '/checkout/' );
	await expectNoAddressAsked( page );
} );

test( 'classic checkout: the card element asks for no country or postal code', async ( {
	page,
	request,
} ) => {
	await openClassicCheckout( page, request );
	await expectNoAddressAsked( page );
} );

test( "pay for order: the order's country, which the gateway prints, is not asked again; the card element asks only for what the card needs (its postal code)", async ( {
	page,
} ) => {
	// The gateway prints the order's billing country (customerData) and no
	// more of its address (docs/server-contract.md): the rest is Stripe's
	// to ask for, as the plugin's own script leaves it.
	await openPayForOrder( page );
	const element = cardElement( page );
	await expect( element.getByLabel( 'Card number' ) ).toBeVisible();
	await expect( element.getByLabel( 'Country' ) ).toHaveCount( 0 );
	await expect( element.getByLabel( 'Postal code' ) ).toBeVisible();
} );

test( 'add payment method: no billing form, so the card element asks for country and postal code', async ( {
	page,
} ) => {
	await page.request.post( '/__dev/login' );
	await page.goto( '/my-account/add-payment-method/' );
	const element = cardElement( page );
	await expect( element.getByLabel( 'Card number' ) ).toBeVisible();
	await expect( element.getByLabel( 'Postal code' ) ).toBeVisible();
	await expect( element.getByLabel( 'Country' ) ).toBeVisible();
} );
