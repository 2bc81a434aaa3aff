/**
 * A program the suite needs from Debian (Chromium for the browser tests,
 * php-cli for the plugin's tests): when it is missing, install its package
 * with apt-get if apt-get is there and we are root, otherwise stop with
 * instructions. Never skip the tests silently.
 *
 * @param {Object}        need
 * @param {string}        need.name        What it is, for the messages.
 * @param {string}        need.debian      Debian's package.
 * @param {() => boolean} need.found       Whether the program is there.
 * @param {string[]}      need.instructions What to do without apt-get.
 */
const { spawnSync } = require( 'child_process' );
const { existsSync } = require( 'fs' );

const run = ( command, args ) =>
	spawnSync( command, args, { stdio: 'inherit' } ).status === 0;

function ensureDebianPackage( { name, debian, found, instructions } ) {
	if ( found() ) {
		return;
	}
	const isRoot =
		typeof process.getuid === 'function' && process.getuid() === 0;
	if ( ! existsSync( '/usr/bin/apt-get' ) || ! isRoot ) {
		console.error( instructions.join( '\n' ) );
		process.exit( 1 );
	}
	console.log(
		`${ name } not found: installing Debian’s ${ debian } package…`
	);
	const ok =
		run( 'apt-get', [ 'update' ] ) &&
		run( 'apt-get', [
			'install',
			'-y',
			'--no-install-recommends',
			debian,
		] );
	if ( ! ok || ! found() ) {
		console.error( `Installing ${ debian } with apt-get failed.` );
		process.exit( 1 );
	}
}

module.exports = { ensureDebianPackage };
