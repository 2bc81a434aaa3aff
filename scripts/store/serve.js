/**
 * Serves the store and the Stripe double beside it: PHP's built-in web
 * server over the site (a few workers, so a page's requests and Stripe's
 * webhooks are answered side by side; OPcache on), and the Stripe double
 * (dev/server/stripe/rest-api/main.ts). Their own output goes to
 * .cache/store/php-server.log and .cache/store/stripe-double.log. Resolves
 * once both answer; stopping this process stops both.
 */
const { spawn } = require( 'child_process' );
const { openSync, readdirSync, readFileSync } = require( 'fs' );
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

/**
 * A process's children (Linux's /proc): PHP's server forks its workers,
 * which outlive their parent when only it is stopped.
 *
 * @param {number} pid The parent.
 * @return {number[]} Its children's ids.
 */
function childrenOf( pid ) {
	try {
		return readdirSync( '/proc' )
			.filter( ( entry ) => /^\d+$/.test( entry ) )
			.filter( ( entry ) => {
				try {
					const stat = readFileSync(
						`/proc/${ entry }/stat`,
						'utf8'
					);
					return (
						Number(
							stat
								.slice( stat.lastIndexOf( ')' ) + 2 )
								.split( ' ' )[ 1 ]
						) === pid
					);
				} catch {
					return false;
				}
			} )
			.map( Number );
	} catch {
		return [];
	}
}

/**
 * Stops both servers and PHP's workers. They share this process's group,
 * so a terminal's Ctrl+C or Playwright's stop reaches them too.
 */
function stopAll() {
	for ( const child of children ) {
		for ( const pid of [ ...childrenOf( child.pid ), child.pid ] ) {
			try {
				process.kill( pid, 'SIGTERM' );
			} catch {}
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

/**
 * @param {Function} beforeStore Runs once the Stripe double answers and
 *                               before the store is served.
 */
async function serve( beforeStore = () => {} ) {
	const store = `http://${ HOST }:${ PORT }`;
	start(
		'stripe-double',
		process.execPath,
		[
			path.join( root, 'node_modules/tsx/dist/cli.mjs' ),
			path.join( root, 'dev/server/stripe/rest-api/main.ts' ),
		],
		{
			STRIPE_DOUBLE_PORT: String( STRIPE_PORT ),
			STORE_ORIGIN: store,
			STRIPE_SECRET_KEY: KEYS.secret,
			STRIPE_WEBHOOK_SECRET: KEYS.webhook,
		}
	);
	await waitFor( `http://${ HOST }:${ STRIPE_PORT }/__dev/requests` );
	beforeStore();
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
	await waitFor( `${ store }/wp-includes/images/blank.gif` );
	return { store, stripe: `http://${ HOST }:${ STRIPE_PORT }` };
}

module.exports = { serve, stopAll };
