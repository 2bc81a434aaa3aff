/**
 * The Stripe gateway's own JavaScript, built from its source zip, so that
 * with our plugin off the store runs the incumbent's real scripts
 * (`npm run bench` measures them beside ours; docs/real-store.md). The zip
 * (woocommerce-gateway-stripe-8.8.0-source.zip) has the plugin's `client/`
 * sources, its `package.json` and lock, and no `build/`.
 *
 * Once per zip (its SHA-1, kept in the built folder's `.built-from`): the
 * zip is unpacked into .cache/gateway-js/, its devDependencies installed
 * from the npm registry and its webpack build run (`wp-scripts build`, its
 * own webpack.config.js). On every start after that, `build/` is copied into
 * the laid-out store's gateway folder when it is not there yet. Nothing is
 * fetched once it is built.
 *
 * How it installs on this machine (Node 20, npm 11):
 * - `npm install`, not `npm ci`: the lock (npm 8's) lacks the optional
 *   dependencies npm 11 expects, and `npm ci` refuses it.
 * - `--engine-strict=false`: its .npmrc sets engine-strict and some of its
 *   devDependencies say they want Node 17 or older.
 * - `--ignore-scripts`: its devDependencies' install scripts download
 *   browsers and drivers (chromedriver, Playwright); the build needs none.
 * - NODE_OPTIONS=--openssl-legacy-provider: its webpack 4 (wp-scripts 13)
 *   hashes with MD4, which Node 17+ leaves out otherwise.
 *
 * `node scripts/store/gateway-js.js` builds it alone.
 */
const { createHash } = require( 'crypto' );
const { spawnSync } = require( 'child_process' );
const {
	cpSync,
	existsSync,
	mkdirSync,
	readFileSync,
	rmSync,
	writeFileSync,
} = require( 'fs' );
const path = require( 'path' );
const AdmZip = require( 'adm-zip' );
const { CONTENT, ZIPS, root } = require( './paths' );

const WORK = path.join( root, '.cache', 'gateway-js' );
const SOURCE = path.join( WORK, 'woocommerce-gateway-stripe' );
const BUILD = path.join( SOURCE, 'build' );
const STAMP = path.join( WORK, '.built-from' );
const SITE_BUILD = path.join(
	CONTENT,
	'plugins',
	'woocommerce-gateway-stripe',
	'build'
);
/** The entries its webpack.config.js names, each a build/NAME.js. */
const ENTRIES = [
	'index',
	'payment_requests_settings',
	'upe_classic',
	'upe_blocks',
	'upe_settings',
	'payment_gateways',
	'express_checkout',
];

const zipHash = () =>
	createHash( 'sha1' ).update( readFileSync( ZIPS.gateway ) ).digest( 'hex' );

function built( hash ) {
	return (
		existsSync( STAMP ) &&
		readFileSync( STAMP, 'utf8' ) === hash &&
		ENTRIES.every( ( name ) =>
			existsSync( path.join( BUILD, `${ name }.js` ) )
		)
	);
}

function run( label, command, args, env = {} ) {
	const started = Date.now();
	const result = spawnSync( command, args, {
		cwd: SOURCE,
		env: { ...process.env, ...env },
		encoding: 'utf8',
		maxBuffer: 64 * 1024 * 1024,
	} );
	if ( result.status !== 0 ) {
		throw new Error(
			`The gateway's ${ label } failed (exit ${ result.status }):\n${ (
				( result.stdout || '' ) + ( result.stderr || '' )
			)
				.split( '\n' )
				.slice( -40 )
				.join( '\n' ) }`
		);
	}
	console.log(
		`  the gateway's ${ label }: ${ (
			( Date.now() - started ) /
			1000
		).toFixed( 0 ) } s`
	);
}

/** Unpacks, installs and builds, unless this zip is built already. */
function buildGatewayJs() {
	const hash = zipHash();
	if ( built( hash ) ) {
		return false;
	}
	rmSync( WORK, { recursive: true, force: true } );
	mkdirSync( WORK, { recursive: true } );
	new AdmZip( ZIPS.gateway ).extractAllTo( WORK, true );
	run( 'npm install', 'npm', [
		'install',
		'--ignore-scripts',
		'--no-audit',
		'--no-fund',
		'--engine-strict=false',
	] );
	run(
		'webpack build',
		process.execPath,
		[ path.join( SOURCE, 'node_modules/.bin/wp-scripts' ), 'build' ],
		{
			NODE_ENV: 'production',
			NODE_OPTIONS: '--openssl-legacy-provider',
		}
	);
	const missing = ENTRIES.filter(
		( name ) => ! existsSync( path.join( BUILD, `${ name }.js` ) )
	);
	if ( missing.length ) {
		throw new Error(
			`The gateway's build made no ${ missing.join( ', ' ) }.`
		);
	}
	writeFileSync( STAMP, hash );
	return true;
}

/**
 * Puts the built scripts and stylesheets in the store's copy of the
 * gateway (the store is laid out without them).
 *
 * @return {boolean} Whether they were copied now.
 */
function installGatewayJs() {
	const stamp = path.join( SITE_BUILD, '.built-from' );
	if (
		existsSync( stamp ) &&
		readFileSync( stamp, 'utf8' ) === readFileSync( STAMP, 'utf8' )
	) {
		return false;
	}
	rmSync( SITE_BUILD, { recursive: true, force: true } );
	cpSync( BUILD, SITE_BUILD, { recursive: true } );
	writeFileSync( stamp, readFileSync( STAMP, 'utf8' ) );
	return true;
}

module.exports = { buildGatewayJs, installGatewayJs, GATEWAY_BUILD: BUILD };

if ( require.main === module ) {
	const started = Date.now();
	try {
		console.log(
			buildGatewayJs()
				? `Built the gateway's JS in ${ (
						( Date.now() - started ) /
						1000
					).toFixed( 0 ) } s: ${ path.relative( root, BUILD ) }`
				: `The gateway's JS is built: ${ path.relative( root, BUILD ) }`
		);
	} catch ( error ) {
		console.error( error.message );
		process.exit( 1 );
	}
}
