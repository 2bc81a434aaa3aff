/**
 * `npm run lint:php`: the plugin's PHP (phpcs.xml.dist) through
 * PHP_CodeSniffer 3.13.4 with the WordPress Coding Standards 3.1,
 * PHPCSUtils, PHPCSExtra, PHPCompatibility and WooCommerce's sniffs, from
 * ../shared/vendor/php-sniffs.zip (its README gives their provenance),
 * unpacked once into .cache/php-sniffs/; nothing is downloaded. Debian's
 * php-cli runs it (scripts/ensure-php.js installs it). Exits with
 * PHP_CodeSniffer's status: 0 when clean.
 */
const { spawnSync } = require( 'child_process' );
const { existsSync } = require( 'fs' );
const path = require( 'path' );
const AdmZip = require( 'adm-zip' );
const { unpackOnce } = require( './unpack-once' );

const root = path.resolve( __dirname, '..' );
const ZIP = path.resolve( root, '..', 'shared', 'vendor', 'php-sniffs.zip' );
const DIR = path.join( root, '.cache', 'php-sniffs' );
const TOP = 'php-sniffs/';

/** The standards' folders PHP_CodeSniffer looks for rulesets in. */
const STANDARDS = [
	'wpcs',
	'phpcsutils',
	'phpcsextra',
	'phpcompat',
	'wcsniffs/src',
];

if ( ! existsSync( ZIP ) ) {
	console.error(
		`The PHP sniffs need ${ ZIP } (../shared/vendor/, see its README).`
	);
	process.exit( 1 );
}
unpackOnce( DIR, [ ZIP ], () => {
	const zip = new AdmZip( ZIP );
	for ( const entry of zip.getEntries() ) {
		if ( ! entry.isDirectory && entry.entryName.startsWith( TOP ) ) {
			zip.extractEntryTo(
				entry,
				path.join(
					DIR,
					path.dirname( entry.entryName.slice( TOP.length ) )
				),
				false,
				true
			);
		}
	}
} );

const php = spawnSync( 'node', [ path.join( __dirname, 'ensure-php.js' ) ], {
	stdio: 'inherit',
} );
if ( php.status !== 0 ) {
	process.exit( 1 );
}
const run = spawnSync(
	process.env.PHP_BINARY || 'php',
	[
		path.join( DIR, 'phpcs', 'bin', 'phpcs' ),
		'--runtime-set',
		'installed_paths',
		STANDARDS.map( ( folder ) => path.join( DIR, folder ) ).join( ',' ),
		`--standard=${ path.join( root, 'phpcs.xml.dist' ) }`,
		...process.argv.slice( 2 ),
	],
	{ cwd: root, stdio: 'inherit' }
);
process.exit( run.status === null ? 1 : run.status );
