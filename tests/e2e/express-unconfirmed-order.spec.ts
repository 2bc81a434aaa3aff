/**
 * A wallet order the shop places and charges, whose answer never reaches
 * the page (slower than the client waits, or a dropped connection): the
 * shopper is told the order may have gone through, and a second tap pays
 * for nothing. One order, one charge.
 */
import { expect, test } from '@playwright/test';
import { intents, orders, resetShop } from './fixtures';
import {
	openSheet,
	payInSheet,
	paymentSheet,
	walletButton,
} from './express-helpers';

const UNCONFIRMED =
	'The shop did not confirm your order in time. It may have been placed and paid: check your email or your account’s orders before you pay again.';

test.beforeEach( async ( { request } ) => resetShop( request ) );

test( 'a wallet order answered too late: the shopper is told to check their orders, and a second tap makes no second order or charge', async ( {
	page,
	request,
} ) => {
	await page.clock.install();
	await page.goto( '/product/beanie/' );
	await expect( walletButton( page ) ).toBeVisible();
	const fault = await page.request.post( '/__dev/faults', {
		data: { target: 'store:checkout', mode: 'late-answer', count: 1 },
	} );
	expect( fault.ok() ).toBe( true );
	const sheet = await openSheet( page );
	await payInSheet( page );
	// The shop placed and paid the order; its answer is held back.
	await expect
		.poll( async () => ( await orders( request ) ).length )
		.toBe( 1 );
	await page.clock.runFor( 31_000 );
	await expect( sheet.getByText( UNCONFIRMED ) ).toBeVisible();
	await sheet.getByRole( 'button', { name: 'Cancel' } ).click();

	await expect( sheet ).toBeHidden();

	// The second tap opens no sheet: there is nothing to pay with.
	await walletButton( page ).click();
	await page.waitForTimeout( 500 );
	await expect( paymentSheet( page ) ).toBeHidden();
	await expect(
		page.locator( '.woocommerce-notices-wrapper' ).getByText( UNCONFIRMED )
	).toBeVisible();
	expect( await orders( request ) ).toHaveLength( 1 );
	expect(
		( await intents( request ) ).filter(
			( intent ) => intent.status === 'succeeded'
		)
	).toHaveLength( 1 );
} );
