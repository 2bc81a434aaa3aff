/**
 * The store's wp-config.php, written on every start (its address follows
 * STORE_PORT): SQLite in wp-content/database/, fixed keys and salts, the
 * address, WP_DEBUG with a debug log the tests read (wp-content/debug.log)
 * and nothing displayed, no cron spawned, no updates, no outbound HTTP
 * (WP_HTTP_BLOCK_EXTERNAL; the must-use plugin answers api.stripe.com from
 * the Stripe double), files written directly (the plugin upload).
 *
 * Follows: wp-config-sample.php (WordPress 6.8.3); the SQLite driver
 * 2.1.15's constants.php (DB_DIR, DB_FILE).
 */
const { writeFileSync } = require( 'fs' );
const path = require( 'path' );
const {
	CONTENT,
	DEBUG_LOG,
	HOST,
	PORT,
	SITE,
	STRIPE_PORT,
} = require( './paths' );

const php = ( value ) => `'${ String( value ).replace( /[\\']/g, '\\$&' ) }'`;
const define = ( name, value ) =>
	`define( ${ php( name ) }, ${
		typeof value === 'boolean' ? String( value ) : php( value )
	} );`;

const KEYS = [
	'AUTH_KEY',
	'SECURE_AUTH_KEY',
	'LOGGED_IN_KEY',
	'NONCE_KEY',
	'AUTH_SALT',
	'SECURE_AUTH_SALT',
	'LOGGED_IN_SALT',
	'NONCE_SALT',
];

function writeWpConfig() {
	const address = `http://${ HOST }:${ PORT }`;
	const text = [
		'<?php',
		'/**',
		' * Written by scripts/store/wp-config.js on every start of the real store.',
		' * Follows: wp-config-sample.php (WordPress 6.8.3).',
		' */',
		define( 'DB_NAME', 'wordpress' ),
		define( 'DB_USER', '' ),
		define( 'DB_PASSWORD', '' ),
		define( 'DB_HOST', '' ),
		define( 'DB_CHARSET', 'utf8' ),
		define( 'DB_COLLATE', '' ),
		define( 'DB_DIR', path.join( CONTENT, 'database' ) ),
		define( 'DB_FILE', 'store.sqlite' ),
		// Readers do not wait for a writer: PHP's server runs a few workers.
		define( 'SQLITE_JOURNAL_MODE', 'WAL' ),
		...KEYS.map( ( key ) =>
			define( key, `real-store-${ key.toLowerCase() }-not-secret` )
		),
		"$table_prefix = 'wp_';",
		define( 'WP_HOME', address ),
		define( 'WP_SITEURL', address ),
		define( 'WP_ENVIRONMENT_TYPE', 'local' ),
		define( 'WP_DEBUG', true ),
		define( 'WP_DEBUG_DISPLAY', false ),
		define( 'WP_DEBUG_LOG', DEBUG_LOG ),
		define( 'SCRIPT_DEBUG', false ),
		define( 'DISABLE_WP_CRON', true ),
		define( 'AUTOMATIC_UPDATER_DISABLED', true ),
		define( 'WP_AUTO_UPDATE_CORE', false ),
		define( 'WP_HTTP_BLOCK_EXTERNAL', true ),
		define( 'FS_METHOD', 'direct' ),
		'// Where the must-use plugin sends the gateway’s api.stripe.com requests',
		'// and which Stripe.js the pages load (dev/server/stripe/rest-api/).',
		define( 'STORE_STRIPE_DOUBLE', `http://${ HOST }:${ STRIPE_PORT }` ),
		"if ( ! defined( 'ABSPATH' ) ) {",
		"\tdefine( 'ABSPATH', __DIR__ . '/' );",
		'}',
		"require_once ABSPATH . 'wp-settings.php';",
		'',
	].join( '\n' );
	writeFileSync( path.join( SITE, 'wp-config.php' ), text );
}

module.exports = { writeWpConfig };
