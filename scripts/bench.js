/**
 * `npm run bench`: for each page of the development shop, the bytes of our own
 * JavaScript the page loads before the shopper acts (raw and gzip -9) and the
 * number of requests it makes to the shop server while loading, and beside
 * them the WordPress closure: every WordPress handle the page loads (the
 * dependencies WordPress registers, dev/wordpress-packages.json), gzip -9
 * of the shop's builds of them from node_modules. On the block checkout
 * WooCommerce loads React and wp-data anyway; on any other page they are
 * there because of our scripts. `DEV_SHOP_REACT=18 npm run bench` measures
 * with the React 18.3 WordPress ships. The Stripe.js double stands in for
 * js.stripe.com and is not counted. Run `npm run build` first.
 *
 * Then a slow phone (scripts/slow-device.js: 4× CPU slowdown, "Fast 3G",
 * 375 × 812): for product, cart and both checkouts, the time to the first
 * wallet button drawn and to the card fields ready, the long tasks during
 * load and the layout shift (CLS), which the browser tests hold to 0.02.
 *
 * Last, the round trips (scripts/round-trips.js): how many requests in a
 * row each payment page waits for before its first wallet button and its
 * card fields, from a load with 400 ms added to every request against one
 * without. `BENCH_ONLY=round-trips npm run bench` prints that table alone.
 *
 * Then the real store (scripts/bench-store/, docs/real-store.md): each payment
 * page of WordPress, WooCommerce and the Stripe gateway's own code with our
 * plugin on and off, the incumbent beside us. `BENCH_ONLY=shop` runs the
 * development shop's part alone, `BENCH_ONLY=store` the store's.
 */
const { spawn } = require( 'child_process' );
const path = require( 'path' );
const { chromium } = require( 'playwright-core' );
const { findChromium } = require( './find-chromium' );
const { PAGES, measurePage } = require( './page-weight' );
const { SLOW_PAGES, measureSlowPage } = require( './slow-device' );
const {
	LATENCY_MS,
	ROUND_TRIP_PAGES,
	measureRoundTrips,
} = require( './round-trips' );

const root = path.resolve( __dirname, '..' );
const PORT = Number( process.env.BENCH_PORT || 8891 );
const origin = `http://127.0.0.1:${ PORT }`;

async function waitForServer() {
	for ( let attempt = 0; attempt < 100; attempt++ ) {
		try {
			const response = await fetch( `${ origin }/__dev/settings` );
			if ( response.ok ) {
				return;
			}
		} catch {}
		await new Promise( ( resolve ) => setTimeout( resolve, 200 ) );
	}
	throw new Error( 'The development shop did not start.' );
}

const ms = ( value ) =>
	value === null ? '—' : `${ Math.round( value ) } ms`;

/** The slow phone's figures, one row per page. */
async function slowDevice( browser ) {
	console.log(
		'\nSlow phone (4× CPU slowdown, Fast 3G: 562.5 ms round trip, 1.44 Mbit/s), 375 × 812, no input:\n'
	);
	console.log(
		'page                  first wallet   card fields   long tasks (≥ 50 ms)          CLS'
	);
	for ( const target of SLOW_PAGES ) {
		await fetch( `${ origin }/__dev/reset`, { method: 'POST' } );
		const result = await measureSlowPage( browser, origin, target );
		console.log(
			[
				target.name.padEnd( 21 ),
				ms( result.wallet ).padStart( 12 ),
				ms( result.card ).padStart( 13 ),
				`${ result.longTasks }, ${ ms( result.longTaskTime ) } in all, longest ${ ms(
					result.longestTask
				) }`.padStart( 30 ),
				result.cls.toFixed( 4 ).padStart( 10 ),
			].join( ' ' )
		);
	}
}

const trips = ( value ) =>
	value === null
		? '—'
		: `${ value.trips.toFixed( 1 ) } (${ Math.round(
				value.base
			) } → ${ Math.round( value.slow ) } ms)`;

/** Starts a development shop; resolves once it answers. */
async function startShop( port, env = {} ) {
	const server = spawn(
		process.execPath,
		[
			path.join( root, 'node_modules/tsx/dist/cli.mjs' ),
			'dev/server/main.ts',
		],
		{
			cwd: root,
			env: { ...process.env, ...env, PORT: String( port ) },
			stdio: 'ignore',
		}
	);
	return server;
}

