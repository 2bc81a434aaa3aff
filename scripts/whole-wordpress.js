/**
 * A whole WordPress for the plugin's PHP tests
 * (tests/php/whole-wordpress-test.php), laid out in .cache/ by
 * scripts/php-tests.js: WordPress itself from the builds WordPress
 * Playground publishes on npm (@wp-playground/wordpress-builds 0.9.19), its
 * database in SQLite through the SQLite Database Integration drop-in the same
 * package carries (the one Playground uses). Nothing is downloaded.
 *
 * Two sites:
 * - '6.6': 6.6-RC3 (the package's wp-beta.zip), the newest WordPress here
 *   and the only one our header's `Requires at least: 6.6` lets the plugin
 *   in; every test of a store runs on it;
 * - '6.5': 6.5.5 (wp-6.5.zip), where WordPress must refuse the upload.
 *
 * Each WordPress is unpacked once per zip; each run starts the site afresh:
 * no database (the tests install it with `wp_install()`), no plugin but the
 * SQLite integration, the stand-ins of WooCommerce and the gateway copied in
 * (tests/php/site/plugins/), a must-use plugin that keeps the site off the
 * network (tests/php/site/mu-plugins/), and wp-config.php written anew.
 *
 * Follows: wp-config-sample.php (WordPress 6.6); the SQLite Database
 * Integration 2.1.11's activate.php (`sqlite_plugin_copy_db_file()`: db.copy
 * becomes wp-content/db.php, its two placeholders replaced) and
 * constants.php (DB_DIR, DB_FILE).
 */
const {
	cpSync,
	mkdirSync,
	readFileSync,
	rmSync,
	writeFileSync,
} = require( 'fs' );
const path = require( 'path' );
const AdmZip = require( 'adm-zip' );
const { unpackOnce } = require( './unpack-once' );

const root = path.resolve( __dirname, '..' );
const BUILDS = path.dirname(
	require.resolve( '@wp-playground/wordpress-builds/package.json' )
);
const SITES = {
	6.6: 'wp-beta.zip',
	6.5: 'wp-6.5.zip',
};
const SQLITE_ZIP = path.join(
	BUILDS,
	'src/sqlite-database-integration/sqlite-database-integration.zip'
);
const SQLITE_FOLDER = 'sqlite-database-integration-main/';
const SITE_FILES = path.join( root, 'tests', 'php', 'site' );

/**
 * Unpacks WordPress and the SQLite integration into `dir`, once per pair of
 * zips. Playground's preinstalled database and its wp-config.php stay out.
 *
 * @param {string} zipFile WordPress's zip.
 * @param {string} dir     The site's folder.
 */
function unpack( zipFile, dir ) {
	unpackOnce( dir, [ zipFile, SQLITE_ZIP ], () => fill( zipFile, dir ) );
}

/**
 * WordPress's files, the SQLite integration as a plugin and its drop-in.
 *
 * @param {string} zipFile WordPress's zip.
 * @param {string} dir     The site's folder, empty.
 */
function fill( zipFile, dir ) {
	const wordpress = new AdmZip( zipFile );
	for ( const entry of wordpress.getEntries() ) {
		if (
			! entry.isDirectory &&
			entry.entryName !== 'wp-config.php' &&
			! entry.entryName.startsWith( 'wp-content/database/' )
		) {
			wordpress.extractEntryTo( entry, dir, true, true );
		}
	}
	// The integration as a plugin, as WordPress.org ships it: without its
	// repository's CI and tests.
	const plugin = path.join(
		dir,
		'wp-content/plugins/sqlite-database-integration'
	);
	const sqlite = new AdmZip( SQLITE_ZIP );
	for ( const entry of sqlite.getEntries() ) {
		const name = entry.entryName.slice( SQLITE_FOLDER.length );
		if (
			entry.isDirectory ||
			! entry.entryName.startsWith( SQLITE_FOLDER ) ||
			/^(\.github|tests)\//.test( name )
		) {
			continue;
		}
		mkdirSync( path.join( plugin, path.dirname( name ) ), {
			recursive: true,
		} );
		writeFileSync( path.join( plugin, name ), entry.getData() );
	}
	// sqlite_plugin_copy_db_file(): the drop-in, pointed at the plugin.
	writeFileSync(
		path.join( dir, 'wp-content/db.php' ),
		readFileSync( path.join( plugin, 'db.copy' ), 'utf8' )
			.replace( '{SQLITE_IMPLEMENTATION_FOLDER_PATH}', plugin )
			.replace(
				'{SQLITE_PLUGIN}',
				'sqlite-database-integration/load.php'
			)
	);
}

