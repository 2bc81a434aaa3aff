/**
 * Issue 47: wallets in the mini cart, both kinds (WooCommerce's classic
 * widget and the Mini-Cart block's drawer), behind our plugin's filter
 * (`wc_stripe_frontend_mini_cart_wallets`, the shop's `miniCartWallets`
 * setting), off by default. They pay for the whole cart, follow it as lines
 * are added and removed with the mini cart open, and take no room where no
 * wallet can pay. Their code loads at the shopper's first input, never with
 * the page (the page weights: page-weight.spec.ts).
 */
import type { Page } from '@playwright/test';
import {
	expect,
	fillCart,
	intents,
	orderReceived,
	orders,
	resetShop,
	test,
} from './fixtures';
import { payInSheet, paymentSheet } from './express-helpers';
import { expectOneOrderOf } from './buy-now-helpers';

const slot = ( page: Page ) => page.locator( '.wc-stripe-mini-cart-wallets' );
const googlePay = ( page: Page ) =>
	slot( page ).getByRole( 'button', { name: 'Google Pay', exact: true } );

/** The Store API cart's total, in Stripe's units (cents, for euros). */
async function cartTotal( page: Page ): Promise< number > {
	const cart = await (
		await page.request.get( '/wp-json/wc/store/v1/cart' )
	).json();
	return Number( cart.totals.total_price );
}

const openedWith = async ( page: Page ) =>
	Number(
		await paymentSheet( page )
			.locator( '.sheet-total' )
			.getAttribute( 'data-opened-with' )
	);

/** Taps Google Pay in the mini cart: the sheet asks the cart's total. */
async function expectSheetForCart( page: Page ) {
	const total = await cartTotal( page );
	await googlePay( page ).click();
	await expect( paymentSheet( page ) ).toBeVisible();
	expect( await openedWith( page ) ).toBe( total );
	await paymentSheet( page )
		.getByRole( 'button', { name: 'Cancel' } )
		.click();
	return total;
}

/** The shop page, the shopper's first input, and the mini cart opened. */
async function openMiniCart( page: Page, kind: 'widget' | 'block' ) {
	await page.goto( '/shop/' );
	await page.mouse.move( 200, 300 );
	await page.mouse.move( 220, 320 );
	if ( kind === 'widget' ) {
		await page.locator( '.site-header-cart summary' ).click();
	} else {
		await page.locator( '.wc-block-mini-cart__button' ).click();
		await expect(
			page.locator( '.wc-block-mini-cart__footer' )
		).toBeVisible();
	}
}

test( 'off by default: no settings, no slot, no wallet code, even after the shopper acts', async ( {
	page,
	request,
} ) => {
	await resetShop( request );
	await fillCart( page, [ { slug: 'beanie' } ] );
	const chunks: string[] = [];
	page.on( 'request', ( sent ) => {
		if ( new URL( sent.url() ).pathname.startsWith( '/build/chunks/' ) ) {
			chunks.push( sent.url() );
		}
	} );
	await openMiniCart( page, 'widget' );
	await expect(
		page
			.locator( '.widget_shopping_cart_content' )
			.getByRole( 'link', { name: 'Checkout', exact: true } )
	).toBeVisible();
	await page.waitForLoadState( 'networkidle' );
	expect(
		await page.evaluate( () => 'wc_stripe_mini_cart_params' in window )
	).toBe( false );
	await expect( slot( page ) ).toHaveCount( 0 );
	expect( chunks ).toEqual( [] );
} );

for ( const kind of [ 'widget', 'block' ] as const ) {
	const name =
		kind === 'widget' ? 'the classic widget' : 'the Mini-Cart block';

	test.describe( name, () => {
		test.beforeEach( async ( { page, request } ) => {
			await resetShop( request, {
				miniCartWallets: true,
				miniCart: kind,
			} );
			await fillCart( page, [
				{ slug: 'beanie' },
				{ slug: 'sticker', quantity: 2 },
			] );
		} );

		test( 'pays once for the whole cart, the amount the sheet showed', async ( {
			page,
			request,
		} ) => {
			await openMiniCart( page, kind );
			const total = await cartTotal( page );
			await googlePay( page ).click();
			expect( await openedWith( page ) ).toBe( total );
			await payInSheet( page );
			await orderReceived( page );
			const order = await expectOneOrderOf( request, total );
			expect( order.total ).toBe( total );
		} );

		test( 'follows the cart as lines are added and removed with the mini cart open, and takes no room once it is empty', async ( {
			page,
		} ) => {
			await openMiniCart( page, kind );
			const before = await expectSheetForCart( page );
			// A line removed in the mini cart.
			// The widget's link and the drawer's button, named alike.
			await page.getByLabel( 'Remove Sticker from cart' ).click();
			await expect.poll( () => cartTotal( page ) ).not.toBe( before );
			const afterRemoval = await expectSheetForCart( page );
			expect( afterRemoval ).toBeLessThan( before );
			// A line added with the mini cart open.
			if ( kind === 'widget' ) {
				await page
					.getByRole( 'link', { name: 'Add to cart: “Tote Bag”' } )
					.click();
			} else {
				await fillCart( page, [
					{ slug: 'beanie' },
					{ slug: 'tote-bag' },
				] );
				await page.evaluate( () =>
					document.body.dispatchEvent(
						new Event( 'wc-blocks_added_to_cart' )
					)
				);
			}
			await expect
				.poll( () => cartTotal( page ) )
				.toBeGreaterThan( afterRemoval );
			await expect(
				kind === 'widget'
					? page.locator( '.widget_shopping_cart_content' )
					: page.locator( '.wc-block-mini-cart__drawer' )
			).toContainText( 'Tote Bag' );
			expect( await expectSheetForCart( page ) ).toBeGreaterThan(
				afterRemoval
			);
			// Every line removed: no buttons, no room.
			for ( const product of [ 'Beanie', 'Tote Bag' ] ) {
				await page
					.getByLabel( `Remove ${ product } from cart` )
					.click();
				await expect(
					page.getByLabel( `Remove ${ product } from cart` )
				).toHaveCount( 0 );
			}
			await expect( googlePay( page ) ).toHaveCount( 0 );
		} );

		test( 'no wallet in this browser: the slot stays hidden and takes no room', async ( {
			page,
			request,
		} ) => {
			await resetShop( request, {
				miniCartWallets: true,
				miniCart: kind,
				availableWallets: [],
			} );
			await fillCart( page, [ { slug: 'beanie' } ] );
			await openMiniCart( page, kind );
			await page.waitForLoadState( 'networkidle' );
			await expect( slot( page ) ).toHaveCount( 1 );
			await expect( slot( page ) ).toBeHidden();
			expect(
				await slot( page ).evaluate(
					( box ) => box.getBoundingClientRect().height
				)
			).toBe( 0 );
		} );

		test( 'the cart location off: the mini cart shows no wallet either', async ( {
			page,
			request,
		} ) => {
			await resetShop( request, {
				miniCartWallets: true,
				miniCart: kind,
				expressLocations: [ 'product', 'checkout' ],
			} );
			await fillCart( page, [ { slug: 'beanie' } ] );
			await openMiniCart( page, kind );
			await page.waitForLoadState( 'networkidle' );
			expect(
				await page.evaluate(
					() => 'wc_stripe_mini_cart_params' in window
				)
			).toBe( false );
			await expect( googlePay( page ) ).toHaveCount( 0 );
			expect( await orders( request ) ).toEqual( [] );
			expect( await intents( request ) ).toEqual( [] );
		} );
	} );
}
