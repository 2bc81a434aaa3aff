/**
 * Issue 47: Stripe's pay-later message (its Payment Method Messaging
 * Element, drawn by the Stripe double) on the product page, the classic
 * cart and the classic checkout: for the pay-later methods the gateway
 * enabled that serve the store's currency and the shopper's country, for
 * the purchase as it stands in Stripe's units, following the quantity, the
 * variation and the cart; in a box printed at its height; switched off by
 * our plugin's filter. Its code comes with the shopper's first input.
 */
import { expect, fillCart, resetShop, test } from './fixtures';
import {
	payLaterBox,
	payLaterLines,
	payLaterPlan,
	shopperActs,
} from './pay-later-helpers';

const US_STORE = { currency: 'USD', storeCountry: 'US' };

const box = payLaterBox;
const lines = payLaterLines;
const plan = payLaterPlan;
const act = shopperActs;

test.describe( 'Product page', () => {
	test( "a US store: the plans of the methods that serve the shopper, for the product's price, then its quantity", async ( {
		page,
		request,
	} ) => {
		await resetShop( request, US_STORE );
		await page.goto( '/product/beanie/' );
		// Kept at three lines (Klarna, Afterpay, Affirm) from the first
		// paint, the amount in Stripe's units.
		await expect( box( page ) ).toHaveAttribute( 'data-amount', '1800' );
		await expect( box( page ) ).toHaveCSS( 'min-height', '72px' );
		await act( page );
		// Affirm starts at 50.00.
		await expect
			.poll( () => lines( page ) )
			.toEqual( [
				plan( 'klarna', 'Klarna', '$4.50' ),
				plan( 'afterpay_clearpay', 'Afterpay', '$4.50' ),
			] );
		await page.getByLabel( 'Beanie quantity' ).fill( '3' );
		await expect
			.poll( () => lines( page ) )
			.toEqual( [
				plan( 'klarna', 'Klarna', '$13.50' ),
				plan( 'afterpay_clearpay', 'Afterpay', '$13.50' ),
				plan( 'affirm', 'Affirm', '$13.50' ),
			] );
		const messaging = await page.evaluate(
			() =>
				[ ...document.querySelectorAll( '.stripe-double-messaging' ) ]
					.length
		);
		expect( messaging ).toBe( 1 );
	} );

	test( "a variable product: the chosen variation's price times the quantity", async ( {
		page,
		request,
	} ) => {
		await resetShop( request, US_STORE );
		await page.goto( '/product/hoodie/' );
		await act( page );
		// Before a choice, the product's price (its lowest, as WooCommerce's).
		await expect
			.poll( () => lines( page ) )
			.toContain( plan( 'klarna', 'Klarna', '$11.25' ) );
		await page.getByLabel( 'Color' ).selectOption( 'Red' );
		await page.getByLabel( 'Size' ).selectOption( 'M' );
		await expect
			.poll( () => lines( page ) )
			.toContain( plan( 'klarna', 'Klarna', '$11.75' ) );
		await page.getByLabel( 'Hoodie quantity' ).fill( '2' );
		await expect
			.poll( () => lines( page ) )
			.toEqual( [
				plan( 'klarna', 'Klarna', '$23.50' ),
				plan( 'afterpay_clearpay', 'Afterpay', '$23.50' ),
				plan( 'affirm', 'Affirm', '$23.50' ),
			] );
	} );

	test( "a store in euros (Germany): Klarna alone, the only one of the three it offers, one line kept; the plugin's filter switches it off", async ( {
		page,
		request,
	} ) => {
		await resetShop( request );
		await page.goto( '/product/beanie/' );
		await expect( box( page ) ).toHaveCSS( 'min-height', '24px' );
		await act( page );
		await expect
			.poll( () => lines( page ) )
			.toEqual( [ plan( 'klarna', 'Klarna', '€4.50' ) ] );

		await request.post( '/__dev/settings', {
			data: { payLaterMessaging: false },
		} );
		const asked: string[] = [];
		page.on( 'request', ( sent ) => {
			if ( sent.url().includes( 'payment_method_messaging' ) ) {
				asked.push( sent.url() );
			}
		} );
		await page.reload();
		await act( page );
		// The wallet buttons (their code comes with the same input) drew.
		await expect(
			page.locator( '#wc-stripe-express-checkout-element' )
		).toBeVisible();
		await expect( box( page ) ).toHaveCount( 0 );
		expect( asked ).toEqual( [] );
	} );

	test( 'a shop showing whole dollars: the amount is still in cents (Stripe’s units)', async ( {
		page,
		request,
	} ) => {
		await resetShop( request, { ...US_STORE, priceDecimals: 0 } );
		await page.goto( '/product/beanie/' );
		await expect( box( page ) ).toHaveAttribute( 'data-amount', '1800' );
		await act( page );
		await expect
			.poll( () => lines( page ) )
			.toContain( plan( 'klarna', 'Klarna', '$4.50' ) );
	} );

	test( "a shopper whose country the methods do not serve in the store's currency sees none; the box keeps its place", async ( {
		page,
		request,
	} ) => {
		await resetShop( request, US_STORE );
		// A British shopper (their cart's billing address) in a US store.
		await page.request.post( '/__dev/cart', {
			data: { items: [], billing: { country: 'GB' } },
		} );
		await page.goto( '/product/beanie/' );
		await act( page );
		await expect( box( page ) ).toHaveAttribute( 'data-pay-later', 'none' );
		expect( await lines( page ) ).toEqual( [] );
		await expect( box( page ) ).toHaveCSS( 'min-height', '72px' );
	} );
} );

