/**
 * A checkout answer whose redirect is a `javascript:` URL (a broken or
 * hostile plugin's answer) is never followed, on any surface: the shopper is
 * told there was a problem and the script never runs. Only http(s)
 * addresses and hashes are followed (core/hashes/followable-redirect.ts).
 */
import type { Page } from '@playwright/test';
import {
	expect,
	fillBillingAddress,
	fillCard,
	fillCart,
	placeOrder,
	resetShop,
	test,
} from './fixtures';
import {
	acceptTerms,
	checkoutNotices,
	fillBilling,
	placeOrderButton,
} from './classic-helpers';
import {
	CARDS,
	chooseSheetCard,
	openSheet,
	payInSheet,
} from './express-helpers';

const PROBLEM =
	'There was a problem processing the payment. Please refresh the page to try again.';

async function hostileAnswerFrom( page: Page, target: string ) {
	const response = await page.request.post( '/__dev/faults', {
		data: { target, mode: 'javascript-redirect' },
	} );
	expect( response.ok() ).toBe( true );
}

/** The hostile script would set the title; it must never have run. */
async function expectNotHijacked( page: Page ) {
	await page.waitForTimeout( 300 );
	expect( await page.title() ).not.toBe( 'hijacked' );
}

test.beforeEach( async ( { request } ) => resetShop( request ) );

test( 'block checkout: a javascript: redirect in the Store API answer is refused', async ( {
	page,
} ) => {
	await fillCart( page, [ { slug: 'beanie' } ] );
	await page.goto( '/checkout/' );
	await fillBillingAddress( page );
	await fillCard( page, '4242 4242 4242 4242' );
	await hostileAnswerFrom( page, 'store:checkout' );
	// The order itself went through, so WooCommerce empties the cart and
	// may fold the payments area (and its notice) away soon after: note
	// every alert the page shows.
	await page.evaluate( () => {
		const seen: string[] = [];
		( window as unknown as { seenAlerts: string[] } ).seenAlerts = seen;
		new MutationObserver( () =>
			document
				.querySelectorAll( '[role="alert"]' )
				.forEach( ( alert ) => seen.push( alert.textContent || '' ) )
		).observe( document.body, {
			subtree: true,
			childList: true,
			characterData: true,
		} );
	} );
	await placeOrder( page );
	await expect
		.poll( () =>
			page.evaluate( () =>
				(
					window as unknown as { seenAlerts: string[] }
				 ).seenAlerts.join( '\n' )
			)
		)
		.toContain( PROBLEM );
	await expectNotHijacked( page );
	await expect( page ).toHaveURL( /\/checkout\/$/ );
} );

test( 'classic checkout: a javascript: redirect in the checkout answer is refused', async ( {
	page,
} ) => {
	await fillCart( page, [ { slug: 'beanie' } ] );
	await page.goto( '/classic-checkout/' );
	await fillBilling( page );
	await acceptTerms( page );
	await fillCard( page, '4242 4242 4242 4242' );
	await hostileAnswerFrom( page, 'wc-ajax:checkout' );
	await placeOrderButton( page ).click();
	await expect( checkoutNotices( page ) ).not.toHaveCount( 0 );
	await expectNotHijacked( page );
	await expect( page ).toHaveURL( /\/classic-checkout\/$/ );
} );

test( 'wallet sheet on the product page: a javascript: redirect in the order answer is refused; the paid order is unconfirmed, so the shopper is told to check their orders', async ( {
	page,
} ) => {
	await page.goto( '/product/beanie/' );
	await openSheet( page );
	await chooseSheetCard( page, CARDS.success );
	await hostileAnswerFrom( page, 'store:checkout' );
	await payInSheet( page );
	await expect(
		page.locator( '.woocommerce-error' ).filter( {
			hasText:
				'The shop did not confirm your order. It may have been placed and paid: check your email or your account’s orders before you pay again.',
		} )
	).toBeVisible();
	await expectNotHijacked( page );
	await expect( page ).toHaveURL( /\/product\/beanie\/$/ );
} );
