/**
 * What a page costs a slow phone: Chromium's CPU slowed four times (CDP
 * `Emulation.setCPUThrottlingRate`) and a slow network (CDP
 * `Network.emulateNetworkConditions` with DevTools' "Fast 3G" profile), at
 * 375 × 812. For product, cart, and the block and classic checkouts, from
 * the navigation on, with nobody touching the page:
 *
 * - when the first wallet button is drawn (on the page and shown);
 * - when the card fields are ready (the card's Payment Element has drawn
 *   its inputs);
 * - the long tasks (50 ms or more, PerformanceObserver 'longtask') until
 *   the page has settled: how many, their total and the longest;
 * - the layout shift (CLS) until then.
 *
 * The page has settled when it is drawn (`PAGE_DRAWN`: loaded, the wallet
 * buttons drawn or their kept space closed, each Payment Element on show
 * drawn) and 30 animation frames have passed without a shift. `npm run
 * bench` prints the figures; speed is reported, never asserted. The browser
 * test (tests/e2e/layout-shift.spec.ts) holds the layout shift of these
 * pages, throttled the same way, to 0.02.
 */

/** DevTools' "Fast 3G": 562.5 ms round trip, 1.44 Mbit/s down, 675 kbit/s up. */
const FAST_3G = {
	offline: false,
	latency: 562.5,
	downloadThroughput: ( 1.44 * 1000 * 1000 ) / 8,
	uploadThroughput: ( 675 * 1000 ) / 8,
};
const CPU_SLOWDOWN = 4;
const PHONE = { width: 375, height: 812 };

/** The pages measured, each with a beanie in the cart. */
const SLOW_PAGES = [
	{ name: 'product', open: '/product/beanie/' },
	{ name: 'cart', open: '/cart/' },
	{ name: 'block checkout', open: '/checkout/' },
	{ name: 'classic checkout', open: '/classic-checkout/' },
];

/**
 * Runs in the page before its scripts: records the moments the first
 * wallet button and the card fields appear, the long tasks and the layout
 * shifts, on `window.__slowDevice`.
 */
function recordLoad() {
	const record = {
		wallet: null,
		card: null,
		longTasks: [],
		shifts: [],
	};
	window.__slowDevice = record;
	const shown = ( element ) =>
		!! element && element.getClientRects().length > 0;
	const look = () => {
		if ( record.wallet === null ) {
			const button = Array.from(
				document.querySelectorAll( '[data-wallet]' )
			).find( shown );
			if ( button ) {
				record.wallet = performance.now();
			}
		}
		if ( record.card === null ) {
			const field = Array.from(
				document.querySelectorAll( '.StripeElement input' )
			).find( shown );
			if ( field ) {
				record.card = performance.now();
			}
		}
		if ( record.wallet === null || record.card === null ) {
			requestAnimationFrame( look );
		}
	};
	requestAnimationFrame( look );
	new PerformanceObserver( ( list ) => {
		for ( const entry of list.getEntries() ) {
			record.longTasks.push( entry.duration );
		}
	} ).observe( { type: 'longtask', buffered: true } );
	new PerformanceObserver( ( list ) => {
		for ( const entry of list.getEntries() ) {
			if ( ! entry.hadRecentInput ) {
				record.shifts.push( entry.value );
			}
		}
	} ).observe( { type: 'layout-shift', buffered: true } );
}

/**
 * The page is drawn: loaded, the wallet buttons' kept space gone, each
 * wallet area shown has its buttons, the block checkout drawn (its
 * skeleton gone, each wallet row answered), and every Payment Element box
 * on show has its element or says it could not load.
 */
