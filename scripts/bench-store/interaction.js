/**
 * A real-store page on a slow CPU (Chromium's CPU slowed four times, CDP
 * `Emulation.setCPUThrottlingRate`; the network as it is), at a phone's
 * 375 × 812 or a desktop's 1280 × 900:
 *
 * - the layout shift (CLS, PerformanceObserver 'layout-shift' without recent
 *   input) from the navigation until the page has settled: its wallet
 *   buttons and card fields shown (where it has them) and 30 animation
 *   frames without a shift;
 * - then, at the phone's width, the longest interaction while a shopper does what a shopper does
 *   there, timed by the browser's Event Timing API (PerformanceObserver
 *   'event' entries with an interactionId, durationThreshold 16 ms: from
 *   the input to the next frame painted after its handlers): type the email
 *   address, choose another method and the card again, type a card number,
 *   tap a wallet button and cancel its payment sheet.
 *
 * The card fields and the payment sheet are the Stripe.js double's, drawn in
 * the page (Stripe draws them in its own frames): typing a card number runs
 * the double's input handlers and the page's change listeners, the same for
 * ours and the incumbent's.
 */
const {
	CPU_SLOWDOWN,
	PHONE,
	quietFrames,
	recordLoad,
} = require( '../slow-device' );
const DESKTOP = { width: 1280, height: 900 };
const WAIT_MS = 90000;
/**
 * Between two keys, as a quick shopper types (about seven a second): a
 * page whose every key costs more than this falls behind, and each key
 * waits for the ones before it, which the interaction's time shows.
 */
const TYPING_MS = 150;

/**
 * Runs in the page before its scripts: the interactions' event entries,
 * and what moved in each layout shift (to tell where a shift came from).
 */
function recordInteractions() {
	const record = { steps: [], events: [], moved: [] };
	window.__interactions = record;
	const name = ( node ) =>
		node
			? [
					node.nodeName.toLowerCase(),
					node.id ? `#${ node.id }` : '',
					typeof node.className === 'string' && node.className
						? `.${ node.className.trim().split( /\s+/ ).join( '.' ) }`
						: '',
				].join( '' )
			: '(gone)';
	new PerformanceObserver( ( list ) => {
		for ( const entry of list.getEntries() ) {
			if ( ! entry.hadRecentInput ) {
				record.moved.push( {
					value: entry.value,
					at: Math.round( entry.startTime ),
					what: entry.sources.map( ( source ) =>
						name( source.node )
					),
				} );
			}
		}
	} ).observe( { type: 'layout-shift', buffered: true } );
	new PerformanceObserver( ( list ) => {
		for ( const entry of list.getEntries() ) {
			if ( entry.interactionId ) {
				record.events.push( {
					id: entry.interactionId,
					type: entry.name,
					start: entry.startTime,
					duration: entry.duration,
					// Its three parts: waiting for the main thread, the
					// handlers, and the frame after them.
					delay: entry.processingStart - entry.startTime,
					handlers: entry.processingEnd - entry.processingStart,
				} );
			}
		}
	} ).observe( { type: 'event', durationThreshold: 16, buffered: true } );
}

/** Names what the shopper does next, for the entries that follow. */
const step = ( page, name ) =>
	page.evaluate(
		( label ) =>
			window.__interactions.steps.push( {
				name: label,
				at: performance.now(),
			} ),
		name
	);

/** The first of these that is on show, or null. */
async function firstShown( page, selectors ) {
	for ( const selector of selectors ) {
		const found = page.locator( selector ).filter( { visible: true } );
		if ( await found.count() ) {
			return found.first();
		}
	}
	return null;
}

