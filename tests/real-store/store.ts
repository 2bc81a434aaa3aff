/**
 * What the browser tests on the real store read and set: the visitor's
 * theme and cart/checkout pages (the store's switches), WooCommerce's
 * orders (the store's must-use plugin real-store-test-api.php), the
 * requests the gateway made to the Stripe double and the double's intents,
 * PHP's debug log, and the browser console. See docs/real-store.md.
 */
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';
import type { LoggedRequest } from '../../dev/server/stripe/rest-api/request-log';

export const THEMES = {
	block: 'twentytwentyfive',
	classic: 'twentytwentyone',
} as const;

/** The store's address for the visitor's theme and pages (cookies). */
export async function chooseStore(
	context: BrowserContext,
	baseURL: string,
	theme: string,
	pages: 'block' | 'classic'
): Promise< void > {
	await context.addCookies( [
		{ name: 'store_theme', value: theme, url: baseURL },
		{ name: 'store_pages', value: pages, url: baseURL },
	] );
}

export interface StoreOrder {
	id: number;
	status: string;
	total: string;
	payment_method: string;
	payment_method_title: string;
	transaction_id: string;
	intent_id: string;
	customer_id: number;
	created_via: string;
	items: Array< { name: string; quantity: number } >;
}

/** WooCommerce's orders, newest first, as wc_get_orders() holds them. */
export async function storeOrders(
	request: APIRequestContext
): Promise< StoreOrder[] > {
	const answer = await request.get( '/wp-json/real-store/v1/orders' );
	return answer.json();
}

/** The Stripe double's address: the store's port plus one. */
export function stripeDouble( baseURL: string ): string {
	const url = new URL( baseURL );
	return `${ url.protocol }//${ url.hostname }:${ Number( url.port ) + 1 }`;
}

/** A request the gateway's PHP made, as the Stripe double logged it. */
export type GatewayRequest = LoggedRequest;

export async function clearGatewayRequests(
	request: APIRequestContext,
	baseURL: string
): Promise< void > {
	await request.delete( `${ stripeDouble( baseURL ) }/__dev/requests` );
}

/** Every request the gateway's PHP made to Stripe since the last clear. */
export async function gatewayRequests(
	request: APIRequestContext,
	baseURL: string
): Promise< GatewayRequest[] > {
	return (
		await request.get( `${ stripeDouble( baseURL ) }/__dev/requests` )
	).json();
}

export interface DoubleIntent {
	id: string;
	object: string;
	status: string;
	amount: number;
	charge_count: number;
	confirm_count: number;
}

export async function doubleIntents(
	request: APIRequestContext,
	baseURL: string
): Promise< DoubleIntent[] > {
	return (
		await request.get( `${ stripeDouble( baseURL ) }/__dev/intents` )
	).json();
}

const DEBUG_LOG = path.resolve(
	__dirname,
	'../../.cache/store/site/wp-content/debug.log'
);

/** Where the debug log ends now: read what a test adds after it. */
export function debugLogMark(): number {
	try {
		return statSync( DEBUG_LOG ).size;
	} catch {
		return 0;
	}
}

/**
 * PHP's notices, warnings, deprecations and errors logged since a mark,
 * leaving out the ones listed (each with its reason where it is listed).
 */
export function phpNoticesSince(
	mark: number,
	ignore: Array< { pattern: RegExp } > = []
): string[] {
	let text = '';
	try {
		text = readFileSync( DEBUG_LOG ).subarray( mark ).toString( 'utf8' );
	} catch {}
	return text
		.split( '\n' )
		.filter( ( line ) =>
			/PHP (Notice|Warning|Deprecated|Fatal error|Parse error|Recoverable fatal error|Strict Standards)/.test(
				line
			)
		)
		.filter(
			( line ) => ! ignore.some( ( known ) => known.pattern.test( line ) )
		);
}

/**
 * Console errors, deprecation warnings (WordPress's `deprecated()` warns
 * "… is deprecated …") and uncaught exceptions, for the test to assert none.
 * Chromium also logs every answer with an error status ("Failed to load
 * resource"): those of the requests a case expects to fail (a declined
 * checkout's 400, say) are left out.
 */
export function consoleErrors(
	page: Page,
	expectedFailures: RegExp[] = []
): string[] {
	const errors: string[] = [];
	page.on( 'console', ( message ) => {
		if (
			/^Failed to load resource/.test( message.text() ) &&
			expectedFailures.some( ( url ) =>
				url.test( message.location().url )
			)
		) {
			return;
		}
		if (
			message.type() === 'error' ||
			( message.type() === 'warning' &&
				/ is deprecated/.test( message.text() ) )
		) {
			errors.push( `${ message.text() } (${ message.location().url })` );
		}
	} );
	page.on( 'pageerror', ( error ) => errors.push( error.message ) );
	return errors;
}

