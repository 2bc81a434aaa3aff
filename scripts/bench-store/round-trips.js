/**
 * Round trips before a real-store page's first wallet button and its card
 * fields, as scripts/round-trips.js counts them on the development shop:
 * each page loaded as it is and with 400 ms added to every request (CDP
 * `Network.emulateNetworkConditions`, latency only, cache off), best of
 * two loads each; the time the latency adds, divided by it, is how many
 * requests in a row the page waited for. Over HTTP/1.1 (PHP's server as it
 * is) or HTTP/2 (a browser sent through scripts/bench-store/h2-proxy.js).
 * A page that never shows the thing within the time allowed gives null.
 */
const { LATENCY_MS, roundTrips, timeLoad } = require( '../round-trips' );

const DESKTOP = { width: 1280, height: 900 };
const WAIT_MS = 60000;

/**
 * One load: when the first wallet button and the card fields showed. The
 * visitor is readied (cart, login) in a context of its own, whose cookies
 * the measured one starts with: a context's API requests go through its
 * proxy too, and the HTTP/2 proxy speaks to browsers only.
 */
async function load( browser, open, target, before, latency, options ) {
	const ready = await browser.newContext();
	let address;
	let storageState;
	try {
		address = await open( ready );
		storageState = await ready.storageState();
	} finally {
		await ready.close();
	}
	const context = await browser.newContext( {
		viewport: DESKTOP,
		ignoreHTTPSErrors: true,
		...options,
		storageState,
	} );
	try {
		return await timeLoad( context, address, latency, {
			wallet: target.wallet,
			card: target.card,
			timeout: WAIT_MS,
			before,
			orNull: true,
		} );
	} finally {
		await context.close();
	}
}

/**
 * @param {Object}   browser A Playwright browser.
 * @param {Function} open    Readies a context, returns the page's address.
 * @param {Object}   target  A row of STORE_PAGES.
 * @param {Function} before  Runs in the page before its scripts.
 * @param {Object}   how     { runs, context }: loads of each kind, and the
 *                           context's options (the proxy, for HTTP/2).
 * @return {Promise<Object>} { wallet, card }: each null or { trips, base, slow }.
 */
async function measureStoreRoundTrips( browser, open, target, before, how ) {
	const { runs: count = 1, context = {} } = how || {};
	const runs = { base: [], slow: [] };
	for ( let attempt = 0; attempt < count; attempt++ ) {
		runs.base.push(
			await load( browser, open, target, before, 0, context )
		);
		runs.slow.push(
			await load( browser, open, target, before, LATENCY_MS, context )
		);
	}
	const trips = ( key ) => roundTrips( runs, key );
	return {
		wallet: target.wallet ? trips( 'wallet' ) : null,
		card: target.card ? trips( 'card' ) : null,
	};
}

module.exports = { measureStoreRoundTrips };
