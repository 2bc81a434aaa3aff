/**
 * Helpers shared by the browser tests: reset the development shop, fill a
 * cart, fill the block checkout's fields and the Stripe.js double's card form,
 * read the shop's order and intent books.
 */
import { expect, type APIRequestContext, type Page } from '@playwright/test';

export interface DevOrder {
	id: number;
	status: string;
	total: string | number;
	payment_method: string;
	intent_ids?: string[];
	/** The checkout's extension data by namespace (Store API orders). */
	extensions?: Record< string, unknown >;
}

export interface DevIntent {
	id: string;
	status: string;
	amount?: number;
	confirm_count: number;
	charge_count: number;
}

export async function resetShop(
	request: APIRequestContext,
	settings: Record< string, unknown > = {}
): Promise< void > {
	expect( ( await request.post( '/__dev/reset' ) ).ok() ).toBe( true );
	if ( Object.keys( settings ).length ) {
		const response = await request.post( '/__dev/settings', {
			data: settings,
		} );
		expect( response.ok() ).toBe( true );
	}
}

/** Puts products in the browser session's cart (the page's cookies). */
export async function fillCart(
	page: Page,
	items: Array< { slug: string; quantity?: number } >
): Promise< void > {
	const response = await page.request.post( '/__dev/cart', {
		data: { items },
	} );
	expect( response.ok() ).toBe( true );
}

export async function orders(
	request: APIRequestContext
): Promise< DevOrder[] > {
	const body = await ( await request.get( '/__dev/orders' ) ).json();
	return Array.isArray( body ) ? body : body.orders;
}

export async function intents(
	request: APIRequestContext
): Promise< DevIntent[] > {
	const body = await ( await request.get( '/__dev/intents' ) ).json();
	return Array.isArray( body ) ? body : body.intents;
}

export async function fillBillingAddress(
	page: Page,
	overrides: Partial< Record< string, string > > = {}
): Promise< void > {
	const fields: Record< string, string > = {
		'Email address': 'shopper@example.com',
		'First name': 'Erika',
		'Last name': 'Mustermann',
		Address: 'Unter den Linden 1',
		City: 'Berlin',
		'Postal code': '10117',
		Phone: '+49 30 1234567',
		...overrides,
	};
	for ( const [ label, value ] of Object.entries( fields ) ) {
		await page.getByLabel( label, { exact: true } ).first().fill( value );
	}
}

export async function fillCard(
	page: Page,
	number: string,
	expiry = '12 / 34',
	cvc = '123'
): Promise< void > {
	await page.getByLabel( 'Card number' ).fill( number );
	await page.getByLabel( 'Expiration date' ).fill( expiry );
	await page.getByLabel( 'Security code' ).fill( cvc );
}

export async function placeOrder( page: Page ): Promise< void > {
	await page.getByRole( 'button', { name: 'Place Order' } ).click();
}

/**
 * A payment method's radio as a shopper finds it: by the label it shows
 * (e.g. 'iDEAL'), which is also its accessible name in WooCommerce.
 */
export function methodRadio( page: Page, title: string ) {
	return page.getByRole( 'radio', { name: title, exact: true } );
}

/** Chooses a payment method by the label the shopper sees. */
export async function chooseMethod(
	page: Page,
	title: string
): Promise< void > {
	await methodRadio( page, title ).check();
}

/** Selects the billing country and waits for the cart to follow. */
export async function billingCountry(
	page: Page,
	code: string
): Promise< void > {
	await page.getByLabel( 'Country/Region' ).first().selectOption( code );
	await page.waitForResponse( ( response ) =>
		response.url().includes( '/cart/update-customer' )
	);
}

export function orderReceived( page: Page ) {
	return expect( page ).toHaveURL( /\/checkout\/order-received\/\d+\// );
}

/** An order awaiting payment for a beanie, opened on its pay-for-order page. */
export async function openPayForOrder( page: Page ): Promise< void > {
	await page.request.post( '/__dev/cart', {
		data: { items: [ { slug: 'beanie' } ] },
	} );
	const order = await (
		await page.request.post( '/__dev/pending-order' )
	).json();
	await page.goto( order.pay_url );
}
