/**
 * "Buy now" with a wallet on the product page never changes the shopper's
 * cart: its lines, keys, quantities, variation, a line's extension data
 * (the Gift Mug's message), its coupon and its chosen shipping stay byte
 * for byte as they were, whatever the shopper does (pay, cancel, leave or
 * reload with the sheet open, look from a second tab, double tap) and
 * whichever call loses its connection. The product is bought in a cart of
 * its own: one order per intention, for the product alone (the cart's
 * coupon does not discount it), charged once.
 */
import type { Page } from '@playwright/test';
import { expect, orderReceived, orders, resetShop, test } from './fixtures';
import {
	CARDS,
	chooseSheetCard,
	openSheet,
	payInSheet,
	paymentSheet,
	sheetTotal,
	UNCONFIRMED,
	walletButton,
} from './express-helpers';
import {
	dropConnections,
	expectCartAsItWas,
	expectOneOrderOf,
	fillShoppersCart,
	reconnect,
	shoppersCart,
} from './buy-now-helpers';

/** The beanie alone: 18.00 + 5.00 shipping + 10 % tax, no coupon. */
const BEANIE_ALONE = 2530;

/** The shopper's cart filled, its snapshot, and the Beanie's page open. */
async function beaniePage( page: Page ): Promise< string > {
	await fillShoppersCart( page );
	const before = await shoppersCart( page );
	await page.goto( '/product/beanie/' );
	await expect( walletButton( page ) ).toBeVisible();
	return before;
}

/** Opens the sheet once the product is in its cart of its own. */
async function openWithProductAdded( page: Page ) {
	const added = page.waitForResponse( ( response ) =>
		response.url().endsWith( '/wc/store/v1/cart/add-item' )
	);
	const sheet = await openSheet( page );
	expect( ( await added ).ok() ).toBe( true );
	return sheet;
}

test.beforeEach( async ( { request } ) => resetShop( request ) );

const WAYS_OUT: Array< {
	way: string;
	run: ( page: Page ) => Promise< void >;
	paid: boolean;
} > = [
	{
		way: 'pays',
		paid: true,
		run: async ( page ) => {
			await openWithProductAdded( page );
			await payInSheet( page );
			await orderReceived( page );
		},
	},
	{
		way: 'cancels',
		paid: false,
		run: async ( page ) => {
			const sheet = await openWithProductAdded( page );
			await sheet.getByRole( 'button', { name: 'Cancel' } ).click();
			await expect( sheet ).toBeHidden();
		},
	},
	{
		way: 'leaves with the sheet open',
		paid: false,
		run: async ( page ) => {
			await openWithProductAdded( page );
			await page.goto( '/shop/' );
		},
	},
	{
		way: 'reloads with the sheet open',
		paid: false,
		run: async ( page ) => {
			await openWithProductAdded( page );
			await page.reload();
			await expect( walletButton( page ) ).toBeVisible();
		},
	},
	{
		way: 'taps twice, then pays',
		paid: true,
		run: async ( page ) => {
			// The double opens a sheet per tap the buttons resolved; both
			// taps share one cart of their own and one product in it.
			await walletButton( page ).dblclick();
			const sheet = paymentSheet( page ).last();
			await expect( sheet ).toBeVisible();
			await sheet.getByRole( 'button', { name: 'Pay' } ).click();
			await orderReceived( page );
		},
	},
];

for ( const { way, run, paid } of WAYS_OUT ) {
	test( `the shopper ${ way }: the cart is as it was, ${
		paid ? 'one order for the product alone' : 'no order'
	}`, async ( { page, request } ) => {
		const before = await beaniePage( page );
		await run( page );
		await expectCartAsItWas( page, before );
		if ( paid ) {
			const order = await expectOneOrderOf( request, BEANIE_ALONE );
			// As other express orders: the visit's attribution.
			expect( order.extensions ).toMatchObject( {
				'woocommerce/order-attribution': {
					source_type: expect.any( String ),
				},
			} );
		} else {
			expect( await orders( request ) ).toHaveLength( 0 );
		}
	} );
}

