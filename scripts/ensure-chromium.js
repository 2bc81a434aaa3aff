/**
 * The browser tests run in a real Chromium. Playwright cannot download one
 * here, so use Debian's package: install it when apt-get is available and we
 * are root, otherwise stop with instructions. Never skip the tests silently.
 */
const { spawnSync } = require( 'child_process' );
const { existsSync } = require( 'fs' );
const { findChromium } = require( './find-chromium' );

function run( command, args ) {
	const result = spawnSync( command, args, { stdio: 'inherit' } );
	return result.status === 0;
}

if ( ! findChromium() ) {
	const isRoot =
		typeof process.getuid === 'function' && process.getuid() === 0;
	if ( existsSync( '/usr/bin/apt-get' ) && isRoot ) {
		console.log(
			'Chromium not found: installing Debian’s chromium package…'
		);
		const ok =
			run( 'apt-get', [ 'update' ] ) &&
			run( 'apt-get', [
				'install',
				'-y',
				'--no-install-recommends',
				'chromium',
			] );
		if ( ! ok || ! findChromium() ) {
			console.error( 'Installing chromium with apt-get failed.' );
			process.exit( 1 );
		}
	} else {
		console.error(
			[
				'The browser tests need Chromium and none was found.',
				'Install it (Debian/Ubuntu: sudo apt-get install chromium),',
				'or set CHROMIUM_PATH to a Chromium or Chrome executable.',
			].join( '\n' )
		);
		process.exit( 1 );
	}
}