/**
 * wp-config.php: the SQLite database in wp-content/database/, fixed keys and
 * salts, the site's address, WP_DEBUG on (the tests' request runners catch
 * every notice; none is displayed or logged), no cron spawned, updates and
 * outside HTTP off, files written directly (the plugin upload).
 *
 * @param {string} dir The site's folder.
 * @return {string} The file's text.
 */
function wpConfig( dir ) {
	const keys = [
		'AUTH_KEY',
		'SECURE_AUTH_KEY',
		'LOGGED_IN_KEY',
		'NONCE_KEY',
		'AUTH_SALT',
		'SECURE_AUTH_SALT',
		'LOGGED_IN_SALT',
		'NONCE_SALT',
	];
	const php = ( value ) =>
		`'${ String( value ).replace( /[\\']/g, '\\$&' ) }'`;
	const define = ( name, value ) =>
		`define( ${ php( name ) }, ${
			typeof value === 'boolean' ? String( value ) : php( value )
		} );`;
	return [
		'<?php',
		'/**',
		' * Written by scripts/whole-wordpress.js for the PHP tests; rewritten each run.',
		' * Follows: wp-config-sample.php (WordPress 6.6).',
		' */',
		define( 'DB_NAME', 'wordpress' ),
		define( 'DB_USER', '' ),
		define( 'DB_PASSWORD', '' ),
		define( 'DB_HOST', '' ),
		define( 'DB_CHARSET', 'utf8' ),
		define( 'DB_COLLATE', '' ),
		define( 'DB_DIR', path.join( dir, 'wp-content', 'database' ) ),
		define( 'DB_FILE', 'site.sqlite' ),
		...keys.map( ( key ) =>
			define( key, `wp-tests-${ key.toLowerCase() }-not-secret` )
		),
		"$table_prefix = 'wp_';",
		define( 'WP_HOME', 'https://shop.example' ),
		define( 'WP_SITEURL', 'https://shop.example' ),
		define( 'WP_DEBUG', true ),
		define( 'WP_DEBUG_DISPLAY', false ),
		define( 'WP_DEBUG_LOG', false ),
		define( 'SCRIPT_DEBUG', false ),
		define( 'DISABLE_WP_CRON', true ),
		define( 'AUTOMATIC_UPDATER_DISABLED', true ),
		define( 'WP_HTTP_BLOCK_EXTERNAL', true ),
		define( 'FS_METHOD', 'direct' ),
		'// The stand-ins the WooCommerce and gateway plugins load, and what a',
		'// site hooks in (tests/php/stand-ins/).',
		define(
			'WP_TESTS_STAND_INS',
			path.join( root, 'tests/php/stand-ins' )
		),
		"if ( ! defined( 'ABSPATH' ) ) {",
		"\tdefine( 'ABSPATH', __DIR__ . '/' );",
		'}',
		"require_once ABSPATH . 'wp-settings.php';",
		'',
	].join( '\n' );
}

/**
 * Lays out a site, fresh for this run.
 *
 * @param {string} version '6.6' or '6.5'.
 * @return {string} The site's folder (ABSPATH).
 */
function layOutSite( version ) {
	const dir = path.join( root, '.cache', `whole-wordpress-${ version }` );
	unpack( path.join( BUILDS, 'src/wordpress', SITES[ version ] ), dir );
	const content = path.join( dir, 'wp-content' );
	for ( const gone of [
		'database',
		'upgrade',
		'mu-plugins',
		'debug.log',
		'plugins/woocommerce',
		'plugins/woocommerce-gateway-stripe',
		'plugins/woocommerce-gateway-stripe-frontend',
	] ) {
		rmSync( path.join( content, gone ), { recursive: true, force: true } );
	}
	mkdirSync( path.join( content, 'database' ) );
	cpSync(
		path.join( SITE_FILES, 'plugins' ),
		path.join( content, 'plugins' ),
		{
			recursive: true,
		}
	);
	cpSync(
		path.join( SITE_FILES, 'mu-plugins' ),
		path.join( content, 'mu-plugins' ),
		{ recursive: true }
	);
	writeFileSync( path.join( dir, 'wp-config.php' ), wpConfig( dir ) );
	return dir;
}

module.exports = { layOutSite, wpConfig, SITE_FILES };
