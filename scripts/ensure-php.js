/**
 * The plugin's PHP tests run in PHP's command line. Use Debian's php-cli:
 * install it when apt-get is available and we are root, otherwise stop
 * with instructions. Never skip the tests silently.
 */
const { spawnSync } = require( 'child_process' );
const { existsSync } = require( 'fs' );

const hasPhp = () =>
	spawnSync( process.env.PHP_BINARY || 'php', [ '-r', 'echo PHP_VERSION;' ] )
		.status === 0;

function run( command, args ) {
	return spawnSync( command, args, { stdio: 'inherit' } ).status === 0;
}

if ( ! hasPhp() ) {
	const isRoot =
		typeof process.getuid === 'function' && process.getuid() === 0;
	if ( existsSync( '/usr/bin/apt-get' ) && isRoot ) {
		console.log( 'PHP not found: installing Debian’s php-cli package…' );
		const ok =
			run( 'apt-get', [ 'update' ] ) &&
			run( 'apt-get', [
				'install',
				'-y',
				'--no-install-recommends',
				'php-cli',
			] );
		if ( ! ok || ! hasPhp() ) {
			console.error( 'Installing php-cli with apt-get failed.' );
			process.exit( 1 );
		}
	} else {
		console.error(
			[
				'The plugin’s PHP tests need PHP 7.4 or later and none was found.',
				'Install it (Debian/Ubuntu: sudo apt-get install php-cli),',
				'or set PHP_BINARY to a php executable.',
			].join( '\n' )
		);
		process.exit( 1 );
	}
}
