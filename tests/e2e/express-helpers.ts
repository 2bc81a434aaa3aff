/**
 * Helpers for the wallet-button browser tests: the buttons the Stripe.js
 * double draws, and its payment sheet (lines, total, card, address, rates).
 */
import { expect, type Page } from '@playwright/test';

export const walletButton = ( page: Page, name = 'Google Pay' ) =>
	page.getByRole( 'button', { name, exact: true } );

export const paymentSheet = ( page: Page ) =>
	page.getByRole( 'dialog', { name: 'Payment sheet' } );

export const expressContainer = ( page: Page ) =>
	page.locator( '#wc-stripe-express-checkout-element' );

export const CARDS = {
	success: '4242424242424242',
	threeDSecure: '4000002760003184',
	declined: '4000000000000002',
};

/** Opens the sheet from a wallet button and waits for it. */
export async function openSheet( page: Page, wallet = 'Google Pay' ) {
	await walletButton( page, wallet ).click();
	await expect( paymentSheet( page ) ).toBeVisible();
	return paymentSheet( page );
}

export async function chooseSheetCard( page: Page, number: string ) {
	await paymentSheet( page )
		.getByLabel( 'Wallet card' )
		.selectOption( number );
}

export async function chooseSheetAddress( page: Page, label: string ) {
	const select = paymentSheet( page ).getByLabel( 'Shipping address' );
	const value = await select
		.locator( 'option', { hasText: label } )
		.getAttribute( 'value' );
	await select.selectOption( value || '' );
}

export async function payInSheet( page: Page ) {
	await paymentSheet( page ).getByRole( 'button', { name: 'Pay' } ).click();
}

export const sheetTotal = ( page: Page ) =>
	paymentSheet( page ).locator( '.sheet-total' );

export async function cartLines( page: Page ) {
	const response = await page.request.get( '/wp-json/wc/store/v1/cart' );
	const cart = await response.json();
	return ( cart.items as Array< { name: string; quantity: number } > ).map(
		( item ) => `${ item.name } × ${ item.quantity }`
	);
}
