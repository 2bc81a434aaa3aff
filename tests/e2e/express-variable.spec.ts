/**
 * A variable product's wallet buttons follow WooCommerce's variation form:
 * no variation chosen → the click explains what to do; an unavailable
 * combination → the buttons hide; a good one → they pay for it.
 */
import { expect, orderReceived, orders, resetShop, test } from './fixtures';
import {
	expressContainer,
	openSheet,
	payInSheet,
	paymentSheet,
	sheetTotal,
	walletButton,
} from './express-helpers';
import { expectAccessible } from './a11y';

test( 'a variable product: no variation chosen, then an unavailable one, then a good one', async ( {
	page,
	request,
} ) => {
	await resetShop( request );
	await page.goto( '/product/hoodie/' );
	await expect( expressContainer( page ) ).toBeVisible();
	// The product tabs belong to the storefront and are checked there.
	await expectAccessible( page, { exclude: [ '.woocommerce-tabs' ] } );

	const alerts: string[] = [];
	page.on( 'dialog', ( dialog ) => {
		alerts.push( dialog.message() );
		dialog.dismiss();
	} );
	await walletButton( page ).click();
	await expect
		.poll( () => alerts )
		.toEqual( [ 'Please select your product options before proceeding.' ] );
	await expect( paymentSheet( page ) ).toHaveCount( 0 );

	const variationId = page.locator( 'input[name="variation_id"]' );
	await page.getByLabel( 'Color' ).selectOption( 'Blue' );
	await page.getByLabel( 'Size' ).selectOption( 'M' );
	// WooCommerce's variation form (the storefront's) finds the variation.
	await expect( variationId ).not.toHaveValue( /^0?$/ );

	await page.getByLabel( 'Color' ).selectOption( 'Red' );
	await page.getByLabel( 'Size' ).selectOption( 'S' );
	await expect( expressContainer( page ) ).toBeHidden();

	await page.getByLabel( 'Size' ).selectOption( 'M' );
	await expect( expressContainer( page ) ).toBeVisible();
	await openSheet( page );
	// Red/M costs 47.00: + 5.00 shipping + 10 % tax.
	await expect( sheetTotal( page ) ).toHaveText( 'Total: 57.20' );
	await payInSheet( page );
	await orderReceived( page );
	expect( ( await orders( request ) )[ 0 ].total ).toBe( 5720 );
} );