/** A product into the cart from its page, as a shopper adds it. */
export async function addToCart( page: Page, slug: string ): Promise< void > {
	await page.goto( `/product/${ slug }/` );
	await page
		.locator( 'form.cart' )
		.getByRole( 'button', { name: /add to cart/i } )
		.click();
	await page
		.getByText( /has been added to your cart/ )
		.first()
		.waitFor();
	// WooCommerce saves the cart in its session when PHP shuts down, after
	// the page has been sent: going on before the page has loaded can
	// reach the next page before the cart is saved (an empty cart there).
	await page.waitForLoadState( 'load' );
}

const ADDRESS = {
	email: 'shopper@example.com',
	first_name: 'Erika',
	last_name: 'Mustermann',
	address_1: 'Unter den Linden 1',
	postcode: '10117',
	city: 'Berlin',
};

/** WooCommerce's block checkout: contact and shipping address (Germany). */
export async function fillBlockCheckout( page: Page ): Promise< void > {
	// The block checkout sends the address it was given (cart/update-customer
	// in a Store API batch) a moment after the typing stops.
	const sent = page.waitForResponse(
		( response ) =>
			response.url().includes( '/wc/store/v1/batch' ) &&
			( response.request().postData() || '' ).includes(
				'update-customer'
			)
	);
	await page.getByLabel( 'Email address' ).fill( ADDRESS.email );
	await page.getByLabel( 'First name' ).first().fill( ADDRESS.first_name );
	await page.getByLabel( 'Last name' ).first().fill( ADDRESS.last_name );
	await page
		.getByLabel( 'Address', { exact: true } )
		.first()
		.fill( ADDRESS.address_1 );
	await page.getByLabel( 'Postal code' ).first().fill( ADDRESS.postcode );
	await page.getByLabel( 'City' ).first().fill( ADDRESS.city );
	await page.getByLabel( 'City' ).first().blur();
	await sent;
	await blockCheckoutIdle( page );
}

/**
 * Waits until WooCommerce's block checkout has sent the address typed into
 * it and is idle: its Place Order button does nothing while the cart's
 * customer data is being updated or the checkout recalculates (choosing a
 * method posts /checkout?__experimental_calc_totals=true).
 */
export async function blockCheckoutIdle( page: Page ): Promise< void > {
	// An address typed in is pushed (POST /cart/update-customer) 1.5 s
	// after the last change, or at once when an input loses focus
	// (wc-blocks-data.js 10.0.2: `debounce( pushChanges, 1500 )`, flushed
	// on `focusout`), then waits in the batch queue 300 ms
	// (`batchScheduleFn`), and an answer may start the next call (a chosen
	// method's PUT /checkout?__experimental_calc_totals=true follows the
	// cart's). A push still due when Place Order is pressed disables the
	// button between mousedown and click, and the click is lost. Idle is no
	// Store API call for 1.6 s, counted from now at the earliest, and the
	// stores idle.
	await storeApiQuiet( page, 1600 );
	await checkoutIsIdle( page );
}

const inFlight = new WeakMap< Page, { count: number; last: number } >();

/** Watches a page's Store API calls from now on (called as a case starts). */
export function watchStoreApi( page: Page ): void {
	const state = { count: 0, last: Date.now() };
	inFlight.set( page, state );
	const isStoreApi = ( url: string ) => url.includes( '/wc/store/v1/' );
	page.on( 'request', ( request ) => {
		if ( isStoreApi( request.url() ) ) {
			state.count++;
		}
	} );
	const done = ( request: { url: () => string } ) => {
		if ( isStoreApi( request.url() ) ) {
			state.count = Math.max( 0, state.count - 1 );
			state.last = Date.now();
		}
	};
	page.on( 'requestfinished', done );
	page.on( 'requestfailed', done );
}

async function storeApiQuiet( page: Page, ms: number ): Promise< void > {
	const state = inFlight.get( page );
	if ( ! state ) {
		await page.waitForTimeout( ms );
		return;
	}
	const since = Date.now();
	while (
		state.count > 0 ||
		Date.now() - Math.max( state.last, since ) < ms
	) {
		await page.waitForTimeout( 100 );
	}
}

async function checkoutIsIdle( page: Page ): Promise< void > {
	await page.waitForFunction( () => {
		const data = (
			window as unknown as {
				wp?: { data?: { select: ( store: string ) => any } };
			}
		 ).wp?.data;
		if ( ! data ) {
			return false;
		}
		const cart = data.select( 'wc/store/cart' );
		const checkout = data.select( 'wc/store/checkout' );
		return (
			! cart.isCustomerDataUpdating() &&
			! cart.isShippingRateBeingSelected() &&
			! checkout.isCalculating() &&
			checkout.isIdle()
		);
	} );
}

/** WooCommerce's classic checkout form: the billing address (Germany). */
export async function fillClassicCheckout( page: Page ): Promise< void > {
	for ( const [ field, value ] of Object.entries( ADDRESS ) ) {
		await page.locator( `#billing_${ field }` ).fill( value );
	}
}

/** The Stripe.js double's card form, filled as on the development shop. */
export { fillCard } from '../e2e/fixtures';
