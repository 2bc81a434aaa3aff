/**
 * `npm run store`: a real store on this machine, with only Stripe stood in
 * (docs/real-store.md). WordPress 6.8.3 on SQLite, WooCommerce 10.0.2 and the
 * Stripe gateway 8.8.0 from ../shared/vendor/, our plugin from
 * `npm run package`'s zip, the Stripe double beside it.
 *
 *   npm run store                      build, package, set up what is missing, serve
 *   npm run store -- --no-build        use the build/ there is (built if missing)
 *   npm run store -- --ours=off        serve with our plugin switched off (the incumbent)
 *   npm run store -- --setup-only      set up and stop
 *
 * STORE_PORT (default 8950) is the store's port, the Stripe double's is the
 * next one (STORE_STRIPE_PORT overrides). Nothing is downloaded.
 */
const { spawnSync } = require( 'child_process' );
const { existsSync, writeFileSync } = require( 'fs' );
const path = require( 'path' );
const { CACHE, DEBUG_LOG, root } = require( './paths' );
const { unpackStore } = require( './unpack' );
const { buildGatewayJs, installGatewayJs } = require( './gateway-js' );
const { writeWpConfig } = require( './wp-config' );
const install = require( './install' );
const { serve, stopAll } = require( './serve' );

const args = process.argv.slice( 2 );
const ours = (
	args.find( ( arg ) => arg.startsWith( '--ours=' ) ) || '--ours=on'
).slice( 7 );

function timed( label, work ) {
	const started = Date.now();
	console.log( `${ label }…` );
	const result = work();
	console.log(
		`  done (${ ( ( Date.now() - started ) / 1000 ).toFixed( 1 ) } s)`
	);
	return result;
}

function ensurePhp() {
	const php = spawnSync(
		'node',
		[ path.join( __dirname, 'ensure-php.js' ) ],
		{
			stdio: 'inherit',
		}
	);
	if ( php.status !== 0 ) {
		process.exit( 1 );
	}
}

/** Our package: built first unless --no-build (then only if missing). */
function packageOurs() {
	const build =
		! args.includes( '--no-build' ) ||
		! existsSync( path.join( root, 'build', 'page-handles.json' ) );
	if ( build ) {
		const built = spawnSync( 'npm', [ 'run', '-s', 'build' ], {
			cwd: root,
			stdio: 'inherit',
		} );
		if ( built.status !== 0 ) {
			process.exit( built.status || 1 );
		}
	}
	const { pack, ZIP, FOLDER } = require( '../package' );
	pack();
	return { zip: ZIP, folder: FOLDER };
}

async function main() {
	const started = Date.now();
	ensurePhp();
	const plugin = timed( 'Packaging our plugin', packageOurs );
	const fresh = timed(
		'Laying out the store from ../shared/vendor',
		unpackStore
	);
	if ( fresh ) {
		console.log( '  (laid out afresh)' );
	}
	// The gateway's own JS (once per zip: npm install and its webpack
	// build, about 4 min). Without it the store still serves, as before,
	// with the gateway's scripts missing when ours is off.
	try {
		timed( 'Building the gateway’s JS (once per zip)', buildGatewayJs );
		installGatewayJs();
	} catch ( error ) {
		console.warn( `  ${ error.message }\n  Serving without it.` );
	}
	writeWpConfig();
	install.copyMustUsePlugins();
	writeFileSync( DEBUG_LOG, '' );
	timed( 'Installing WordPress and WooCommerce', install.installOnce );
	install.keepAddress();
	timed( 'Configuring the Stripe gateway', install.configureGateway );
	timed( 'Installing our plugin', () => install.installOurPlugin( plugin ) );
	install.switchOurPlugin( ours === 'off' ? 'off' : 'on' );
	if ( args.includes( '--setup-only' ) ) {
		console.log(
			`Set up in ${ ( ( Date.now() - started ) / 1000 ).toFixed( 1 ) } s (${ path.relative( root, CACHE ) }).`
		);
		return;
	}
	// The store answers only once her cards are synced: an answer means
	// ready (the browser tests wait for one).
	const { store, stripe } = await serve( () =>
		timed( 'Syncing the test customer’s saved cards', install.syncCustomer )
	);
	console.log(
		[
			'',
			`Real store: ${ store }/ (ready in ${ ( ( Date.now() - started ) / 1000 ).toFixed( 1 ) } s)`,
			`  Shop ${ store }/shop/, block checkout ${ store }/checkout/, classic ${ store }/classic-checkout/?store_pages=classic`,
			`  Themes: ?store_theme=twentytwentyfive (block) or twentytwentyone (classic); log in as test@example.com / password`,
			`  Stripe double: ${ stripe }/ (the gateway’s requests: ${ stripe }/__dev/requests)`,
			`  Debug log: ${ path.relative( root, DEBUG_LOG ) }. docs/real-store.md says more. Ctrl+C stops it.`,
		].join( '\n' )
	);
}

main().catch( ( error ) => {
	console.error( error.message || error );
	stopAll();
	process.exit( 1 );
} );
