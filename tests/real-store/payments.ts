/**
 * What the named cases on the real store assert after a payment, through
 * WooCommerce's orders and the Stripe double's books: one order, one
 * PaymentIntent created for it, charged once; and the shopper's steps they
 * share (log in, an order to pay, a checkout opened with the Beanie in the
 * cart, a card paid with).
 */
import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';
import { expect, test } from '../e2e/fixtures';
import {
	addToCart,
	blockCheckoutIdle,
	chooseStore,
	clearGatewayRequests,
	consoleErrors,
	debugLogMark,
	doubleIntents,
	fillBlockCheckout,
	fillCard,
	fillClassicCheckout,
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
	page: Page;
	/** What the case asks the store and the Stripe double with. */
	request: APIRequestContext;
	baseURL: string;
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
		page,
		request: page.request,
		baseURL,
		errors: consoleErrors( page, expectedFailures ),
		mark: debugLogMark(),
		after: await lastOrderId( page.request ),
		pages,
	};
}

/** Every POST the page sends, with the time and the answer's status. */
function recordPosts( page: Page ): string[] {
	const posts: string[] = [];
	page.on( 'requestfinished', async ( sent ) => {
		if ( sent.method() === 'POST' ) {
			const status = ( await sent.response() )?.status();
			posts.push(
				`${ new Date().toISOString() } POST ${ sent.url() } ${ status }${
					sent.isNavigationRequest() ? ' (the page)' : ''
				}`
			);
		}
	} );
	return posts;
}

/** The store a case visits, and the requests it expects to fail. */
export interface CaseStore {
	theme: string;
	pages: 'block' | 'classic';
	expectedFailures?: RegExp[];
}

/**
 * Playwright's `test` with a `kase` fixture: the case begun (startCase())
 * on the store a describe block chooses with
 * `caseTest.use( { store: … } )`, asking the store and the Stripe double
 * with the test's own API context (no shopper's cookies), as the cases did
 * before they began this way.
 */
export const caseTest = test.extend< { store: CaseStore; kase: Case } >( {
	store: [ { theme: 'twentytwentyfive', pages: 'block' }, { option: true } ],
	kase: async ( { page, context, request, baseURL, store }, use, info ) => {
		const kase = await startCase(
			page,
			context,
			baseURL!,
			store.theme,
			store.pages,
			store.expectedFailures
		);
		const posts = recordPosts( page );
		// Playwright's fixture callback, not React's `use`.
		const run = use;
		await run( { ...kase, request } );
		if ( info.status !== info.expectedStatus ) {
			// What a failure on a machine we cannot look at needs to be read:
			// what the browser sent, and what the gateway asked Stripe.
			const notices = await page
				.locator(
					'[role="alert"], .woocommerce-error, .woocommerce-message'
				)
				.allInnerTexts()
				.catch( () => [] );
			await info.attach( 'notices on the page', {
				body: `${ page.url() }\n${ notices.join( '\n' ) }`,
			} );
			await info.attach( 'posts from the page', {
				body: posts.join( '\n' ),
			} );
			await info.attach( 'the gateway’s Stripe requests', {
				body: ( await gatewayRequests( request, baseURL! ) )
					.map(
						( call ) =>
							`${ call.method } ${ call.path } ${ call.status } ${ call.result }`
					)
					.join( '\n' ),
			} );
		}
	},
} );

/** WooCommerce's checkout page for the case's pages. */
export const CHECKOUT_PATHS = {
	block: '/checkout/',
	classic: '/classic-checkout/',
} as const;

/**
 * The Beanie into the cart from its page, the gateway's request log
 * cleared, then the case's checkout page opened.
 */
export async function openCheckoutWithBeanie( kase: Case ): Promise< void > {
	await addToCart( kase.page, 'beanie' );
	await clearGatewayRequests( kase.request, kase.baseURL );
	await kase.page.goto( CHECKOUT_PATHS[ kase.pages ] );
}

/**
 * Presses the checkout's place-order button; on the block checkout once it
 * is idle (blockCheckoutIdle(): a click while it updates is lost).
 */
export async function placeOrder( kase: Case ): Promise< void > {
	if ( kase.pages === 'block' ) {
		await blockCheckoutIdle( kase.page );
	}
	await kase.page
		.getByRole( 'button', {
			name: kase.pages === 'block' ? 'Place Order' : 'Place order',
		} )
		.click();
}

/** The open checkout's address, then a card, then the order placed. */
export async function payByCard( kase: Case, card: string ): Promise< void > {
	await ( kase.pages === 'block' ? fillBlockCheckout : fillClassicCheckout )(
		kase.page
	);
	await fillCard( kase.page, card );
	await placeOrder( kase );
}

/**
 * A payment refused: its notice shown once, the place-order button usable
 * again, the order failed and nothing charged, no console error and no PHP
 * notice but the known ones.
 */
export async function expectFailedNothingCharged(
	kase: Case,
	notice: string
): Promise< void > {
	await expectOneNotice( kase.page, notice );
	await expect(
		kase.page.getByRole( 'button', {
			name: kase.pages === 'block' ? 'Place Order' : 'Place order',
		} )
	).toBeEnabled();
	await expectOnePayment( kase.request, kase.baseURL, kase.after, {
		status: 'failed',
		charges: 0,
	} );
	expectClean( kase );
}

/**
 * Pays in the Stripe.js double's open wallet sheet and waits for the order
 * received page (`received`, any checkout's by default).
 */
export async function payInOpenSheet(
	page: Page,
	received: RegExp = /\/order-received\/\d+\//
): Promise< void > {
	await page
		.getByRole( 'dialog', { name: 'Payment sheet' } )
		.getByRole( 'button', { name: 'Pay' } )
		.click();
	await expect( page ).toHaveURL( received );
}

/**
 * Exactly one order since `after` (any status, a draft too), like
 * `order`, its total `amount` cents; its PaymentIntent at the Stripe double
 * succeeded for `amount` and charged once.
 */
export async function expectOneOrderChargedOnce(
	request: APIRequestContext,
	baseURL: string,
	after: number,
	amount: number,
	order: Partial< StoreOrder > = {}
): Promise< StoreOrder > {
	const placed = ( await storeOrders( request ) ).filter(
		( entry ) => entry.id > after
	);
	expect( placed ).toHaveLength( 1 );
	const [ made ] = placed;
	expect( made ).toMatchObject( order );
	expect( Math.round( Number( made.total ) * 100 ) ).toBe( amount );
	expect(
		( await doubleIntents( request, baseURL ) ).find(
			( intent ) => intent.id === made.intent_id
		)
	).toMatchObject( { status: 'succeeded', amount, charge_count: 1 } );
	return made;
}

/**
 * No console error and no PHP notice but the known ones
 * (known-notices.ts).
 */
export function expectClean(
	kase: Pick< Case, 'errors' | 'mark' >,
	ignore: typeof UPSTREAM_NOTICES = []
) {
	expect( kase.errors ).toEqual( [] );
	expect(
		phpNoticesSince( kase.mark, [ ...UPSTREAM_NOTICES, ...ignore ] )
	).toEqual( [] );
}
