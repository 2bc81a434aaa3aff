/**
 * Runs one of the store's PHP steps (scripts/store/php/) in PHP's command
 * line against the laid-out site, with what the steps read from the
 * environment (the store's address, the Stripe double's keys and customer).
 * A step that fails stops `npm run store` with its output.
 */
const { spawnSync } = require( 'child_process' );
const path = require( 'path' );
const { HOST, PHP, PORT, SITE } = require( './paths' );
const { KEYS, TEST_CUSTOMER } = require( './stripe-keys' );

function phpStep( script, args = [] ) {
	const started = Date.now();
	const run = spawnSync(
		PHP,
		[
			'-d',
			'memory_limit=512M',
			path.join( __dirname, 'php', script ),
			SITE,
			...args,
		],
		{
			encoding: 'utf8',
			env: {
				...process.env,
				STORE_HOME: `http://${ HOST }:${ PORT }`,
				STORE_STRIPE_KEYS: JSON.stringify( KEYS ),
				STORE_STRIPE_CUSTOMER: TEST_CUSTOMER,
			},
		}
	);
	const output = `${ run.stdout || '' }${ run.stderr || '' }`.trim();
	if ( run.status !== 0 ) {
		throw new Error(
			`${ script } failed (exit ${ run.status }):\n${ output }`
		);
	}
	const seconds = ( ( Date.now() - started ) / 1000 ).toFixed( 1 );
	console.log(
		`  ${ output.split( '\n' ).join( '\n  ' ) } (${ seconds } s)`
	);
	return output;
}

module.exports = { phpStep };
