/**
 * The first vertical slice: paying by card in the block checkout, end to end
 * through our bundle, the block checkout host, the Stripe.js double and the
 * shop's emulated Stripe account.
 */
import {
	expect,
	fillCard,
	intents,
	orders,
	placeOrder,
	test,
} from './fixtures';
import { openBlockCheckout } from './block-helpers';
import { expectOneOrderChargedOnce } from './order-checks';

test.beforeEach( async ( { page, request } ) => {
	await openBlockCheckout( page, request );
	await expect( page.getByLabel( 'Card number' ) ).toBeVisible();
} );

test( '4242 4242 4242 4242 pays: order-received page, order processing, charged once', async ( {
	page,
	request,
} ) => {
	await fillCard( page, '4242 4242 4242 4242' );
	await placeOrder( page );

	await expect( page ).toHaveURL( /\/checkout\/order-received\/\d+\// );
	await expect(
		page.getByText( 'Thank you. Your order has been received.' )
	).toBeVisible();
	const [ order ] = await orders( request );
	expect( order.status ).toBe( 'processing' );
	const all = await intents( request );
	expect( all ).toHaveLength( 1 );
	expect( all[ 0 ].charge_count ).toBe( 1 );
} );

test( '4000 0000 0000 0002 is declined; the form stays usable and 4242 then pays with no second order', async ( {
	page,
	request,
} ) => {
	await fillCard( page, '4000 0000 0000 0002' );
	await placeOrder( page );

	const notice = page
		.locator(
			'.wc-block-components-notices [role="alert"], [role="alert"]'
		)
		.filter( {
			hasText: 'The card was declined.',
		} );
	await expect( notice.first() ).toBeVisible();
	await expect(
		page.getByRole( 'button', { name: 'Place Order' } )
	).toBeEnabled();

	await fillCard( page, '4242 4242 4242 4242' );
	await placeOrder( page );
	await expect( page ).toHaveURL( /\/checkout\/order-received\/\d+\// );

	await expectOneOrderChargedOnce( request, { status: 'processing' } );
} );

test.describe( '4000 0027 6000 3184 needs 3D Secure', () => {
	test.beforeEach( async ( { page } ) => {
		await fillCard( page, '4000 0027 6000 3184' );
		// The README's picture; refreshed with UPDATE_DOCS_SCREENSHOT=1.
		await page.screenshot( {
			path: process.env.UPDATE_DOCS_SCREENSHOT
				? 'docs/block-checkout.png'
				: 'test-results/block-checkout.png',
			fullPage: true,
		} );
		await placeOrder( page );
		await expect(
			page.getByRole( 'dialog', { name: '3D Secure authentication' } )
		).toBeVisible();
	} );

	test( "'Complete authentication' leads to the order-received page", async ( {
		page,
		request,
	} ) => {
		await page
			.getByRole( 'button', { name: 'Complete authentication' } )
			.click();
		await expect( page ).toHaveURL( /\/checkout\/order-received\/\d+\// );
		const [ order ] = await orders( request );
		expect( order.status ).toBe( 'processing' );
		const [ intent ] = await intents( request );
		expect( intent.charge_count ).toBe( 1 );
	} );

	test( "'Fail authentication' shows an error and marks the order failed", async ( {
		page,
		request,
	} ) => {
		await page
			.getByRole( 'button', { name: 'Fail authentication' } )
			.click();
		await expect(
			page
				.getByRole( 'alert' )
				.filter( {
					// The gateway prints its text for this code at the top
					// level of its params (get_localized_messages()): the
					// store's text wins over the catalogue's for the type.
					hasText:
						'We are unable to authenticate your payment method. Please choose a different payment method and try again.',
				} )
				.first()
		).toBeVisible();
		await expect( page ).toHaveURL( /\/checkout\/$/ );
		const [ order ] = await orders( request );
		expect( order.status ).toBe( 'failed' );
		await expect(
			page.getByRole( 'button', { name: 'Place Order' } )
		).toBeEnabled();
		// One failure, one notice in WordPress's notices store, where
		// WooCommerce files every observer's message: in our method's
		// context, and in none of WooCommerce's.
		const filed = await page.evaluate( () => {
			const { select } = (
				window as unknown as {
					wp: {
						data: {
							select: ( store: string ) => {
								getNotices: (
									context: string
								) => Array< { content: string } >;
							};
						};
					};
				}
			 ).wp.data;
			const notices = select( 'core/notices' );
			return [
				'wc/checkout/payments/stripe-fields',
				'wc/checkout/payments',
				'wc/checkout',
				'global',
			].map( ( context ) =>
				notices
					.getNotices( context )
					.map( ( notice ) => notice.content )
			);
		} );
		// The gateway's own text for the code (payment_intent_authentication_failure).
		expect( filed ).toEqual( [
			[
				'We are unable to authenticate your payment method. Please choose a different payment method and try again.',
			],
			[],
			[],
			[],
		] );
	} );
} );
