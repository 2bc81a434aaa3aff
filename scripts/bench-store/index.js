/**
 * The incumbent beside us on the real store (`npm run bench`, after the
 * development shop; `BENCH_ONLY=store` for this part alone; docs/real-store.md):
 * the store started from .cache/store/ (set up on first use, our plugin
 * from build/, the gateway's own JS built from its source zip), then for
 * each payment page, with our plugin on and then off (the gateway's and
 * WooCommerce's own scripts), on the same store in the same run:
 *
 * - JavaScript bytes, ours or the incumbent's, and the WordPress closure
 *   (scripts/bench-store/weight.js);
 * - round trips before the first wallet button and the card fields, over
 *   HTTP/1.1 and over HTTP/2 (scripts/bench-store/round-trips.js,
 *   h2-proxy.js);
 * - on a 4× slower CPU, layout shift at 375 and at 1280 px wide, and the
 *   longest interaction at 375 (scripts/bench-store/interaction.js).
 *
 * One load of each, one browser, one page at a time (BENCH_STORE_RUNS=2
 * takes two of each, the best round trips and interaction, the worse
 * shift).
 *
 * The two take turns page by page (ours first on one page, the incumbent
 * first on the next), so a busy machine weighs on both alike. The store's
 * port is STORE_PORT (8960 unless set; the Stripe double takes the next,
 * the HTTP/2 proxy the one after); `BENCH_STORE_PAGES=product,Cart block`
 * measures only those pages. Figures also go to .cache/bench-store.json.
 */
const { spawn } = require( 'child_process' );
const { existsSync, mkdirSync, writeFileSync } = require( 'fs' );
const path = require( 'path' );

process.env.STORE_PORT = process.env.STORE_PORT || '8960';
/* eslint-disable import/order -- paths.js reads STORE_PORT as it loads */
const { CONTENT, PORT, STRIPE_PORT, HOST, root } = require( '../store/paths' );
const {
	STORE_PAGES,
	browserWallets,
	openStorePage,
	quietPhpStep,
} = require( './pages' );
const { measureWeight } = require( './weight' );
const { measureStoreRoundTrips } = require( './round-trips' );
const { DESKTOP, PHONE, measureSlowCpu } = require( './interaction' );
const { startH2Proxy } = require( './h2-proxy' );
const { printStoreReport } = require( './report' );
/* eslint-enable import/order */

const origin = `http://${ HOST }:${ PORT }`;
/** Loads per measurement (best of them, or the worse shift). */
const RUNS = Math.max( 1, Number( process.env.BENCH_STORE_RUNS || 1 ) );
const progress = ( line ) => process.stderr.write( `${ line }\n` );

/** Starts `npm run store -- --no-build`; resolves once it answers. */
async function startStore() {
	const store = spawn(
		process.execPath,
		[ path.join( root, 'scripts/store/index.js' ), '--no-build' ],
		{ cwd: root, env: process.env, stdio: [ 'ignore', 'pipe', 'pipe' ] }
	);
	let output = '';
	store.stdout.on( 'data', ( chunk ) => ( output += chunk ) );
	store.stderr.on( 'data', ( chunk ) => ( output += chunk ) );
	const exited = new Promise( ( resolve ) => store.on( 'exit', resolve ) );
	// A first set-up builds the gateway's JS (minutes); later starts take
	// seconds.
	const until = Date.now() + 15 * 60 * 1000;
	while ( Date.now() < until ) {
		const done = await Promise.race( [
			exited.then( () => 'exited' ),
			fetch( `${ origin }/wp-json/real-store/v1/orders` )
				.then( ( answer ) => ( answer.ok ? 'ready' : '' ) )
				.catch( () => '' ),
		] );
		if ( done === 'ready' ) {
			return store;
		}
		if ( done === 'exited' ) {
			break;
		}
		await new Promise( ( resolve ) => setTimeout( resolve, 1000 ) );
	}
	store.kill( 'SIGTERM' );
	throw new Error( `The real store did not start:\n${ output }` );
}

/**
 * Loads on the slow CPU as one: the worse layout shift (a shift that
 * happens once in two loads is one a shopper meets) and the shorter of the
 * longest interactions (a load's is lengthened by whatever else this
 * shared machine ran then). Every load stays in `runs`.
 *
 * @param {Object[]} runs Results of measureSlowCpu().
 */