/** One table of round trips, on the shop at this origin. */
async function roundTripTable( browser, title, shopOrigin, request ) {
	console.log(
		`\nRound trips from the start of navigation, ${ title } (${ LATENCY_MS } ms added to every request, divided out; best of two loads, 1280 × 900):\n`
	);
	console.log(
		'page                  first wallet button            card fields'
	);
	const reset = () => request.post( `${ shopOrigin }/__dev/reset` );
	for ( const target of ROUND_TRIP_PAGES ) {
		const result = await measureRoundTrips(
			browser,
			shopOrigin,
			target,
			reset
		);
		console.log(
			[
				target.name.padEnd( 21 ),
				trips( result.wallet ).padStart( 24 ),
				trips( result.card ).padStart( 24 ),
			].join( ' ' )
		);
	}
}

/**
 * Round trips before the first wallet button and the card fields
 * (scripts/round-trips.js): on the shop as it runs (HTTP/1.1, where a
 * browser opens six connections to a host and a checkout's two dozen
 * scripts queue), then served over HTTPS and HTTP/2 as a store serves it.
 */
async function roundTrips( browser ) {
	const context = await browser.newContext( { ignoreHTTPSErrors: true } );
	await roundTripTable( browser, 'HTTP/1.1', origin, context.request );
	const port = PORT + 3;
	const tlsOrigin = `https://127.0.0.1:${ port }`;
	const server = await startShop( port, { DEV_SHOP_TLS: '1' } );
	try {
		for ( let attempt = 0; attempt < 100; attempt++ ) {
			try {
				const answer = await context.request.get(
					`${ tlsOrigin }/__dev/settings`
				);
				if ( answer.ok() ) {
					break;
				}
			} catch {}
			await new Promise( ( resolve ) => setTimeout( resolve, 200 ) );
		}
		await roundTripTable(
			browser,
			'HTTPS and HTTP/2',
			tlsOrigin,
			context.request
		);
	} finally {
		server.kill();
		await context.close();
	}
}

const LAUNCH = {
	executablePath: findChromium() || undefined,
	args: [
		'--no-sandbox',
		'--disable-gpu',
		'--disable-background-networking',
		'--disable-component-update',
	],
};

async function benchShop() {
	const server = await startShop( PORT );
	try {
		await waitForServer();
		const browser = await chromium.launch( LAUNCH );
		if ( process.env.BENCH_ONLY === 'round-trips' ) {
			await roundTrips( browser );
			await browser.close();
			return;
		}
		console.log(
			`React ${
				process.env.DEV_SHOP_REACT === '18'
					? '18.3 (as WordPress ships it)'
					: '19 (DEV_SHOP_REACT=18 for the 18.3 WordPress ships)'
			}; every size is gzip -9.\n`
		);
		console.log(
			'page                               our JS raw   our JS    budget   WordPress closure   together   requests'
		);
		const details = [];
		for ( const target of PAGES ) {
			await fetch( `${ origin }/__dev/reset`, { method: 'POST' } );
			const result = await measurePage( browser, origin, target );
			const handles = Object.keys( result.wordpress );
			console.log(
				[
					target.name.padEnd( 34 ),
					`${ result.raw } B`.padStart( 11 ),
					`${ result.gzip } B`.padStart( 9 ),
					`${ target.budget } ${
						result.gzip <= target.budget ? 'ok' : 'over'
					}`.padStart( 10 ),
					`${ result.wordpressGzip } B (${ handles.length })`.padStart(
						19
					),
					`${ result.gzip + result.wordpressGzip } B`.padStart( 10 ),
					String( result.requests ).padStart( 10 ),
				].join( ' ' )
			);
			details.push(
				`${ target.name }: ${ result.files.join( ', ' ) }\n  ${
					handles
						.map(
							( handle ) =>
								`${ handle } ${ result.wordpress[ handle ] }`
						)
						.join( ', ' ) || 'no WordPress package'
				}`
			);
		}
		console.log(
			'\nOur files, then the WordPress handles (bytes each) per page:\n'
		);
		console.log( details.join( '\n' ) );
		await slowDevice( browser );
		await roundTrips( browser );
		await browser.close();
	} finally {
		server.kill();
	}
}

async function main() {
	const only = process.env.BENCH_ONLY || '';
	if ( only !== 'store' ) {
		await benchShop();
	}
	if ( ! only || only === 'store' ) {
		// Loaded only now: it sets the store's port for scripts/store/.
		const { benchStore } = require( './bench-store' );
		const pages = ( process.env.BENCH_STORE_PAGES || '' )
			.split( ',' )
			.map( ( name ) => name.trim() )
			.filter( Boolean );
		await benchStore( chromium, LAUNCH, pages );
	}
}

main().catch( ( error ) => {
	console.error( error );
	process.exit( 1 );
} );
