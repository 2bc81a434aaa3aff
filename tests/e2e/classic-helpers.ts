/**
 * Helpers for the classic checkout's browser tests: open the page with a
 * cart, fill the billing fields WooCommerce prints, watch the order review
 * updates and read the orders.
 */
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { freshShopWithCart, type ShopSetup } from './shop-setup';
import { checkWhenFree, chooseMethod } from './fixtures';

export const CLASSIC_CHECKOUT = '/classic-checkout/';

export const isUpdate = ( url: string ) =>
	url.includes( 'wc-ajax=update_order_review' );
export const isCheckoutPost = ( url: string ) =>
	url.includes( 'wc-ajax=checkout' );

/** A fresh shop, a cart, the page, and its first order review update done. */
export async function openClassicCheckout(
	page: Page,
	request: APIRequestContext,
	setup: ShopSetup = {}
): Promise< void > {
	await freshShopWithCart( page, request, setup );
	const firstUpdate = page.waitForResponse( ( response ) =>
		isUpdate( response.url() )
	);
	await page.goto( CLASSIC_CHECKOUT );
	await firstUpdate;
}

export const BILLING: Record< string, string > = {
	billing_first_name: 'Erika',
	billing_last_name: 'Mustermann',
	billing_address_1: 'Unter den Linden 1',
	billing_city: 'Berlin',
	billing_postcode: '10117',
	billing_phone: '+49 30 1234567',
	billing_email: 'erika@example.com',
};

export async function fillBilling(
	page: Page,
	overrides: Record< string, string > = {}
): Promise< void > {
	for ( const [ id, value ] of Object.entries( {
		...BILLING,
		...overrides,
	} ) ) {
		await page.locator( `#${ id }` ).fill( value );
	}
}

/** Counts the order review updates the page sends from now on. */
export function countUpdates( page: Page ): { count: () => number } {
	let count = 0;
	page.on( 'request', ( request ) => {
		if ( isUpdate( request.url() ) ) {
			count++;
		}
	} );
	return { count: () => count };
}

export function placeOrderButton( page: Page ) {
	return page.getByRole( 'button', { name: 'Place order' } );
}

export async function acceptTerms( page: Page ): Promise< void > {
	await checkWhenFree(
		page,
		page.getByRole( 'checkbox', { name: /terms and conditions/ } )
	);
}

/** The shopper's details filled, the terms accepted, paying by cheque. */
export async function readyForCheque( page: Page ): Promise< void > {
	await fillBilling( page );
	await acceptTerms( page );
	await chooseMethod( page, 'Check payments' );
}

export function checkoutNotices( page: Page ) {
	return page.locator( 'form.checkout > .woocommerce-NoticeGroup-checkout' );
}

export async function expectOrderReceived( page: Page ): Promise< void > {
	await expect( page ).toHaveURL( /\/checkout\/order-received\/\d+\// );
	await expect(
		page.getByText( 'Thank you. Your order has been received.' )
	).toBeVisible();
}