function slowest( runs ) {
	const worstShift = runs.reduce( ( a, b ) => ( b.cls > a.cls ? b : a ) );
	const quickest = runs.reduce( ( a, b ) =>
		( b.interaction.duration ?? 0 ) < ( a.interaction.duration ?? 0 )
			? b
			: a
	);
	return {
		cls: worstShift.cls,
		shifts: worstShift.shifts,
		interaction: quickest.interaction,
		runs,
	};
}

/** Calls `measure` `count` times, one after another. */
async function repeat( count, measure ) {
	const runs = [];
	for ( let run = 0; run < count; run++ ) {
		runs.push( await measure() );
	}
	return runs;
}

/** Our plugin on or off (the store's own PHP step). */
function switchOurs( mode ) {
	quietPhpStep( 'our-plugin.php', [ mode === 'ours' ? 'on' : 'off' ] );
}

/**
 * @param {Object}   chromium   Playwright's chromium.
 * @param {Object}   launch     Its launch options (executable, arguments).
 * @param {string[]} onlyPages  Page names to measure (all when empty).
 */
async function benchStore( chromium, launch, onlyPages = [] ) {
	const pages = STORE_PAGES.filter(
		( target ) => ! onlyPages.length || onlyPages.includes( target.name )
	);
	const started = Date.now();
	progress( `\nStarting the real store on ${ origin }…` );
	const store = await startStore();
	const gatewayJs = path.join(
		CONTENT,
		'plugins/woocommerce-gateway-stripe/build/upe_classic.js'
	);
	const proxy = await startH2Proxy( PORT + 2, [
		`${ HOST }:${ PORT }`,
		`${ HOST }:${ STRIPE_PORT }`,
	] );
	// One browser, one page at a time: HTTP/2 is a context through the
	// proxy, whose certificate it accepts.
	const browser = await chromium.launch( {
		...launch,
		args: [ ...launch.args, '--ignore-certificate-errors' ],
	} );
	const results = {};
	try {
		if ( ! existsSync( gatewayJs ) ) {
			throw new Error(
				'The gateway’s JS is not built (scripts/store/gateway-js.js needs the npm registry once): without it the incumbent has no scripts to measure.'
			);
		}
		const shared = {};
		let mode = 'ours';
		switchOurs( mode );
		for ( const target of pages ) {
			results[ target.name ] = {};
			const open = ( context ) =>
				openStorePage( context, origin, target, shared );
			for ( let turn = 0; turn < 2; turn++ ) {
				if ( turn ) {
					mode = mode === 'ours' ? 'incumbent' : 'ours';
					switchOurs( mode );
				}
				progress( `  ${ target.name }, ${ mode }…` );
				const args = [ browser, open, target, browserWallets ];
				results[ target.name ][ mode ] = {
					weight: await measureWeight(
						browser,
						origin,
						open,
						browserWallets
					),
					h1: await measureStoreRoundTrips( ...args, { runs: RUNS } ),
					h2: await measureStoreRoundTrips( ...args, {
						runs: RUNS,
						context: proxy.context,
					} ),
					slow: slowest(
						await repeat( RUNS, () =>
							measureSlowCpu( ...args, { viewport: PHONE } )
						)
					),
					desktop: slowest(
						await repeat( RUNS, () =>
							measureSlowCpu( ...args, {
								viewport: DESKTOP,
								act: false,
							} )
						)
					),
				};
			}
		}
		if ( ! proxy.sessions() ) {
			throw new Error( 'Chromium did not reach the HTTP/2 proxy.' );
		}
	} finally {
		await browser.close();
		await proxy.close();
		switchOurs( 'ours' );
		store.kill( 'SIGTERM' );
	}
	console.log(
		`\nThe real store (WordPress 6.8.3, WooCommerce 10.0.2, the Stripe gateway 8.8.0 with its JS built from its source; docs/real-store.md), ours against the incumbent: the same store with our plugin off. ${ pages.length } pages in ${ Math.round(
			( Date.now() - started ) / 1000
		) } s.`
	);
	printStoreReport( pages, results );
	mkdirSync( path.join( root, '.cache' ), { recursive: true } );
	writeFileSync(
		path.join( root, '.cache', 'bench-store.json' ),
		JSON.stringify(
			{ measured: new Date().toISOString(), pages, results },
			null,
			'\t'
		)
	);
}

module.exports = { benchStore };
