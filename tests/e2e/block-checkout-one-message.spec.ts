/**
 * Issue 29 §1: on WooCommerce's own notice and fail-observer rules (which
 * the block checkout host follows: notice areas and their sub-contexts, the
 * fallback "Something went wrong. Please contact us to get assistance."
 * when no error notice is in the checkout, payments or express payments
 * contexts), every way a payment can fail says exactly one thing. Each test
 * fails the payment, waits for the checkout to be usable again, and counts
 * the error messages the page shows: alerts, error banners, field errors.
 * The wallet's payment sheet stands in for the browser's own sheet, which is
 * not part of the page, so what it says is not counted. Then WooCommerce's
 * rule that no notice shows while an express payment is under way, and our
 * message beside the fields, which is announced and leaves the focus where
 * a typing shopper has it.
 */
import type { Page } from '@playwright/test';
import {
	chooseMethod,
	expect,
	fillBillingAddress,
	fillCard,
	fillCart,
	placeOrder,
	resetShop,
	test,
} from './fixtures';
import { openSheet, payInSheet, paymentSheet } from './express-helpers';

const FALLBACK = 'Something went wrong. Please contact us to get assistance.';

/** The error messages a shopper sees on the page, each once. */
async function errorMessages( page: Page ): Promise< string[] > {
	// Two frames: anything the same update would still draw is drawn.
	await page.evaluate(
		() =>
			new Promise( ( resolve ) =>
				requestAnimationFrame( () => requestAnimationFrame( resolve ) )
			)
	);
	return page.evaluate( () => {
		const sheet = document.querySelector(
			'[role="dialog"][aria-label="Payment sheet"]'
		);
		const found = Array.from(
			document.querySelectorAll(
				'[role="alert"], .wc-block-components-notice-banner.is-error, .woocommerce-error, .wc-block-components-validation-error'
			)
		).filter( ( element ) => {
			const box = element.getBoundingClientRect();
			return (
				! sheet?.contains( element ) &&
				!! element.textContent?.trim() &&
				box.width > 0 &&
				box.height > 0
			);
		} );
		// A banner and the alert inside it are one message.
		return found
			.filter(
				( element ) =>
					! found.some(
						( other ) =>
							other !== element && other.contains( element )
					)
			)
			.map( ( element ) => element.textContent?.trim() || '' );
	} );
}

async function checkoutIsUsable( page: Page ) {
	await expect(
		page.getByRole( 'button', { name: 'Place Order' } )
	).toBeEnabled();
}

test.beforeEach( async ( { page, request } ) => {
	await resetShop( request );
	await fillCart( page, [ { slug: 'beanie' } ] );
} );

test( 'a declined card (4000 0000 0000 0002): one message, "The card was declined."', async ( {
	page,
} ) => {
	await page.goto( '/checkout/' );
	await fillBillingAddress( page );
	await fillCard( page, '4000 0000 0000 0002' );
	await placeOrder( page );
	await expect( page.getByText( 'The card was declined.' ) ).toBeVisible();
	await checkoutIsUsable( page );
	expect( await errorMessages( page ) ).toEqual( [
		'The card was declined.',
	] );
} );

test( 'a failed 3D Secure challenge (4000 0027 6000 3184): one message, and not WooCommerce\'s "Something went wrong"', async ( {
	page,
} ) => {
	await page.goto( '/checkout/' );
	await fillBillingAddress( page );
	await fillCard( page, '4000 0027 6000 3184' );
	await placeOrder( page );
	await page.getByRole( 'button', { name: 'Fail authentication' } ).click();
	// The gateway's text for payment_intent_authentication_failure, which
	// it prints at the top level of its params (get_localized_messages()).
	const ours =
		'We are unable to authenticate your payment method. Please choose a different payment method and try again.';
	await expect( page.getByText( ours ) ).toBeVisible();
	await checkoutIsUsable( page );
	const messages = await errorMessages( page );
	expect( messages ).not.toContain( FALLBACK );
	expect( messages ).toEqual( [ ours ] );
} );

