/**
 * Where a payment method could tell the development shop's block checkout
 * from WooCommerce's, the shop behaves like WooCommerce: the gateway data
 * sits where WooCommerce prints it, payment radios are named by their
 * labels, and a declined card's message shows once, beside the card fields.
 */
import {
	expect,
	fillBillingAddress,
	fillCard,
	fillCart,
	methodRadio,
	placeOrder,
	resetShop,
	test,
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

test( 'a declined card shows its message once, beside the card fields, and the focus goes there', async ( {
	page,
} ) => {
	await fillBillingAddress( page );
	await fillCard( page, '4000 0000 0000 0002' );
	const answer = page.waitForResponse(
		( response ) =>
			new URL( response.url() ).pathname ===
			'/wp-json/wc/store/v1/checkout'
	);
	await placeOrder( page );
	const body = await ( await answer ).json();
	// WooCommerce answers a decline with the order's payment result only.
	expect( body.payment_result.payment_status ).toBe( 'failure' );
	expect( body ).not.toHaveProperty( 'code' );
	expect( body ).not.toHaveProperty( 'message' );
	const message = page.getByRole( 'alert' ).filter( {
		hasText: 'The card was declined.',
	} );
	await expect( message ).toHaveCount( 1 );
	// Announced by its alert region, and focused from the Place Order
	// button the shopper pressed (not from a field they type in).
	await expect(
		message.locator( '.wc-stripe-method-message' )
	).toBeFocused();
	// It sits in the card method's box, right after the card fields, not in
	// WooCommerce's notice areas.
	await expect(
		page
			.locator( '.stripe-double-payment-element' )
			.locator( 'xpath=following::*[@role="alert"][1]' )
	).toHaveText( 'The card was declined.' );
	await expect(
		page.locator( '.wc-block-components-notice-banner' )
	).toHaveCount( 0 );
	// Typing the card again retires the message.
	await page.getByLabel( 'Card number' ).fill( '4242 4242 4242 4242' );
	await expect( message ).toHaveCount( 0 );
} );

test( 'on a wide screen the order summary is a column beside the form, and Place Order keeps its colour on hover', async ( {
	page,
} ) => {
	await page.setViewportSize( { width: 1280, height: 900 } );
	const summary = await page
		.locator( '.wc-block-components-order-summary' )
		.boundingBox();
	const billing = await page
		.locator( 'section.wc-block-checkout__billing-fields' )
		.boundingBox();
	expect( summary!.x ).toBeGreaterThan( billing!.x + billing!.width );
	const button = page.getByRole( 'button', { name: 'Place Order' } );
	const colour = await button.evaluate(
		( node ) => getComputedStyle( node ).backgroundColor
	);
	await button.hover();
	expect(
		await button.evaluate( ( node ) => getComputedStyle( node ).color )
	).toBe( 'rgb(255, 255, 255)' );
	expect(
		await button.evaluate(
			( node ) => getComputedStyle( node ).backgroundColor
		)
	).not.toBe( 'rgb(220, 220, 220)' );
	expect( colour ).not.toBe( 'rgb(220, 220, 220)' );
} );
