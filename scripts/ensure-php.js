/**
 * The plugin's PHP tests run in PHP's command line: Debian's php-cli
 * (scripts/debian-package.js), with PDO's SQLite driver (Debian's
 * php-sqlite3) for the whole WordPress's database
 * (scripts/whole-wordpress.js).
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

ensureDebianPackage( {
	name: 'PHP’s SQLite driver',
	debian: 'php-sqlite3',
	found: () =>
		spawnSync( process.env.PHP_BINARY || 'php', [
			'-r',
			'exit( extension_loaded( "pdo_sqlite" ) ? 0 : 1 );',
		] ).status === 0,
	instructions: [
		'The plugin’s PHP tests run a whole WordPress in SQLite: PHP’s pdo_sqlite',
		'extension was not found. Install it (Debian/Ubuntu: sudo apt-get',
		'install php-sqlite3), or set PHP_BINARY to a php that has it.',
	],
} );