test( 'a second tab sees the shopper’s own cart while the sheet is open, and after the payment', async ( {
	page,
	request,
	context,
} ) => {
	const before = await beaniePage( page );
	await openWithProductAdded( page );
	const other = await context.newPage();
	await other.goto( '/cart/' );
	await expect(
		other.getByText( 'Happy birthday, Ada', { exact: false } )
	).toBeVisible();
	await expect( other.getByLabel( 'Tote Bag quantity' ) ).toHaveValue( '2' );
	await expect( other.getByText( 'Beanie' ) ).toHaveCount( 0 );
	await expectCartAsItWas( other, before );
	await payInSheet( page );
	await orderReceived( page );
	await other.reload();
	await expect( other.getByLabel( 'Tote Bag quantity' ) ).toHaveValue( '2' );
	await expectCartAsItWas( other, before );
	await expectOneOrderOf( request, BEANIE_ALONE );
} );

test( 'a logged-in customer’s buy-now order is theirs, and their cart stays as it was', async ( {
	page,
	request,
} ) => {
	expect( ( await page.request.post( '/__dev/login' ) ).ok() ).toBe( true );
	const before = await beaniePage( page );
	await openWithProductAdded( page );
	await payInSheet( page );
	await orderReceived( page );
	const order = await expectOneOrderOf( request, BEANIE_ALONE );
	expect( order ).toMatchObject( { customer_id: 1, status: 'processing' } );
	await expectCartAsItWas( page, before );
} );

test( 'with WordPress’s plain permalinks the Store API is found where WordPress says, and the order is still the customer’s', async ( {
	page,
	request,
} ) => {
	expect( ( await page.request.post( '/__dev/login' ) ).ok() ).toBe( true );
	await page.goto( '/product/beanie/' );
	await expect( walletButton( page ) ).toBeVisible();
	// From here on the REST API answers only at /?rest_route=/… .
	await request.post( '/__dev/settings', {
		data: { plainPermalinks: true },
	} );
	await page.reload();
	const added = page.waitForResponse( ( response ) =>
		response.url().includes( '?rest_route=/wc/store/v1/cart/add-item' )
	);
	await openSheet( page );
	expect( ( await added ).ok() ).toBe( true );
	await payInSheet( page );
	await orderReceived( page );
	const [ order ] = await orders( request );
	expect( order ).toMatchObject( {
		customer_id: 1,
		status: 'processing',
		total: BEANIE_ALONE,
	} );
} );

/**
 * The product never reached its cart: the sheet has nothing to sell (no
 * quote, no Pay) and the page says why.
 */
async function productNotAdded( page: Page ) {
	const sheet = await openSheet( page );
	await expect( sheet.getByRole( 'alert' ) ).toHaveText(
		'Shipping address is invalid'
	);
	await expect( sheet.getByRole( 'button', { name: 'Pay' } ) ).toBeDisabled();
	await expect(
		page
			.locator( '.woocommerce-notices-wrapper' )
			.getByText( 'There was an error adding the product to the cart.' )
	).toBeVisible();
}

/**
 * Each call of a buy-now, its connection lost: the shopper is told where
 * they are, nothing is paid twice, and once the shop is back one tap pays
 * for the product alone. The shopper's cart is as it was throughout.
 */
const LOST: Array< {
	call: string;
	target: string;
	run: ( page: Page ) => Promise< void >;
} > = [
	{
		call: 'opening the cart of its own',
		target: 'store:cart',
		run: productNotAdded,
	},
	{
		call: 'adding the product',
		target: 'store:cart/add-item',
		run: productNotAdded,
	},
	{
		call: 'pricing the sheet’s address',
		target: 'store:cart/update-customer',
		run: async ( page ) => {
			const sheet = await openSheet( page );
			await expect( sheet.getByRole( 'alert' ) ).toHaveText(
				'Shipping address is invalid'
			);
			await expect(
				sheet.getByRole( 'button', { name: 'Pay' } )
			).toBeDisabled();
		},
	},
	{
		call: 'Stripe’s payment method',
		target: 'page:/__stripe/v1/payment_methods',
		run: async ( page ) => {
			const sheet = await openWithProductAdded( page );
			await payInSheet( page );
			await expect( sheet.getByRole( 'alert' ) ).toHaveText( /\S/ );
		},
	},
	{
		call: 'the order',
		target: 'store:checkout',
		run: async ( page ) => {
			const sheet = await openWithProductAdded( page );
			await payInSheet( page );
			await expect( sheet.getByRole( 'alert' ) ).toHaveText(
				UNCONFIRMED
			);
		},
	},
	{
		call: 'the order’s status after 3D Secure',
		target: 'wc-ajax:wc_stripe_update_order_status',
		run: async ( page ) => {
			const sheet = await openWithProductAdded( page );
			await chooseSheetCard( page, CARDS.threeDSecure );
			await payInSheet( page );
			await page
				.getByRole( 'button', { name: 'Complete authentication' } )
				.click();
			await expect( sheet.getByRole( 'alert' ) ).toHaveText(
				UNCONFIRMED
			);
		},
	},
];

