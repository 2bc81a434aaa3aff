/**
 * The classic checkout keeps what the shopper typed in the customer session,
 * as WooCommerce's `update_session` does: the billing and shipping address
 * fields and the chosen payment method come back after a failed redirect
 * payment, a reload and a visit elsewhere; the order notes do not.
 */
import type { Page } from '@playwright/test';
import { expect, methodRadio, test } from './fixtures';
import {
	BILLING,
	CLASSIC_CHECKOUT,
	acceptTerms,
	checkoutNotices,
	fillBilling,
	openClassicCheckout,
	placeOrderButton,
} from './classic-helpers';

const TYPED: Record< string, string > = {
	...BILLING,
	billing_company: 'Musterfirma GmbH',
	billing_address_2: 'Hinterhaus',
};

const NOTE = 'Please leave it with the neighbours.';

/** Every typed field holds its value, the method is ticked, no note. */
async function expectKept(
	page: Page,
	fields: Record< string, string >,
	method: string
): Promise< void > {
	for ( const [ id, value ] of Object.entries( fields ) ) {
		await expect( page.locator( `#${ id }` ) ).toHaveValue( value );
	}
	await expect( methodRadio( page, method ) ).toBeChecked();
	await expect( page.locator( '#order_comments' ) ).toHaveValue( '' );
}

/** Types the details, a note and the method, as the checkout post sends them. */
async function fillAndChoose( page: Page, method: string ): Promise< void > {
	// Filled fields send no order review update (no key was pressed), so
	// only the checkout post tells the shop what was typed and chosen.
	await fillBilling( page, TYPED );
	await page.locator( '#order_comments' ).fill( NOTE );
	await methodRadio( page, method ).check();
}

/** Back from another page of the shop. */
async function comeBack( page: Page ): Promise< void > {
	await page.goto( '/shop/' );
	await page.goto( CLASSIC_CHECKOUT );
}

test( 'a failed iDEAL payment: the details and iDEAL are still there after the return, a reload and another page', async ( {
	page,
	request,
} ) => {
	await openClassicCheckout( page, request );
	await fillAndChoose( page, 'iDEAL' );
	await acceptTerms( page );
	await placeOrderButton( page ).click();
	await page.getByRole( 'button', { name: 'Fail test payment' } ).click();
	await expect( page ).toHaveURL( /\/classic-checkout\/$/ );
	await expect(
		page.getByText(
			'We were unable to process your order, please try again.'
		)
	).toBeVisible();
	await expectKept( page, TYPED, 'iDEAL' );

	await page.reload();
	await expectKept( page, TYPED, 'iDEAL' );

	await comeBack( page );
	await expectKept( page, TYPED, 'iDEAL' );
} );

test( 'a checkout the shop refuses keeps them too, with the other shipping address', async ( {
	page,
	request,
} ) => {
	// update_session runs before WooCommerce validates the posted data.
	const shipping = {
		shipping_first_name: 'Max',
		shipping_last_name: 'Muster',
		shipping_address_1: 'Rue de Rivoli 1',
		shipping_postcode: '75001',
		shipping_city: 'Paris',
	};
	await openClassicCheckout( page, request );
	await page.getByLabel( 'Ship to a different address?' ).check();
	for ( const [ id, value ] of Object.entries( shipping ) ) {
		await page.locator( `#${ id }` ).fill( value );
	}
	await fillAndChoose( page, 'Check payments' );
	// The terms are left unticked: the shop refuses the order.
	await placeOrderButton( page ).click();
	await expect( checkoutNotices( page ) ).toContainText(
		'Please read and accept the terms and conditions'
	);

	await comeBack( page );
	await expectKept( page, { ...TYPED, ...shipping }, 'Check payments' );
} );
