/**
 * The real store's PHP: Debian's php-cli and SQLite driver
 * (scripts/ensure-php.js) plus the extensions WordPress and WooCommerce
 * use (mbstring, xml, curl, gd, intl, zip, bcmath), each installed with
 * apt-get when missing (scripts/debian-package.js).
 */
const { spawnSync } = require( 'child_process' );
const { ensureDebianPackage } = require( '../debian-package' );

require( '../ensure-php' );

const PHP = process.env.PHP_BINARY || 'php';
const version = spawnSync(
	PHP,
	[ '-r', 'echo PHP_MAJOR_VERSION . "." . PHP_MINOR_VERSION;' ],
	{
		encoding: 'utf8',
	}
).stdout.trim();

const EXTENSIONS = {
	mbstring: 'mbstring',
	xml: 'dom',
	curl: 'curl',
	gd: 'gd',
	intl: 'intl',
	zip: 'zip',
	bcmath: 'bcmath',
};

for ( const [ debian, extension ] of Object.entries( EXTENSIONS ) ) {
	ensureDebianPackage( {
		name: `PHP’s ${ extension } extension`,
		debian: `php${ version }-${ debian }`,
		found: () =>
			spawnSync( PHP, [
				'-r',
				`exit( extension_loaded( "${ extension }" ) ? 0 : 1 );`,
			] ).status === 0,
		instructions: [
			`The real store needs PHP’s ${ extension } extension and it was not found.`,
			`Install it (Debian/Ubuntu: sudo apt-get install php${ version }-${ debian }),`,
			'or set PHP_BINARY to a php that has it.',
		],
	} );
}
