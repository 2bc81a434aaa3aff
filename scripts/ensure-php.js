/**
 * The plugin's PHP tests run in PHP's command line: Debian's php-cli
 * (scripts/debian-package.js).
 */
const { spawnSync } = require( 'child_process' );
const { ensureDebianPackage } = require( './debian-package' );

ensureDebianPackage( {
	name: 'PHP',
	debian: 'php-cli',
	found: () =>
		spawnSync( process.env.PHP_BINARY || 'php', [
			'-r',
			'echo PHP_VERSION;',
		] ).status === 0,
	instructions: [
		'The plugin’s PHP tests need PHP 7.4 or later and none was found.',
		'Install it (Debian/Ubuntu: sudo apt-get install php-cli),',
		'or set PHP_BINARY to a php executable.',
	],
} );