function pageDrawn() {
	if ( document.readyState !== 'complete' ) {
		return false;
	}
	if ( document.querySelector( '.wc-stripe-express-checkout-reserve' ) ) {
		return false;
	}
	const shown = ( element ) => element.getClientRects().length > 0;
	const wallets = document.getElementById(
		'wc-stripe-express-checkout-element'
	);
	if (
		wallets &&
		wallets.style.display !== 'none' &&
		! wallets.querySelector( '[data-wallet]' )
	) {
		return false;
	}
	// The Cart block: drawn, and its express area drawn or its kept space
	// given back (an empty area still holding its height is waiting).
	const cart = document.getElementById( 'wc-block-cart' );
	const area = document.querySelector( '.wc-block-cart__payment-options' );
	if (
		cart?.classList.contains( 'is-loading' ) ||
		( area &&
			! area.childElementCount &&
			area.getBoundingClientRect().height > 0 )
	) {
		return false;
	}
	const checkout = document.getElementById( 'wc-block-checkout' ) || cart;
	if ( checkout ) {
		if ( checkout.classList.contains( 'is-loading' ) ) {
			return false;
		}
		const rows = document.querySelectorAll(
			'.wc-block-components-express-payment__event-buttons'
		);
		for ( const row of rows ) {
			if ( ! row.querySelector( '[data-wallet], [hidden]' ) ) {
				return false;
			}
		}
	}
	const drawn = ( box ) =>
		!! box.querySelector( '.StripeElement, .wc-stripe-load-error' ) ||
		!! box
			.closest( '.payment_box' )
			?.querySelector( '.wc-stripe-load-error' );
	return Array.from(
		document.querySelectorAll(
			'.wc-stripe-upe-element, .wc-block-components-radio-control-accordion-content'
		)
	)
		.filter( shown )
		.every( drawn );
}

/** Slows the page's CPU and network as a slow phone's. */
async function throttle( page ) {
	const cdp = await page.context().newCDPSession( page );
	await cdp.send( 'Emulation.setCPUThrottlingRate', {
		rate: CPU_SLOWDOWN,
	} );
	await cdp.send( 'Network.enable' );
	await cdp.send( 'Network.emulateNetworkConditions', FAST_3G );
	return cdp;
}

/**
 * Waits in the page (recordLoad's) until 30 frames in a row pass without a
 * layout shift. Shared with the real-store bench.
 *
 * @param {Object} page A Playwright page.
 */
async function quietFrames( page ) {
	await page.evaluate( async () => {
		const shifts = window.__slowDevice.shifts;
		let seen = shifts.length;
		let quiet = 0;
		while ( quiet < 30 ) {
			await new Promise( ( resolve ) =>
				requestAnimationFrame( resolve )
			);
			quiet = shifts.length === seen ? quiet + 1 : 0;
			seen = shifts.length;
		}
	} );
}

/** Waits in the page until it is drawn and 30 frames pass without a shift. */
async function settle( page, timeout = 120000 ) {
	await page.waitForFunction( pageDrawn, undefined, {
		polling: 'raf',
		timeout,
	} );
	await quietFrames( page );
}

/** One page, throttled: the figures above, in milliseconds. */
async function measureSlowPage( browser, origin, { open } ) {
	const context = await browser.newContext( { viewport: PHONE } );
	try {
		await context.request.post( `${ origin }/__dev/cart`, {
			data: { items: [ { slug: 'beanie', quantity: 1 } ] },
		} );
		const page = await context.newPage();
		await page.addInitScript( recordLoad );
		await throttle( page );
		await page.goto( origin + open, { timeout: 120000 } );
		await settle( page );
		const record = await page.evaluate( () => window.__slowDevice );
		const sum = ( values ) =>
			values.reduce( ( total, value ) => total + value, 0 );
		return {
			wallet: record.wallet,
			card: record.card,
			longTasks: record.longTasks.length,
			longTaskTime: sum( record.longTasks ),
			longestTask: Math.max( 0, ...record.longTasks ),
			cls: sum( record.shifts ),
		};
	} finally {
		await context.close();
	}
}

module.exports = {
	CPU_SLOWDOWN,
	FAST_3G,
	PHONE,
	SLOW_PAGES,
	measureSlowPage,
	pageDrawn,
	quietFrames,
	recordLoad,
	throttle,
	settle,
};