test( 'a failed redirect payment (iDEAL, Fail): one message, back on the checkout', async ( {
	page,
} ) => {
	await page.goto( '/checkout/' );
	await fillBillingAddress( page );
	await chooseMethod( page, 'iDEAL' );
	await placeOrder( page );
	await page.getByRole( 'button', { name: 'Fail test payment' } ).click();
	await expect( page ).toHaveURL( /\/checkout\/$/ );
	await checkoutIsUsable( page );
	expect( await errorMessages( page ) ).toEqual( [
		'We were unable to process your order, please try again.',
	] );
} );

test( 'a failed wallet payment (a declined card in the sheet): one message, in the express area', async ( {
	page,
} ) => {
	await page.goto( '/checkout/' );
	await openSheet( page );
	await paymentSheet( page )
		.getByLabel( 'Wallet card' )
		.selectOption( '4000000000000002' );
	await payInSheet( page );
	const express = page.getByRole( 'region', { name: 'Express checkout' } );
	await expect( express.getByText( 'The card was declined.' ) ).toBeVisible();
	expect( await errorMessages( page ) ).toEqual( [
		'The card was declined.',
	] );
	await paymentSheet( page )
		.getByRole( 'button', { name: 'Cancel' } )
		.click();
	await expect( paymentSheet( page ) ).toHaveCount( 0 );
	await checkoutIsUsable( page );
	expect( await errorMessages( page ) ).toEqual( [
		'The card was declined.',
	] );
} );

test( 'Stripe.js not loaded: one message before Place Order, and one after it', async ( {
	page,
	request,
} ) => {
	await request.post( '/__dev/settings', { data: { stripeFails: true } } );
	await page.goto( '/checkout/' );
	const loadError =
		'Failed to load Card payment method. Please refresh the page and try again.';
	await expect( page.getByText( loadError ) ).toBeVisible();
	expect( await errorMessages( page ) ).toEqual( [ loadError ] );
	await fillBillingAddress( page );
	await placeOrder( page );
	const refused =
		'Invalid or missing payment details. Please ensure the provided payment method is correctly entered.';
	await expect( page.getByText( refused ) ).toBeVisible();
	await checkoutIsUsable( page );
	expect( await errorMessages( page ) ).toEqual( [ refused ] );
} );

test( "while a wallet's sheet is open (an express payment under way) the checkout's notices are held back, and come back when it closes", async ( {
	page,
	request,
} ) => {
	await request.post( '/__dev/faults', {
		data: { target: 'store:checkout', mode: 'http500', count: 1 },
	} );
	await page.goto( '/checkout/' );
	await fillBillingAddress( page );
	await fillCard( page, '4242 4242 4242 4242' );
	await placeOrder( page );
	const notice = page.getByRole( 'alert' ).filter( {
		hasText: 'There has been a critical error on this website.',
	} );
	await expect( notice ).toBeVisible();
	await checkoutIsUsable( page );

	await openSheet( page );
	await expect( notice ).toHaveCount( 0 );
	await paymentSheet( page )
		.getByRole( 'button', { name: 'Cancel' } )
		.click();
	await expect( paymentSheet( page ) ).toHaveCount( 0 );
	await expect( notice ).toBeVisible();
} );

test( "the method's message is an alert and does not take the focus from a shopper typing in a field", async ( {
	page,
} ) => {
	await page.goto( '/checkout/' );
	await fillBillingAddress( page );
	await fillCard( page, '4000 0000 0000 0002' );
	// The shop answers only once the shopper has started typing elsewhere.
	let release: () => void = () => {};
	const held = new Promise< void >( ( resolve ) => ( release = resolve ) );
	await page.route( /\/wc\/store\/v1\/checkout(\?|$)/, async ( route ) => {
		await held;
		await route.continue();
	} );
	const answered = page.waitForResponse( /\/wc\/store\/v1\/checkout(\?|$)/ );
	await placeOrder( page );
	const phone = page.getByLabel( 'Phone', { exact: true } ).first();
	await phone.focus();
	await phone.pressSequentially( ' 89' );
	release();
	await answered;
	const message = page
		.getByRole( 'alert' )
		.filter( { hasText: 'The card was declined.' } );
	await expect( message ).toBeVisible();
	await expect( phone ).toBeFocused();
	await phone.pressSequentially( '0' );
	await expect( phone ).toHaveValue( '+49 30 1234567 890' );
} );
