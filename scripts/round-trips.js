/**
 * How many round trips a page waits for before the shopper can pay: each
 * page loaded once as it is and once with 400 ms added to every request
 * (CDP `Network.emulateNetworkConditions`, latency only, no bandwidth
 * limit, no CPU slowdown), the best of two loads each. The time the added
 * latency costs, divided by the latency, is the number of round trips in a
 * row between the start of navigation and:
 *
 * - the first wallet button drawn and shown;
 * - the card fields ready (the card's Payment Element has drawn its inputs).
 *
 * Requests that run side by side count once; a request that waits for
 * another counts again. The shop is served over HTTPS and HTTP/2, as a real
 * store is (DEV_SHOP_TLS=1): over HTTP/1.1 a browser opens at most six
 * connections to a host, and the two dozen WordPress scripts of a checkout
 * would queue behind each other, which no store on HTTP/2 sees. The Stripe.js
 * double is served by the shop itself: a real page also pays for the new
 * origins (js.stripe.com, api.stripe.com: DNS, TCP and TLS before the first
 * request), which the page's preconnect hints start early. `npm run bench`
 * prints the table; it is reported, never asserted.
 */
const { recordLoad } = require( './slow-device' );

const LATENCY_MS = 400;
const DESKTOP = { width: 1280, height: 900 };

/** The pages measured, each with a beanie in the cart. */
const ROUND_TRIP_PAGES = [
	{ name: 'product', open: '/product/beanie/', card: false },
	{ name: 'cart', open: '/cart/', card: false },
	{ name: 'block checkout', open: '/checkout/', card: true },
	{ name: 'classic checkout', open: '/classic-checkout/', card: true },
	{ name: 'pay for order', open: 'pay-url', card: true },
];

/** Where the page is: a fixed path, or a fresh order's pay link. */
async function addressOf( context, origin, open ) {
	if ( open !== 'pay-url' ) {
		return origin + open;
	}
	const response = await context.request.post(
		`${ origin }/__dev/pending-order`
	);
	const order = await response.json();
	return new URL( order.pay_url, origin ).href;
}

/**
 * Opens `address` in a new page of `context` with `latency` ms added to
 * every request (cache off) and says when the first wallet button and the
 * card fields showed (ms from the start of navigation, null if not).
 * Shared with the real-store bench (scripts/bench-store/round-trips.js).
 *
 * @param {Object} context A Playwright browser context.
 * @param {string} address The page.
 * @param {number} latency Milliseconds added to each request.
 * @param {Object} wait    { wallet, card, timeout, before, orNull }: which
 *                         to wait for, how long, a script to run in the
 *                         page before its own, and whether a timeout gives
 *                         null (true) or throws (false).
 * @return {Promise<Object>} { wallet, card }.
 */
async function timeLoad( context, address, latency, wait ) {
	const { wallet, card, timeout, before, orNull = false } = wait;
	const page = await context.newPage();
	if ( before ) {
		await page.addInitScript( before );
	}
	await page.addInitScript( recordLoad );
	const cdp = await context.newCDPSession( page );
	await cdp.send( 'Network.enable' );
	await cdp.send( 'Network.setCacheDisabled', { cacheDisabled: true } );
	await cdp.send( 'Network.emulateNetworkConditions', {
		offline: false,
		latency,
		downloadThroughput: -1,
		uploadThroughput: -1,
	} );
	await page.goto( address, { timeout: 120000 } );
	const shown = page.waitForFunction(
		( [ needsWallet, needsCard ] ) =>
			( ! needsWallet || window.__slowDevice.wallet !== null ) &&
			( ! needsCard || window.__slowDevice.card !== null ),
		[ !! wallet, !! card ],
		{ polling: 'raf', timeout }
	);
	await ( orNull ? shown.catch( () => {} ) : shown );
	return await page.evaluate( () => ( {
		wallet: window.__slowDevice.wallet,
		card: window.__slowDevice.card,
	} ) );
}

/** One load: when the first wallet button and the card fields appeared. */
async function load( browser, origin, target, latency ) {
	const context = await browser.newContext( {
		viewport: DESKTOP,
		// The shop's own certificate, made for this run.
		ignoreHTTPSErrors: true,
	} );
	try {
		await context.request.post( `${ origin }/__dev/cart`, {
			data: { items: [ { slug: 'beanie', quantity: 1 } ] },
		} );
		const address = await addressOf( context, origin, target.open );
		return await timeLoad( context, address, latency, {
			wallet: true,
			card: target.card,
			timeout: 120000,
		} );
	} finally {
		await context.close();
	}
}

const best = ( runs, key ) =>
	runs.some( ( run ) => run[ key ] === null )
		? null
		: Math.min( ...runs.map( ( run ) => run[ key ] ) );

/**
 * Round trips to `key` ('wallet' or 'card') from the loads as they are
 * (`runs.base`) and slowed by LATENCY_MS (`runs.slow`), best of each: null
 * if any load never showed it. Shared with the real-store bench.
 *
 * @return {Object|null} { trips, base, slow }.
 */
function roundTrips( runs, key ) {
	const base = best( runs.base, key );
	const slow = best( runs.slow, key );
	return base === null || slow === null
		? null
		: { trips: ( slow - base ) / LATENCY_MS, base, slow };
}

/**
 * A page's round trips to its first wallet button and to its card fields
 * (null where the page has none), with the milliseconds behind them.
 *
 * @param {Object}   browser A Playwright browser.
 * @param {string}   origin  The shop's address.
 * @param {Object}   target  A row of ROUND_TRIP_PAGES.
 * @param {Function} reset   Puts the shop back before each load.
 */
async function measureRoundTrips( browser, origin, target, reset ) {
	const runs = { base: [], slow: [] };
	for ( let attempt = 0; attempt < 2; attempt++ ) {
		await reset();
		runs.base.push( await load( browser, origin, target, 0 ) );
		await reset();
		runs.slow.push( await load( browser, origin, target, LATENCY_MS ) );
	}
	const trips = ( key ) => roundTrips( runs, key );
	return {
		wallet: trips( 'wallet' ),
		card: target.card ? trips( 'card' ) : null,
	};
}

module.exports = {
	LATENCY_MS,
	ROUND_TRIP_PAGES,
	measureRoundTrips,
	roundTrips,
	timeLoad,
};
