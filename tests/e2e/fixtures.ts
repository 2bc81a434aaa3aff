/**
 * What every browser test runs with: Playwright's `test`, extended with the
 * Store API conformance check below, and `expect`; and helpers shared by the
 * browser tests: reset the development shop, fill a cart, fill the block
 * checkout's fields and the Stripe.js double's card form, read the shop's
 * order and intent books.
 *
 * Every spec imports `test` from here, never from '@playwright/test', so the
 * check runs in every test.
 */
import {
	expect,
	test as base,
	type APIRequestContext,
	type Browser,
	type BrowserContext,
	type Locator,
	type Page,
	type Request,
	type Response,
} from '@playwright/test';
import { storeApiProblems } from './store-api-schema/answers';

export { expect };

const STORE_API = '/wp-json/wc/store/v1';

/**
 * Made up by the shop's fault switch (`POST /__dev/faults`), not by
 * WooCommerce: such an answer is the test's own failure, not checked.
 */
const FAULT_HEADER = 'x-dev-shop-fault';

/** One Store API answer the browser got, checked against the schema. */
async function storeApiAnswerProblems(
	response: Response
): Promise< string[] > {
	const url = new URL( response.url() );
	if (
		! url.pathname.startsWith( `${ STORE_API }/` ) ||
		response.headers()[ FAULT_HEADER ]
	) {
		return [];
	}
	const request = response.request();
	const where = `${ request.method() } ${ url.pathname }`;
	let text: string;
	try {
		text = ( await response.body() ).toString( 'utf8' );
	} catch {
		// The page went away before its answer could be read.
		return [];
	}
	let body: unknown;
	try {
		body = JSON.parse( text );
	} catch {
		return [ `${ where } (${ response.status() }): not JSON` ];
	}
	let requestBody: unknown;
	try {
		requestBody = request.postDataJSON();
	} catch {}
	return storeApiProblems( {
		method: request.method(),
		route: url.pathname.slice( STORE_API.length ),
		status: response.status(),
		body,
		headers: response.headers(),
		requestBody,
	} );
}

/**
 * Every Store API answer a test's browser receives, in the test's own
 * context and in any it opens, must follow WooCommerce's schema
 * (store-api-schema/): a missing or mistyped field fails the test, naming
 * the request and the field.
 */
export const test = base.extend< { storeApiConformance: void } >( {
	storeApiConformance: [
		async (
			{ context, browser }: { context: BrowserContext; browser: Browser },
			use
		) => {
			const problems: string[] = [];
			const checks: Array< Promise< void > > = [];
			const watch = ( watched: BrowserContext ) =>
				watched.on( 'response', ( response ) => {
					checks.push(
						storeApiAnswerProblems( response ).then( ( found ) => {
							problems.push( ...found );
						} )
					);
				} );
			watch( context );
			const newContext = browser.newContext.bind( browser );
			browser.newContext = async ( ...args ) => {
				const made = await newContext( ...args );
				watch( made );
				return made;
			};
			// Playwright's fixture callback, not React's `use`.
			const run = use;
			try {
				await run();
			} finally {
				browser.newContext = newContext;
			}
			await Promise.all( checks );
			expect(
				problems,
				"Store API answers that depart from WooCommerce's schema"
			).toEqual( [] );
		},
		{ auto: true },
	],
} );

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

/**
 * Ticks a radio or checkbox of the classic checkout as a shopper would. The
 * checkout covers its payment area and order table while an order review
 * update is out (as WooCommerce's blockUI does), and updates start on their
 * own (as the page initialises, after an address is typed): a click that
 * lands on that cover changes nothing, so it is made again once the area is
 * free.
 */
export async function checkWhenFree(
	page: Page,
	box: Locator
): Promise< void > {
	await expect( async () => {
		await expect(
			page.locator(
				'.woocommerce-checkout-payment[aria-busy="true"], .woocommerce-checkout-review-order-table[aria-busy="true"]'
			)
		).toHaveCount( 0 );
		await box.check( { timeout: 2_000 } );
	} ).toPass( { timeout: 15_000 } );
}

/** Chooses a payment method by the label the shopper sees. */
export async function chooseMethod(
	page: Page,
	title: string
): Promise< void > {
	await checkWhenFree( page, methodRadio( page, title ) );
}

/**
 * The block checkout's request of a Store API cart write (`cart/apply-coupon`,
 * say): sent inside a POST /batch, as WooCommerce's checkout sends its cart
 * writes; null for any other request.
 */
export function batchedWrite(
	request: Request,
	route: string
): { path: string; body?: unknown } | null {
	if (
		request.method() !== 'POST' ||
		! new URL( request.url() ).pathname.endsWith( `${ STORE_API }/batch` )
	) {
		return null;
	}
	let requests: Array< { path: string; body?: unknown } > = [];
	try {
		requests = request.postDataJSON()?.requests || [];
	} catch {}
	return (
		requests.find(
			( entry ) =>
				entry.path.split( '?' )[ 0 ] === `/wc/store/v1/${ route }`
		) || null
	);
}

/** Waits for the block checkout to send a cart write; resolves with it. */
export async function cartWriteSent(
	page: Page,
	route: string
): Promise< { path: string; body?: unknown } > {
	const request = await page.waitForRequest(
		( sent ) => !! batchedWrite( sent, route )
	);
	return batchedWrite( request, route )!;
}

/** Waits for the answer to a cart write the block checkout batched. */
export function cartWriteAnswered( page: Page, route: string ) {
	return page.waitForResponse(
		( response ) => !! batchedWrite( response.request(), route )
	);
}

/** Selects the billing country and waits for the cart to follow. */
export async function billingCountry(
	page: Page,
	code: string
): Promise< void > {
	const answered = cartWriteAnswered( page, 'cart/update-customer' );
	await page.getByLabel( 'Country/Region' ).first().selectOption( code );
	await answered;
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
