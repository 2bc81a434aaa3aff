/**
 * Issue 47 on the real store: wallets in the mini cart, behind our
 * plugin's opt-in filter, in both kinds WooCommerce 10.0.2 draws: the
 * Mini-Cart block's drawer (Twenty Twenty-Five, the block in its header
 * where WooCommerce's Block Hooks put it) and the classic Cart widget
 * (Twenty Twenty-One, in its footer's widget area). The store's
 * `store_mini_cart` switch turns both on (real-store-wallet-switches.php).
 * A shopper pays once for the whole cart from each, for the amount the
 * sheet showed; with the switch off nothing of it is on the page.
 */
import type { BrowserContext, Page } from '@playwright/test';
import { expect, test } from '../e2e/fixtures';
import {
	THEMES,
	addToCart,
	chooseStore,
	consoleErrors,
	debugLogMark,
	storeOrders,
} from './store';
import {
	expectClean,
	expectOneOrderChargedOnce,
	payInOpenSheet,
} from './payments';

const WALLETS = [ 'googlePay', 'applePay', 'link' ];

async function withMiniCartWallets( context: BrowserContext, baseURL: string ) {
	await context.addCookies( [
		{ name: 'store_mini_cart', value: 'on', url: baseURL },
	] );
	await context.addInitScript( ( wallets ) => {
		(
			window as unknown as Record< string, unknown >
		 ).__devShopStripeDouble = { availableWallets: wallets };
	}, WALLETS );
}

const slot = ( page: Page ) => page.locator( '.wc-stripe-mini-cart-wallets' );

/** The shop, the shopper's first input, and the mini cart opened. */
async function openMiniCart( page: Page, kind: 'block' | 'classic' ) {
	await page.goto( '/shop/' );
	await page.mouse.move( 200, 300 );
	await page.mouse.move( 220, 320 );
	if ( kind === 'block' ) {
		await page.locator( '.wc-block-mini-cart__button' ).click();
		await expect(
			page.locator( '.wc-block-mini-cart__footer' )
		).toBeVisible();
	} else {
		// The shopper's first input refreshes the cart fragments, which
		// replace the widget's content: scrolled to again if it went.
		await expect( async () => {
			await page
				.locator( '.widget_shopping_cart_content' )
				.scrollIntoViewIfNeeded( { timeout: 2_000 } );
		} ).toPass();
	}
}

for ( const kind of [ 'block', 'classic' ] as const ) {
	test( `${ kind } theme, ${
		kind === 'block' ? 'the Mini-Cart block' : 'the Cart widget'
	}: the whole cart paid once with a wallet, for the amount the sheet showed`, async ( {
		page,
		context,
		request,
		baseURL,
	} ) => {
		await chooseStore( context, baseURL!, THEMES[ kind ], kind );
		await withMiniCartWallets( context, baseURL! );
		const errors = consoleErrors( page );
		const mark = debugLogMark();
		const [ last ] = await storeOrders( request );
		await addToCart( page, 'beanie' );

		await openMiniCart( page, kind );
		const googlePay = slot( page ).getByRole( 'button', {
			name: 'Google Pay',
			exact: true,
		} );
		await googlePay.click();
		const sheet = page.getByRole( 'dialog', { name: 'Payment sheet' } );
		await expect( sheet ).toBeVisible();
		const shown = Number(
			await sheet
				.locator( '.sheet-total' )
				.getAttribute( 'data-opened-with' )
		);
		await payInOpenSheet( page );

		await expectOneOrderChargedOnce(
			request,
			baseURL!,
			last?.id ?? 0,
			shown,
			{
				status: 'processing',
				payment_method: 'stripe',
				items: [ { name: 'Beanie', quantity: 1 } ],
			}
		);
		expectClean( { errors, mark } );
	} );
}

test( 'the switch off (the filter unset): no params, no slot, no mini cart code', async ( {
	page,
	context,
	baseURL,
} ) => {
	await chooseStore( context, baseURL!, THEMES.classic, 'classic' );
	await context.addCookies( [
		{ name: 'store_mini_cart', value: 'off', url: baseURL! },
	] );
	await addToCart( page, 'beanie' );
	await page.goto( '/shop/' );
	await page.mouse.move( 200, 300 );
	await page.waitForLoadState( 'networkidle' );
	expect(
		await page.evaluate( () => 'wc_stripe_mini_cart_params' in window )
	).toBe( false );
	await expect( slot( page ) ).toHaveCount( 0 );
} );

/** The Store API cart's total, in Stripe's units (cents, for euros). */
async function cartTotal( page: Page ): Promise< number > {
	const cart = await (
		await page.request.get( '/wp-json/wc/store/v1/cart' )
	).json();
	return Number( cart.totals.total_price );
}

test( 'block theme, the Mini-Cart block: a line removed with the drawer open, then a tap: the sheet asks the new total; every line removed, no button', async ( {
	page,
	context,
	baseURL,
} ) => {
	await chooseStore( context, baseURL!, THEMES.block, 'block' );
	await withMiniCartWallets( context, baseURL! );
	const errors = consoleErrors( page );
	await addToCart( page, 'beanie' );
	await addToCart( page, 'tote-bag' );
	await openMiniCart( page, 'block' );
	const googlePay = slot( page ).getByRole( 'button', {
		name: 'Google Pay',
		exact: true,
	} );
	const sheet = page.getByRole( 'dialog', { name: 'Payment sheet' } );
	const tapAndRead = async () => {
		await googlePay.click();
		await expect( sheet ).toBeVisible();
		const shown = Number(
			await sheet
				.locator( '.sheet-total' )
				.getAttribute( 'data-opened-with' )
		);
		await sheet.getByRole( 'button', { name: 'Cancel' } ).click();
		await expect( sheet ).toBeHidden();
		return shown;
	};
	const both = await cartTotal( page );
	expect( await tapAndRead() ).toBe( both );

	// The drawer redraws its footer with the new subtotal once its own
	// request has answered; the slot follows the redraw, and a shopper taps
	// what the drawer shows. The cart is read once the drawer has drawn,
	// not polled meanwhile: once, here, the drawer said "Beanie has been
	// removed" while the Store API cart still held it; a read that runs
	// beside the removal may write back the session it loaded, if it
	// changed any of it (WC_Session_Handler::save_data() at the request's
	// end, WooCommerce 10.0.2).
	const footer = page.locator( '.wc-block-mini-cart__footer' );
	const subtotal = footer.locator( '.wc-block-mini-cart__footer-subtotal' );
	const subtotalOfBoth = ( await subtotal.textContent() ) ?? '';
	await page.getByLabel( 'Remove Tote Bag from cart' ).click();
	await expect( subtotal ).not.toHaveText( subtotalOfBoth );
	const beanieOnly = await cartTotal( page );
	expect( beanieOnly ).toBeLessThan( both );
	await expect( googlePay ).toBeVisible();
	expect( await tapAndRead() ).toBe( beanieOnly );

	await page.getByLabel( 'Remove Beanie from cart' ).click();
	// An emptied cart's drawer has no footer, and so no buttons.
	await expect( footer ).toHaveCount( 0 );
	await expect( googlePay ).toHaveCount( 0 );
	expect( await cartTotal( page ) ).toBe( 0 );
	expect( errors ).toEqual( [] );
} );
