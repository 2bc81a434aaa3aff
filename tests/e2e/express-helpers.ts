/**
 * Helpers for the wallet-button browser tests: the buttons the Stripe.js
 * double draws, and its payment sheet (lines, total, card, address, rates).
 */
import { expect, type Page } from '@playwright/test';
import { UNCONFIRMED_KEY } from '../../assets/js/core/express/unconfirmed-order';

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

/**
 * What the wallet buttons say beside them (why a tap is waiting, why the
 * total could not be read): a polite live region of its own.
 */
export const buttonsStatus = ( page: Page, text: string ) =>
	page
		.locator( '.wc-stripe-express-checkout-status[aria-live="polite"]' )
		.filter( { hasText: text } );

/** The answers that make no call wait longer than the client's own limit. */
export type HeldAnswer = 'timeout' | 'late-answer';

/**
 * The shop's next answer to `target` (e.g. store:cart) never comes in time:
 * it stays silent (`timeout`) or comes after the client gave up
 * (`late-answer`).
 */
export async function holdNextAnswer(
	page: Page,
	target: string,
	mode: HeldAnswer = 'timeout'
) {
	const answer = await page.request.post( '/__dev/faults', {
		data: { target, mode, count: 1 },
	} );
	expect( answer.ok() ).toBe( true );
}

/**
 * A wallet purchase left unconfirmed earlier in this browser (its order
 * call lost its answer: core/express/unconfirmed-order.ts), in the shopper's
 * own cart, as the page's storage keeps it: the next tap asks the shop
 * what became of it before anything is paid.
 */
export async function markPurchaseUnconfirmed( page: Page ) {
	await page.evaluate( ( key ) => {
		window.localStorage.setItem(
			key,
			JSON.stringify( {
				value: { cartToken: null },
				expires: Date.now() + 60 * 60 * 1000,
			} )
		);
	}, UNCONFIRMED_KEY );
}

/** What the buttons say while a tap waits, and after a purchase went unseen. */
export const UPDATING =
	'The total is being updated. Tap the button again in a moment.';
export const CHECKING =
	'Checking whether your earlier order went through. Tap the button again in a moment.';
export const UNCONFIRMED =
	'The shop did not confirm your order. It may have been placed and paid: check your email or your account’s orders before you pay again.';
