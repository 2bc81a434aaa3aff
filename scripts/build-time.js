/**
 * `npm run build-time`: how long the product build takes beside a plain
 * `wp-scripts build` of one entry with WordPress's default configuration,
 * both run here, one after the other, into scratch folders (build/ is left
 * as it is). The ratio says what our configuration costs over the default.
 */
const { spawnSync } = require( 'child_process' );
const { mkdtempSync, rmSync } = require( 'fs' );
const os = require( 'os' );
const path = require( 'path' );

const ROOT = path.resolve( __dirname, '..' );
const WP_SCRIPTS = path.join( ROOT, 'node_modules', '.bin', 'wp-scripts' );

function timed( label, args ) {
	const output = mkdtempSync( path.join( os.tmpdir(), 'build-time-' ) );
	const started = process.hrtime.bigint();
	const run = spawnSync(
		WP_SCRIPTS,
		[ 'build', ...args, '--output-path', output ],
		{ cwd: ROOT, encoding: 'utf8' }
	);
	const seconds = Number( process.hrtime.bigint() - started ) / 1e9;
	rmSync( output, { recursive: true, force: true } );
	if ( run.status !== 0 ) {
		process.stderr.write( run.stdout + run.stderr );
		throw new Error( `${ label } failed` );
	}
	console.log( `${ label.padEnd( 52 ) } ${ seconds.toFixed( 1 ) } s` );
	return seconds;
}

// WordPress's own configuration, named: wp-scripts would otherwise pick up
// the project's webpack.config.js even for a single entry.
const single = timed( 'plain wp-scripts build, one entry (storefront)', [
	'assets/js/pages/storefront.ts',
	'--config',
	require.resolve( '@wordpress/scripts/config/webpack.config' ),
] );
const ours = timed( 'product build (webpack.config.js, every handle)', [
	'--config',
	'webpack.config.js',
] );
console.log( `ratio ${ ( ours / single ).toFixed( 2 ) }` );
