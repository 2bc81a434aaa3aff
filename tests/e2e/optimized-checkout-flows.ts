/**
 * The Optimized Checkout tests each surface runs (issue 37, break 5): with
 * the gateway's setting on, the shop prints what the plugin prints (`paymentMethodsConfig` holds the
 * one OC method under `card` beside the express ids, the classic list the
 * main `stripe` gateway alone, the Store API `stripe` alone), and the block
 * checkout, the classic checkout and pay for order each show ONE Stripe
 * method whose Payment Element offers every enabled method. It pays by
 * card, by a redirect method chosen inside the element (iDEAL) and with a
 * saved card; each payment is one order and one charge, and the order
 * records the method chosen inside the element, as the gateway records it.
 */
import { expect, fillCard, intents, orders, test } from './fixtures';
import {
	FINISH,
	expectOrderReceived,
	latestOrderAndIntent,
	methodBox,
	openCheckout,
	place,
	shopFor,
	type ShopFor,
	type Surface,
} from './method-flows';
import type { APIRequestContext, Page } from '@playwright/test';

const EUR: ShopFor = { currency: 'EUR', storeCountry: 'DE', country: 'DE' };

/** The OC method's title, as get_alternative_title() prints it. */
const TITLE: Record< Surface, string > = {
	block: 'Payment methods',
	classic: 'Stripe',
	'order-pay': 'Payment methods',
};

export async function optimizedCheckoutOn( page: Page ) {
	const response = await page.request.post( '/__dev/settings', {
		data: { optimizedCheckout: true },
	} );
	expect( response.ok() ).toBe( true );
}

/** The element's row for a method (Stripe's accordion). */
const row = ( page: Page, surface: Surface, label: string ) =>
	methodBox( page, surface, 'stripe' ).getByRole( 'button', {
		name: label,
		exact: true,
	} );

/** Picks the one Stripe method the checkout lists. */
async function chooseTheOneMethod( page: Page, surface: Surface ) {
	await page
		.getByRole( 'radio', { name: TITLE[ surface ], exact: true } )
		.check();
}

/** One order, paid with one charge, recorded as `recorded` says. */
async function expectOnePaidOrder(
	request: APIRequestContext,
	recorded: { payment_method: string; payment_method_title: string }
) {
	const { order, intent } = await latestOrderAndIntent( request );
	expect( order ).toMatchObject( { status: 'processing', ...recorded } );
	expect( intent ).toMatchObject( { status: 'succeeded', charge_count: 1 } );
	expect( await orders( request ) ).toHaveLength( 1 );
	expect( await intents( request ) ).toHaveLength( 1 );
}

/** The tests for one surface: the one method, card, iDEAL, a saved card. */
export function describeOptimizedCheckout( surface: Surface ): void {
	const where =
		surface === 'order-pay' ? 'pay for order' : `${ surface } checkout`;
	test.describe( `${ where } with Optimized Checkout on`, () => {
		test.beforeEach( async ( { page, request } ) => {
			await shopFor( page, request, EUR );
			await optimizedCheckoutOn( page );
		} );

		test( 'one Stripe method, whose element offers the enabled methods', async ( {
			page,
		} ) => {
			await openCheckout( page, surface );
			const stripe = page.getByRole( 'radio', {
				name: TITLE[ surface ],
				exact: true,
			} );
			await expect( stripe ).toBeVisible();
			await stripe.check();
			// No method of its own for what the element offers.
			for ( const own of [ 'Card', 'iDEAL', 'SEPA Direct Debit' ] ) {
				await expect(
					page.getByRole( 'radio', { name: own, exact: true } )
				).toHaveCount( 0 );
			}
			await expect( row( page, surface, 'Card' ) ).toHaveAttribute(
				'aria-expanded',
				'true'
			);
			await expect( page.getByLabel( 'Card number' ) ).toBeVisible();
			for ( const offered of [ 'iDEAL', 'SEPA Debit', 'Bancontact' ] ) {
				await expect( row( page, surface, offered ) ).toBeVisible();
			}
			// Amazon Pay is a wallet button only.
			await expect( row( page, surface, 'Amazon Pay' ) ).toHaveCount( 0 );
		} );

		test( 'pays by card: one order, one charge, recorded as the card', async ( {
			page,
			request,
		} ) => {
			await openCheckout( page, surface );
			await chooseTheOneMethod( page, surface );
			await fillCard( page, '4242 4242 4242 4242' );
			await place( page, surface );
			await expectOrderReceived( page );
			await expectOnePaidOrder( request, {
				payment_method: 'stripe',
				payment_method_title: 'Credit / Debit Card',
			} );
		} );

		test( 'pays by iDEAL chosen inside the element: recorded as iDEAL', async ( {
			page,
			request,
		} ) => {
			await openCheckout( page, surface );
			await chooseTheOneMethod( page, surface );
			await row( page, surface, 'iDEAL' ).click();
			await expect( row( page, surface, 'iDEAL' ) ).toHaveAttribute(
				'aria-expanded',
				'true'
			);
			if ( surface !== 'block' ) {
				// The gateway's hidden field carries the element's choice.
				await expect(
					page.locator( '#wc_stripe_selected_upe_payment_type' )
				).toHaveValue( 'ideal' );
			}
			await place( page, surface );
			await FINISH.redirect( page );
			await expectOrderReceived( page );
			await expect(
				page.locator( '.woocommerce-order-overview__payment-method' )
			).toContainText( 'iDEAL' );
			await expectOnePaidOrder( request, {
				payment_method: 'stripe_ideal',
				payment_method_title: 'iDEAL',
			} );
		} );

		test( 'the mandate follows the method open in the element', async ( {
			page,
			request,
		} ) => {
			await shopFor( page, request, EUR );
			await optimizedCheckoutOn( page );
			await openCheckout( page, surface );
			await chooseTheOneMethod( page, surface );
			const box = methodBox( page, surface, 'stripe' );
			await expect( box.locator( '.wc-stripe-mandate' ) ).toHaveCount(
				0
			);
			await row( page, surface, 'SEPA Debit' ).click();
			await expect( box.locator( '.wc-stripe-mandate' ) ).toBeVisible();
			// Stripe's own stays off: ours is the one shown.
			await expect( box.locator( '.stripe-double-mandate' ) ).toHaveCount(
				0
			);
			await row( page, surface, 'iDEAL' ).click();
			await expect( box.locator( '.wc-stripe-mandate' ) ).toHaveCount(
				0
			);
		} );

		test( `a saved card pays with Optimized Checkout on, as before`, async ( {
			page,
			request,
		} ) => {
			await shopFor( page, request, EUR, { login: true } );
			await optimizedCheckoutOn( page );
			await openCheckout( page, surface );
			const saved = page.getByRole( 'radio', {
				name: /Visa ending in 4242/,
			} );
			await expect( saved ).toBeVisible();
			await saved.check();
			await place( page, surface );
			await expectOrderReceived( page );
			const { order, intent } = await latestOrderAndIntent( request );
			expect( order ).toMatchObject( {
				status: 'processing',
				payment_method: 'stripe',
			} );
			expect( intent ).toMatchObject( { charge_count: 1 } );
			expect( await orders( request ) ).toHaveLength( 1 );
		} );
	} );
}