/** What a shopper does on the page, each step named. */
async function actLikeAShopper( page, target ) {
	if ( target.email ) {
		const email = page.locator( target.email );
		if ( await email.isVisible() ) {
			await step( page, 'type the email' );
			await email.click();
			await email.pressSequentially( 'shopper@example.com', {
				delay: TYPING_MS,
			} );
		}
	}
	if ( target.card ) {
		const other = await firstShown( page, [
			'input[type=radio][value=stripe_ideal]',
			'input[type=radio][value=stripe_sepa_debit]',
		] );
		if ( other ) {
			await step( page, 'choose another method' );
			await other.click();
			await page.waitForTimeout( 500 );
			await step( page, 'choose the card' );
			await page.locator( 'input[type=radio][value=stripe]' ).click();
			await page.waitForTimeout( 500 );
		}
		const number = page.getByLabel( 'Card number' ).filter( {
			visible: true,
		} );
		if ( await number.count() ) {
			await step( page, 'type a card number' );
			await number.first().click();
			await number.first().pressSequentially( '4242424242424242', {
				delay: TYPING_MS,
			} );
		}
	}
	if ( target.wallet ) {
		const wallet = await firstShown( page, [ '[data-wallet]' ] );
		if ( wallet ) {
			await step( page, `tap ${ await wallet.textContent() }` );
			await wallet.click();
			const cancel = page.getByRole( 'button', { name: 'Cancel' } );
			const opened = await cancel
				.waitFor( { timeout: 5000 } )
				.then( () => true )
				.catch( () => false );
			if ( opened ) {
				await step( page, 'cancel the payment sheet' );
				await cancel.click();
			}
		}
	}
	// Entries are delivered after the frame they end with.
	await page.waitForTimeout( 1000 );
}

/**
 * The interactions, longest first (each the longest of its entries), with
 * what the shopper was doing: `duration` and `what` of the longest, `count`,
 * and the five longest in `top`.
 */
function longest( record ) {
	const byId = new Map();
	for ( const event of record.events ) {
		const known = byId.get( event.id );
		if ( ! known || event.duration > known.duration ) {
			byId.set( event.id, event );
		}
	}
	const doing = ( event ) => {
		const during = record.steps.filter(
			( entry ) => entry.at <= event.start
		);
		return `${ during.length ? during[ during.length - 1 ].name : 'loading' } (${ event.type })`;
	};
	const sorted = [ ...byId.values() ].sort(
		( a, b ) => b.duration - a.duration
	);
	return {
		duration: sorted.length ? sorted[ 0 ].duration : null,
		what: sorted.length ? doing( sorted[ 0 ] ) : null,
		count: sorted.length,
		top: sorted.slice( 0, 5 ).map( ( event ) => ( {
			duration: event.duration,
			delay: Math.round( event.delay ),
			handlers: Math.round( event.handlers ),
			at: Math.round( event.start ),
			what: doing( event ),
		} ) ),
	};
}

/**
 * @param {Object}   browser A Playwright browser.
 * @param {Function} open    Readies a context, returns the page's address.
 * @param {Object}   target  A row of STORE_PAGES.
 * @param {Function} before  Runs in the page before its scripts.
 * @param {Object}   how     { viewport, act }: the window, and whether the
 *                           shopper acts (else the layout shift alone).
 * @return {Promise<Object>} { cls, wallet, card, interaction }.
 */
async function measureSlowCpu( browser, open, target, before, how ) {
	const { viewport = PHONE, act = true } = how || {};
	const context = await browser.newContext( { viewport } );
	try {
		const address = await open( context );
		const page = await context.newPage();
		await page.addInitScript( before );
		await page.addInitScript( recordLoad );
		await page.addInitScript( recordInteractions );
		const cdp = await context.newCDPSession( page );
		await cdp.send( 'Emulation.setCPUThrottlingRate', {
			rate: CPU_SLOWDOWN,
		} );
		await page.goto( address, { timeout: 120000 } );
		await page
			.waitForFunction(
				( [ wallet, card ] ) =>
					document.readyState === 'complete' &&
					( ! wallet || window.__slowDevice.wallet !== null ) &&
					( ! card || window.__slowDevice.card !== null ),
				[ target.wallet, target.card ],
				{ polling: 'raf', timeout: WAIT_MS }
			)
			.catch( () => {} );
		await quietFrames( page );
		const loaded = await page.evaluate( () => ( {
			...window.__slowDevice,
			moved: window.__interactions.moved.slice(),
		} ) );
		if ( act ) {
			await actLikeAShopper( page, target );
		}
		const record = await page.evaluate( () => window.__interactions );
		return {
			cls: loaded.shifts.reduce( ( sum, value ) => sum + value, 0 ),
			shifts: loaded.moved,
			wallet: loaded.wallet,
			card: loaded.card,
			interaction: longest( record ),
		};
	} finally {
		await context.close();
	}
}

module.exports = {
	CPU_SLOWDOWN,
	DESKTOP,
	PHONE,
	measureSlowCpu,
	recordInteractions,
};
