/**
 * Where a payment method could tell the development shop's block checkout
 * from WooCommerce's, the shop behaves like WooCommerce: the gateway data
 * sits where WooCommerce prints it, payment radios are named by their
 * labels, and a declined card gives one notice, in the payments area.
 */
import { expect, test } from '@playwright/test';
import {
	fillBillingAddress,
	fillCard,
	fillCart,
	methodRadio,
	placeOrder,
	resetShop,
} from './fixtures';

test.beforeEach( async ( { page, request } ) => {
	await resetShop( request );
	await fillCart( page, [ { slug: 'beanie' } ] );
	await page.goto( '/checkout/' );
} );

test( "the gateway's data is printed under paymentMethodData.stripe, as WooCommerce prints it", async ( {
	page,
} ) => {
	const layout = await page.evaluate( () => {
		const settings = ( window as any ).wcSettings;
		return {
			topLevel: 'stripe_data' in settings,
			perGateway: typeof settings.paymentMethodData?.stripe?.key,
			read: typeof ( window as any ).wc.wcSettings.getSetting(
				'stripe_data'
			)?.key,
		};
	} );
	expect( layout ).toEqual( {
		topLevel: false,
		perGateway: 'string',
		read: 'string',
	} );
	await expect( methodRadio( page, 'Card' ) ).toBeVisible();
} );

test( 'payment radios are named by the label the shopper sees, not by ariaLabel', async ( {
	page,
} ) => {
	await expect( methodRadio( page, 'Card' ) ).toBeVisible();
	await expect(
		page.getByRole( 'radio', { name: /^Pay with/ } )
	).toHaveCount( 0 );
} );

test( 'a declined card shows exactly one notice, in the payments area', async ( {
	page,
} ) => {
	await fillBillingAddress( page );
	await fillCard( page, '4000 0000 0000 0002' );
	const answer = page.waitForResponse( ( response ) =>
		response.url().endsWith( '/wp-json/wc/store/v1/checkout' )
	);
	await placeOrder( page );
	const body = await ( await answer ).json();
	// WooCommerce answers a decline with the order's payment result only.
	expect( body.payment_result.payment_status ).toBe( 'failure' );
	expect( body ).not.toHaveProperty( 'code' );
	expect( body ).not.toHaveProperty( 'message' );
	const banners = page.locator( '.wc-block-components-notice-banner' );
	await expect( banners ).toHaveCount( 1 );
	await expect( banners ).toHaveText( 'The card was declined.' );
	await expect(
		page.locator( '[data-context="wc/checkout/payments"] [role="alert"]' )
	).toHaveCount( 1 );
} );
