/**
 * Serves the store and the Stripe double beside it: PHP's built-in web
 * server over the site (a few workers, so a page's requests and Stripe's
 * webhooks are answered side by side; OPcache on), and the Stripe double
 * (dev/server/stripe-api/main.ts). Their own output goes to
 * .cache/store/php-server.log and .cache/store/stripe-double.log. Resolves
 * once both answer; stopping this process stops both.
 */
const { spawn } = require( 'child_process' );
const { openSync } = require( 'fs' );
const http = require( 'http' );
const path = require( 'path' );
const {
	CACHE,
	HOST,
	PHP,
	PORT,
	SITE,
	STRIPE_PORT,
	root,
} = require( './paths' );
const { KEYS } = require( './stripe-keys' );

const children = [];

function stopAll() {
	for ( const child of children ) {
		if ( child.exitCode === null ) {
			child.kill( 'SIGTERM' );
		}
	}
}

function start( name, command, args, env ) {
	const log = openSync( path.join( CACHE, `${ name }.log` ), 'w' );
	const child = spawn( command, args, {
		cwd: root,
		env: { ...process.env, ...env },
		stdio: [ 'ignore', log, log ],
	} );
	child.on( 'exit', ( code, signal ) => {
		if ( ! stopping ) {
			console.error(
				`${ name } stopped (${ signal || `exit ${ code }` }); see .cache/store/${ name }.log`
			);
			stopAll();
			process.exit( 1 );
		}
	} );
	children.push( child );
	return child;
}

let stopping = false;
for ( const signal of [ 'SIGINT', 'SIGTERM', 'SIGHUP' ] ) {
	process.on( signal, () => {
		stopping = true;
		stopAll();
		process.exit( 0 );
	} );
}
process.on( 'exit', () => {
	stopping = true;
	stopAll();
} );

function answers( url ) {
	return new Promise( ( resolve ) => {
		const req = http.get( url, ( res ) => {
			res.resume();
			resolve( res.statusCode > 0 );
		} );
		req.on( 'error', () => resolve( false ) );
		req.setTimeout( 20_000, () => {
			req.destroy();
			resolve( false );
		} );
	} );
}

async function waitFor( url, seconds = 60 ) {
	const until = Date.now() + seconds * 1000;
	while ( Date.now() < until ) {
		if ( await answers( url ) ) {
			return;
		}
		await new Promise( ( resolve ) => setTimeout( resolve, 200 ) );
	}
	throw new Error( `${ url } did not answer in ${ seconds } s` );
}

async function serve() {
	const store = `http://${ HOST }:${ PORT }`;
	start(
		'stripe-double',
		process.execPath,
		[
			path.join( root, 'node_modules/tsx/dist/cli.mjs' ),
			path.join( root, 'dev/server/stripe-api/main.ts' ),
		],
		{
			STRIPE_DOUBLE_PORT: String( STRIPE_PORT ),
			STORE_ORIGIN: store,
			STRIPE_SECRET_KEY: KEYS.secret,
			STRIPE_WEBHOOK_SECRET: KEYS.webhook,
		}
	);
	start(
		'php-server',
		PHP,
		[
			'-d',
			'opcache.enable=1',
			'-d',
			'opcache.enable_cli=1',
			'-d',
			'memory_limit=512M',
			'-S',
			`${ HOST }:${ PORT }`,
			'-t',
			SITE,
			path.join( __dirname, 'router.php' ),
		],
		{ PHP_CLI_SERVER_WORKERS: process.env.STORE_PHP_WORKERS || '4' }
	);
	await waitFor( `http://${ HOST }:${ STRIPE_PORT }/__dev/requests` );
	await waitFor( `${ store }/wp-includes/images/blank.gif` );
	return { store, stripe: `http://${ HOST }:${ STRIPE_PORT }` };
}

module.exports = { serve, stopAll };
