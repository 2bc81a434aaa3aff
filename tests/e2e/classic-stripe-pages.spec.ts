/**
 * The other classic pages that take a Stripe payment method: paying for an
 * order (4242, and 3184 with 3D Secure completed or failed), adding a
 * method to the account (4242, 3184), and changing a subscription's method
 * (3184 with 3D Secure; a new card for all subscriptions at once).
 */
import type { Page } from '@playwright/test';
import { expectAccessible } from './a11y';
import {
	expect,
	fillCard,
	intents,
	openPayForOrder,
	orders,
	resetShop,
	test,
} from './fixtures';
import { expectOrderReceived } from './classic-helpers';

async function payPage( page: Page ): Promise< void > {
	await openPayForOrder( page );
	await expect( page.getByLabel( 'Card number' ) ).toBeVisible();
}

const payButton = ( page: Page ) =>
	page.getByRole( 'button', { name: 'Pay for order' } );

test.describe( 'pay for an order', () => {
	test.beforeEach( async ( { request } ) => resetShop( request ) );

	test( 'the order table lists subtotal, shipping, tax and total, as WooCommerce does', async ( {
		page,
	} ) => {
		await payPage( page );
		const totals = page.locator( '#order_review tfoot tr' );
		await expect( totals ).toHaveText( [
			/Subtotal:\s*€18\.00/,
			/Shipping:\s*€5\.00/,
			/Tax:\s*€2\.30/,
			/Total:\s*€25\.30/,
		] );
	} );

	test( '4242 pays it: order received, processing, charged once', async ( {
		page,
		request,
	} ) => {
		await payPage( page );
		await expectAccessible( page );
		await fillCard( page, '4242 4242 4242 4242' );
		await payButton( page ).click();
		await expectOrderReceived( page );
		expect( ( await orders( request ) )[ 0 ].status ).toBe( 'processing' );
		expect( ( await intents( request ) )[ 0 ].charge_count ).toBe( 1 );
	} );

	test( '3184: back on the page, 3D Secure completed, order paid', async ( {
		page,
		request,
	} ) => {
		await payPage( page );
		await fillCard( page, '4000 0027 6000 3184' );
		await payButton( page ).click();
		await page
			.getByRole( 'button', { name: 'Complete authentication' } )
			.click();
		await expectOrderReceived( page );
		expect( ( await orders( request ) )[ 0 ].status ).toBe( 'processing' );
	} );

	test( '3184 failed: the error on the page, the order failed, another card pays it', async ( {
		page,
		request,
	} ) => {
		await payPage( page );
		await fillCard( page, '4000 0027 6000 3184' );
		await payButton( page ).click();
		await page
			.getByRole( 'button', { name: 'Fail authentication' } )
			.click();
		await expect(
			page.locator( 'form#order_review .woocommerce-NoticeGroup' )
		).toBeVisible();
		await expect
			.poll( async () => ( await orders( request ) )[ 0 ].status )
			.toBe( 'failed' );
		await expectAccessible( page );
		await fillCard( page, '4242 4242 4242 4242' );
		await payButton( page ).click();
		await expectOrderReceived( page );
		expect( ( await orders( request ) )[ 0 ].status ).toBe( 'processing' );
	} );
} );

test.describe( 'add a payment method', () => {
	test.beforeEach( async ( { page, request } ) => {
		await resetShop( request );
		await page.request.post( '/__dev/login' );
		await page.goto( '/my-account/add-payment-method/' );
		await expect( page.getByLabel( 'Card number' ) ).toBeVisible();
	} );

	test( '4242: the payment methods list shows the new card', async ( {
		page,
	} ) => {
		await expectAccessible( page );
		await fillCard( page, '4242 4242 4242 4242', '11 / 33' );
		await page
			.getByRole( 'button', { name: 'Add payment method' } )
			.click();
		await expect( page ).toHaveURL( /\/my-account\/payment-methods\/$/ );
		await expect(
			page.getByText( 'Payment method successfully added.' )
		).toBeVisible();
		await expect(
			page.getByRole( 'cell', { name: '11/33' } )
		).toBeVisible();
	} );

	test( '3184: 3D Secure completed, then listed', async ( { page } ) => {
		await fillCard( page, '4000 0027 6000 3184', '11 / 33' );
		await page
			.getByRole( 'button', { name: 'Add payment method' } )
			.click();
		await page
			.getByRole( 'button', { name: 'Complete authentication' } )
			.click();
		await expect( page ).toHaveURL( /\/my-account\/payment-methods\/$/ );
		const row = page.getByRole( 'row', { name: /3184.*11\/33/ } );
		await expect( row ).toBeVisible();
	} );
} );

test.describe( "change a subscription's payment method", () => {
	test.beforeEach( async ( { page, request } ) => {
		await resetShop( request );
		await page.request.post( '/__dev/login' );
		await page.goto( '/my-account/' );
		await page
			.getByRole( 'link', {
				name: 'Change payment for subscription 200',
			} )
			.click();
		await expect(
			page.getByRole( 'button', { name: 'Change payment method' } )
		).toBeVisible();
	} );

	const paymentOf = ( page: Page, id: number ) =>
		page.locator( `#subscription-${ id } .subscription-payment-method` );

	test( 'to 3184, completing 3D Secure: only this subscription changes', async ( {
		page,
		request,
	} ) => {
		await expectAccessible( page );
		await page
			.getByRole( 'radio', { name: 'Use a new payment method' } )
			.check();
		await fillCard( page, '4000 0027 6000 3184', '11 / 33' );
		await page
			.getByRole( 'button', { name: 'Change payment method' } )
			.click();
		await page
			.getByRole( 'button', { name: 'Complete authentication' } )
			.click();
		await expect( page ).toHaveURL( /\/my-account\/$/ );
		await expect(
			page.getByText( 'Payment method updated.' )
		).toBeVisible();
		await expect( paymentOf( page, 200 ) ).toHaveText(
			'Visa ending in 3184 (expires 11/33)'
		);
		await expect( paymentOf( page, 201 ) ).toHaveText(
			'Visa ending in 4242 (expires 12/30)'
		);
		const [ intent ] = await intents( request );
		expect( intent ).toMatchObject( {
			object: 'setup_intent',
			status: 'succeeded',
			charge_count: 0,
		} );
	} );

	test( "a new card with 'update all': every subscription changes", async ( {
		page,
	} ) => {
		await page
			.getByRole( 'radio', { name: 'Use a new payment method' } )
			.check();
		await fillCard( page, '4242 4242 4242 4242', '11 / 33' );
		await page
			.getByLabel(
				'Update the payment method used for all of my current subscriptions'
			)
			.check();
		await page
			.getByRole( 'button', { name: 'Change payment method' } )
			.click();
		await expect( page ).toHaveURL( /\/my-account\/$/ );
		for ( const id of [ 200, 201 ] ) {
			await expect( paymentOf( page, id ) ).toHaveText(
				'Visa ending in 4242 (expires 11/33)'
			);
		}
	} );
} );
