/**
 * Issue 47 on the real store: wallet buttons on Twenty Twenty-Five's product
 * page with WooCommerce 10.0.2's own Add to Cart + Options block (the
 * Interactivity API form, its pills and − / + stepper; the store's
 * `store_product_form=options` switch renders it in place of the template's
 * "Add to cart form" block). The buttons hold a tap, and say why, until a
 * variation is chosen; then the chosen variation and quantity are paid once,
 * for the amount the sheet showed; the block is left WooCommerce's form.
 * The development shop's stand-in is held to the same in
 * tests/e2e/express-block-product.spec.ts.
 */
import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';
import { expect, test } from '../e2e/fixtures';
import { THEMES, chooseStore, consoleErrors, storeOrders } from './store';
import { expectOneOrderChargedOnce, payInOpenSheet } from './payments';

const blockForm = ( page: Page ) =>
	page.locator( 'form.wc-block-add-to-cart-with-options' );

const pill = ( page: Page, attribute: string, value: string ) =>
	page
		.getByRole( 'radiogroup', { name: attribute } )
		.getByText( value, { exact: true } );

const googlePay = ( page: Page ) =>
	page.getByRole( 'button', { name: 'Google Pay', exact: true } );

async function withOptionsBlock( context: BrowserContext, baseURL: string ) {
	await chooseStore( context, baseURL, THEMES.block, 'block' );
	await context.addCookies( [
		{ name: 'store_product_form', value: 'options', url: baseURL },
	] );
	await context.addInitScript( () => {
		(
			window as unknown as Record< string, unknown >
		 ).__devShopStripeDouble = { availableWallets: [ 'googlePay' ] };
	} );
}

/**
 * Opens the sheet, reads its total once the address is in (`expected`
 * cents), pays, and expects one order of `item`, charged once for it.
 */
async function payOnceFor(
	page: Page,
	request: APIRequestContext,
	baseURL: string,
	after: number,
	expected: number,
	item: { name: string; quantity: number }
) {
	await googlePay( page ).click();
	const sheet = page.getByRole( 'dialog', { name: 'Payment sheet' } );
	await expect( sheet ).toBeVisible();
	await page.waitForLoadState( 'networkidle' );
	const shown = Number(
		await sheet.locator( '.sheet-total' ).getAttribute( 'data-amount' )
	);
	expect( shown ).toBe( expected );
	await payInOpenSheet( page );
	await expectOneOrderChargedOnce( request, baseURL, after, shown, {
		status: 'processing',
		items: [ item ],
	} );
}

test( 'block theme, Add to Cart + Options block, the Hoodie: held until a variation is chosen, then two Red / M paid once, for the amount the sheet showed', async ( {
	page,
	context,
	request,
	baseURL,
} ) => {
	await withOptionsBlock( context, baseURL! );
	const errors = consoleErrors( page );
	const said: string[] = [];
	page.on( 'dialog', ( dialog ) => {
		said.push( dialog.message() );
		dialog.dismiss();
	} );
	const [ last ] = await storeOrders( request );
	await page.goto( '/product/hoodie/' );
	await expect( blockForm( page ) ).toBeVisible();
	await expect( googlePay( page ) ).toBeVisible();

	await googlePay( page ).click();
	await expect
		.poll( () => said )
		.toEqual( [ 'Please select your product options before proceeding.' ] );
	await expect(
		page.getByRole( 'dialog', { name: 'Payment sheet' } )
	).toHaveCount( 0 );

	// A pill is its label: WooCommerce hides the radio inside it.
	await pill( page, 'Color', 'Red' ).click();
	await pill( page, 'Size', 'M' ).click();
	await expect( page.getByRole( 'radio', { name: 'M' } ) ).toBeChecked();
	await page
		.getByRole( 'button', { name: 'Increase quantity of Hoodie' } )
		.click();
	await expect( blockForm( page ).locator( 'input.qty' ) ).toHaveValue( '2' );

	// 2 × 47.00 + 5.00 shipping, 10 % tax.
	await payOnceFor( page, request, baseURL!, last?.id ?? 0, 10890, {
		name: 'Hoodie - Red, M',
		quantity: 2,
	} );
	expect( errors ).toEqual( [] );
} );

test( 'block theme, Add to Cart + Options block, the Beanie: the stepper’s quantity paid once; the block stays WooCommerce’s form', async ( {
	page,
	context,
	request,
	baseURL,
} ) => {
	await withOptionsBlock( context, baseURL! );
	const errors = consoleErrors( page );
	const [ last ] = await storeOrders( request );
	await page.goto( '/product/beanie/' );
	const form = blockForm( page );
	await expect( form ).toBeVisible();
	await expect( googlePay( page ) ).toBeVisible();
	// Nothing of ours went into the form: it submits through its store.
	await expect( form ).toHaveAttribute(
		'data-wp-on--submit',
		'actions.handleSubmit'
	);
	expect(
		await form.evaluate( ( element ) =>
			element.classList.contains( 'cart' )
		)
	).toBe( false );

	for ( let click = 0; click < 2; click++ ) {
		await page
			.getByRole( 'button', { name: 'Increase quantity of Beanie' } )
			.click();
	}
	await expect( form.locator( 'input.qty' ) ).toHaveValue( '3' );
	// 3 × 18.00 + 5.00 shipping, 10 % tax.
	await payOnceFor( page, request, baseURL!, last?.id ?? 0, 6490, {
		name: 'Beanie',
		quantity: 3,
	} );
	expect( errors ).toEqual( [] );
} );
