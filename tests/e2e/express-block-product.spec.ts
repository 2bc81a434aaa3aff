/**
 * Issue 47: wallet buttons and the pay-later message on a block theme's
 * product page, with WooCommerce 10's Add to Cart + Options block
 * (Interactivity API: pills, a − / + stepper, the store binding the hidden
 * variation_id; woocommerce#58806) and with the "Add to cart form" block
 * (the classic form inside a block, with its stepper). The quantity and the
 * chosen variation are read from whichever form is there; the buttons hold
 * a tap, and say why, until a variation is chosen; and nothing of ours
 * turns the block back into a plain form that posts.
 */
import type { Page } from '@playwright/test';
import { expect, orderReceived, orders, resetShop, test } from './fixtures';
import {
	expressContainer,
	openSheet,
	payInSheet,
	paymentSheet,
	sheetTotal,
	walletButton,
} from './express-helpers';

const blockForm = ( page: Page ) =>
	page.locator( 'form.wc-block-add-to-cart-with-options' );

const message = ( page: Page ) =>
	page.locator( '.wc-stripe-pay-later .stripe-double-messaging-plan' );

/** Alerts the page shows, as they come. */
function alerts( page: Page ): string[] {
	const seen: string[] = [];
	page.on( 'dialog', ( dialog ) => {
		seen.push( dialog.message() );
		dialog.dismiss();
	} );
	return seen;
}

test.describe( 'Add to Cart + Options block', () => {
	test( 'a variable product: held until a variation is chosen, then the chosen variation and quantity are paid', async ( {
		page,
		request,
	} ) => {
		await resetShop( request, { productForm: 'block' } );
		const said = alerts( page );
		await page.goto( '/product/hoodie/' );
		await expect( expressContainer( page ) ).toBeVisible();
		// WooCommerce's own button is disabled until the choice is made.
		await expect(
			blockForm( page ).locator( '.single_add_to_cart_button' )
		).toHaveClass( /\bdisabled\b/ );

		await walletButton( page ).click();
		await expect
			.poll( () => said )
			.toEqual( [
				'Please select your product options before proceeding.',
			] );
		await expect( paymentSheet( page ) ).toHaveCount( 0 );

		await page.getByRole( 'radio', { name: 'Red' } ).click();
		await page.getByRole( 'radio', { name: 'M' } ).click();
		await expect(
			page.locator( 'input[name="variation_id"]' )
		).toHaveValue( '124' );
		await page
			.getByRole( 'button', { name: 'Increase quantity of Hoodie' } )
			.click();
		await expect( page.locator( 'input.qty' ) ).toHaveValue( '2' );
		// The pay-later message follows the block too (€47.00 × 2).
		await expect( message( page ) ).toHaveText( [
			/4 interest-free payments of €23\.50 with Klarna/,
		] );

		await openSheet( page );
		// 2 × 47.00 + 5.00 shipping, 10 % tax.
		await expect( sheetTotal( page ) ).toHaveText( 'Total: 108.90' );
		await payInSheet( page );
		await orderReceived( page );
		expect( ( await orders( request ) )[ 0 ].total ).toBe( 10890 );
		// Two of the Red / M variation (47.00; Blue's are 45.00).
		await expect(
			page.locator( '.woocommerce-table__line-item' )
		).toHaveText( [ /^Hoodie ×\s2\s*€94\.00$/ ] );
	} );

	test( 'a simple product: the stepper’s quantity is paid and priced by the pay-later message; the block stays the Interactivity API form and still adds to the cart itself', async ( {
		page,
		request,
	} ) => {
		await resetShop( request, { productForm: 'block' } );
		await page.goto( '/product/beanie/' );
		await expect( expressContainer( page ) ).toBeVisible();
		await page
			.getByRole( 'button', { name: 'Increase quantity of Beanie' } )
			.click();
		await page
			.getByRole( 'button', { name: 'Increase quantity of Beanie' } )
			.click();
		await expect( page.locator( 'input.qty' ) ).toHaveValue( '3' );
		// The pay-later message follows the stepper (3 × €18.00).
		await expect( message( page ) ).toHaveText( [
			/4 interest-free payments of €13\.50 with Klarna/,
		] );
		await openSheet( page );
		// 3 × 18.00 + 5.00 shipping, 10 % tax.
		await expect( sheetTotal( page ) ).toHaveText( 'Total: 64.90' );
		await page.getByRole( 'button', { name: 'Cancel' } ).click();
		await expect( paymentSheet( page ) ).toHaveCount( 0 );

		// Nothing of ours went into the form: it submits through its store
		// (no action, no post), and its fields are WooCommerce's.
		const form = blockForm( page );
		await expect( form ).toHaveAttribute(
			'data-wp-on--submit',
			'actions.handleSubmit'
		);
		await expect( form ).not.toHaveAttribute( 'method', /./ );
		expect(
			await form.evaluate( ( element ) =>
				element.classList.contains( 'cart' )
			)
		).toBe( false );
		expect(
			await form
				.locator( 'input, select, button' )
				.evaluateAll( ( fields ) =>
					fields.map(
						( field ) =>
							( field as HTMLInputElement ).name ||
							field.className.split( ' ' ).pop()
					)
				)
		).toEqual( [
			'wc-block-components-quantity-selector__button--minus',
			'quantity',
			'wc-block-components-quantity-selector__button--plus',
			'single_add_to_cart_button',
			'add-to-cart',
		] );
		const added = page.waitForResponse( ( response ) =>
			response.url().includes( '/wc/store/v1/cart/add-item' )
		);
		await form.getByRole( 'button', { name: /Add to cart/ } ).click();
		expect( ( await added ).status() ).toBe( 201 );
		await expect( page ).toHaveURL( /\/product\/beanie\/$/ );
	} );
} );

test.describe( '"Add to cart form" block', () => {
	test( 'with its stepper: the quantity its − and + set is paid, and the pay-later message follows it', async ( {
		page,
		request,
	} ) => {
		await resetShop( request, { productForm: 'form-block-stepper' } );
		await page.goto( '/product/beanie/' );
		await expect(
			page.locator(
				'.wp-block-add-to-cart-form #wc-stripe-express-checkout-element'
			)
		).toBeVisible();
		await page
			.getByRole( 'button', { name: 'Increase quantity of Beanie' } )
			.click();
		await expect( page.locator( 'input.qty' ) ).toHaveValue( '2' );
		await expect( message( page ) ).toHaveText( [
			/4 interest-free payments of €9\.00 with Klarna/,
		] );
		await openSheet( page );
		// 2 × 18.00 + 5.00 shipping, 10 % tax.
		await expect( sheetTotal( page ) ).toHaveText( 'Total: 45.10' );
		await payInSheet( page );
		await orderReceived( page );
		expect( ( await orders( request ) )[ 0 ].total ).toBe( 4510 );
	} );

	test( 'a variable product in the block: the chosen variation is paid, and the pay-later message follows it', async ( {
		page,
		request,
	} ) => {
		await resetShop( request, { productForm: 'form-block' } );
		await page.goto( '/product/hoodie/' );
		await page.getByLabel( 'Color' ).selectOption( 'Red' );
		await page.getByLabel( 'Size' ).selectOption( 'M' );
		await expect( message( page ) ).toHaveText( [
			/4 interest-free payments of €11\.75 with Klarna/,
		] );
		await openSheet( page );
		await expect( sheetTotal( page ) ).toHaveText( 'Total: 57.20' );
	} );
} );