for ( const { call, target, run } of LOST ) {
	test( `the connection lost at ${ call }: told, the cart as it was, and once the shop is back one tap pays once`, async ( {
		page,
		request,
	} ) => {
		const before = await beaniePage( page );
		await dropConnections( page, target );
		await run( page );
		await reconnect( page, target );
		await expectCartAsItWas( page, before );
		const sheet = paymentSheet( page );
		await sheet.getByRole( 'button', { name: 'Cancel' } ).click();
		await expect( sheet ).toBeHidden();
		await openWithProductAdded( page );
		await payInSheet( page );
		await orderReceived( page );
		await expectOneOrderOf( request, BEANIE_ALONE );
		await expectCartAsItWas( page, before );
	} );
}

test( 'the connection lost at the sheet’s rate: the rate refused, then taken, the total and the charge the same', async ( {
	page,
	request,
} ) => {
	const before = await beaniePage( page );
	const productData = page.waitForResponse( ( response ) =>
		response.url().includes( 'get_selected_product_data' )
	);
	await page.getByLabel( 'Beanie quantity' ).fill( '3' );
	await productData;
	const sheet = await openWithProductAdded( page );
	await expect( sheetTotal( page ) ).toHaveText( 'Total: 64.90' );
	await dropConnections( page, 'store:cart/select-shipping-rate' );
	await sheet.getByLabel( /Free shipping/ ).check();
	await expect( sheet.getByRole( 'alert' ) ).toHaveText( /\S/ );
	await reconnect( page, 'store:cart/select-shipping-rate' );
	// The refused choice stays ticked in the sheet: back to the flat rate,
	// then free shipping again.
	await sheet.getByLabel( /Flat rate/ ).check();
	await expect( sheetTotal( page ) ).toHaveText( 'Total: 64.90' );
	await sheet.getByLabel( /Free shipping/ ).check();
	// Free shipping from 50.00: 54.00 + 10 % tax.
	await expect( sheetTotal( page ) ).toHaveText( 'Total: 59.40' );
	await payInSheet( page );
	await orderReceived( page );
	await expectOneOrderOf( request, 5940 );
	await expectCartAsItWas( page, before );
} );

test( 'the connection lost at the address check before the order: the order goes on with the sheet’s addresses, paid once', async ( {
	page,
	request,
} ) => {
	const before = await beaniePage( page );
	await dropConnections( page, 'wc-ajax:wc_stripe_normalize_address' );
	await openWithProductAdded( page );
	await payInSheet( page );
	await orderReceived( page );
	await reconnect( page, 'wc-ajax:wc_stripe_normalize_address' );
	await expectOneOrderOf( request, BEANIE_ALONE );
	await expectCartAsItWas( page, before );
} );

test( 'an offer the shop cannot keep: the product could not be added, and the sheet quotes nothing of the shopper’s cart', async ( {
	page,
	request,
} ) => {
	const before = await beaniePage( page );
	await dropConnections( page, 'store:cart/add-item' );
	await productNotAdded( page );
	const sheet = paymentSheet( page );
	await expect( sheet ).not.toContainText( 'Tote Bag' );
	await expect( sheet ).not.toContainText( 'Gift Mug' );
	await reconnect( page, 'store:cart/add-item' );
	expect( await orders( request ) ).toHaveLength( 0 );
	await expectCartAsItWas( page, before );
} );