test.describe( 'Classic cart and checkout', () => {
	test( 'the cart: its total, and the new total after Update cart', async ( {
		page,
		request,
	} ) => {
		await resetShop( request, US_STORE );
		await fillCart( page, [ { slug: 'beanie', quantity: 2 } ] );
		await page.goto( '/cart/' );
		// 2 × 18.00 + 5.00 shipping, 10 % tax: 45.10.
		await expect( box( page ) ).toHaveAttribute( 'data-amount', '4510' );
		await act( page );
		await expect
			.poll( () => lines( page ) )
			.toEqual( [
				plan( 'klarna', 'Klarna', '$11.28' ),
				plan( 'afterpay_clearpay', 'Afterpay', '$11.28' ),
			] );
		await page.locator( '.cart_item .qty' ).fill( '3' );
		await page.getByRole( 'button', { name: 'Update cart' } ).click();
		// 3 × 18.00 + 5.00 shipping, 10 % tax: 64.90.
		await expect( box( page ) ).toHaveAttribute( 'data-amount', '6490' );
		await expect
			.poll( () => lines( page ) )
			.toEqual( [
				plan( 'klarna', 'Klarna', '$16.23' ),
				plan( 'afterpay_clearpay', 'Afterpay', '$16.23' ),
				plan( 'affirm', 'Affirm', '$16.23' ),
			] );
		await expect( page.locator( '.stripe-double-messaging' ) ).toHaveCount(
			1
		);
	} );

	test( 'the classic checkout: after the order total; a billing country the methods do not serve takes it away', async ( {
		page,
		request,
	} ) => {
		await resetShop( request, US_STORE );
		await fillCart( page, [ { slug: 'beanie', quantity: 3 } ] );
		await page.goto( '/classic-checkout/' );
		await act( page );
		const row = page.locator(
			'.woocommerce-checkout-review-order-table .order-total + .wc-stripe-pay-later-row'
		);
		await expect( row ).toHaveCount( 1 );
		await expect
			.poll( () => lines( page ) )
			.toContain( plan( 'affirm', 'Affirm', '$16.23' ) );
		await page.locator( '#billing_country' ).selectOption( 'GB' );
		await expect( box( page ) ).toHaveAttribute( 'data-country', 'GB' );
		await expect( box( page ) ).toHaveAttribute( 'data-pay-later', 'none' );
		expect( await lines( page ) ).toEqual( [] );
	} );
} );
