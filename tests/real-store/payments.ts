/**
 * What the named cases on the real store assert after a payment, through
 * WooCommerce's orders and the Stripe double's books: one order, one
 * PaymentIntent created for it, charged once; and the shopper's steps they
 * share (log in, an order to pay).
 */
import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';
import { expect } from '../e2e/fixtures';
import {
	chooseStore,
	consoleErrors,
	debugLogMark,
	doubleIntents,
	gatewayRequests,
	phpNoticesSince,
	storeOrders,
	watchStoreApi,
	type StoreOrder,
} from './store';
import { UPSTREAM_NOTICES } from './known-notices';

export const TESS = { email: 'test@example.com', password: 'password' };

/** The newest order's id now: what a test's own orders come after. */
export async function lastOrderId(
	request: APIRequestContext
): Promise< number > {
	const [ last ] = await storeOrders( request );
	return last?.id ?? 0;
}

/** The orders made since `after`, but drafts the block checkout keeps. */
export async function ordersSince(
	request: APIRequestContext,
	after: number
): Promise< StoreOrder[] > {
	return ( await storeOrders( request ) ).filter(
		( order ) => order.id > after && order.status !== 'checkout-draft'
	);
}

/**
 * One order since `after`, in `status`; the PaymentIntents the gateway
 * created since the request log was cleared (`created` of them, the
 * order's among them); the order's intent charged `charges` times and no
 * other of them charged.
 */
export async function expectOnePayment(
	request: APIRequestContext,
	baseURL: string,
	after: number,
	expected: {
		status?: string;
		created?: number;
		charges?: number;
		method?: string;
	} = {}
): Promise< StoreOrder > {
	const { status = 'processing', created = 1, charges = 1 } = expected;
	const placed = await ordersSince( request, after );
	expect( placed.map( ( order ) => order.status ) ).toEqual( [ status ] );
	const [ order ] = placed;
	if ( expected.method ) {
		expect( order.payment_method ).toBe( expected.method );
	}
	const creations = ( await gatewayRequests( request, baseURL ) ).filter(
		( call ) =>
			call.method === 'POST' && call.path === '/v1/payment_intents'
	);
	expect( creations ).toHaveLength( created );
	if ( created ) {
		// The order's intent is one made for this payment (the gateway
		// confirms a declined order's intent again rather than make one).
		expect( creations.map( ( call ) => call.object ) ).toContain(
			order.intent_id
		);
	}
	const intent = ( await doubleIntents( request, baseURL ) ).find(
		( entry ) => entry.id === order.intent_id
	);
	expect( intent?.charge_count ?? 0 ).toBe( charges );
	// No other intent of this test was charged.
	const charged = ( await doubleIntents( request, baseURL ) ).filter(
		( entry ) =>
			entry.charge_count > 0 &&
			creations.some( ( call ) => call.object === entry.id )
	);
	expect( charged.map( ( entry ) => entry.id ) ).toEqual(
		charges ? [ order.intent_id ] : []
	);
	return order;
}

/** Logs in at My account, as a shopper does. */
export async function logIn( page: Page ): Promise< void > {
	await page.goto( '/my-account/' );
	await page.locator( '#username' ).fill( TESS.email );
	await page.locator( '#password' ).fill( TESS.password );
	await page.getByRole( 'button', { name: 'Log in' } ).click();
	await expect(
		page.getByRole( 'link', { name: 'Log out' } ).first()
	).toBeVisible();
}

/** A pending order for Tess, as a store owner makes one to be paid. */
export async function orderToPay(
	request: APIRequestContext,
	pages: 'block' | 'classic'
): Promise< { id: number; pay_url: string } > {
	const answer = await request.post(
		`/wp-json/real-store/v1/orders?store_pages=${ pages }`,
		{ data: { email: TESS.email, sku: 'beanie' } }
	);
	return answer.json();
}

/**
 * The one notice a failure shows, by its text: shown once on the page
 * (WooCommerce's classic error list, its block notice banner, or our
 * message in the method's box), whatever wraps it; screen readers' live
 * regions, which repeat it unseen, do not count.
 */
export async function expectOneNotice(
	page: Page,
	text: string
): Promise< void > {
	const shown = page.getByText( text ).filter( { visible: true } );
	await expect( shown.first() ).toBeVisible();
	// wp.a11y.speak()'s live region holds it too, one pixel big.
	await expect
		.poll( () =>
			shown.evaluateAll(
				( found ) =>
					found.filter(
						( element ) => ! element.closest( '.a11y-speak-region' )
					).length
			)
		)
		.toBe( 1 );
}

export interface Case {
	errors: string[];
	mark: number;
	after: number;
	pages: 'block' | 'classic';
}

/**
 * A case begins: the visitor's theme and pages, the console watched, the
 * debug log and the orders marked.
 */
export async function startCase(
	page: Page,
	context: BrowserContext,
	baseURL: string,
	theme: string,
	pages: 'block' | 'classic',
	expectedFailures: RegExp[] = []
): Promise< Case > {
	await chooseStore( context, baseURL, theme, pages );
	watchStoreApi( page );
	return {
		errors: consoleErrors( page, expectedFailures ),
		mark: debugLogMark(),
		after: await lastOrderId( page.request ),
		pages,
	};
}

/**
 * No console error and no PHP notice but the known ones
 * (known-notices.ts).
 */
export function expectClean(
	kase: Case,
	ignore: typeof UPSTREAM_NOTICES = []
) {
	expect( kase.errors ).toEqual( [] );
	expect(
		phpNoticesSince( kase.mark, [ ...UPSTREAM_NOTICES, ...ignore ] )
	).toEqual( [] );
}
