/**
 * A whole WordPress with the real WooCommerce and the real Stripe gateway,
 * for the plugin's PHP tests that need their code
 * (tests/php/woocommerce-test.php): WordPress 6.8.3 on SQLite (the SQLite
 * Database Integration 2.1.15 as its wp-content/db.php drop-in),
 * WooCommerce 10.0.2 as released, the gateway's 8.8.0 source tree (its PHP
 * runs without its built scripts: every asset file it reads is behind
 * file_exists()), and Twenty Twenty-One beside the block themes WordPress
 * 6.8.3 ships. All from the unmodified zips in ../shared/vendor/ (its
 * README gives their provenance); nothing is downloaded.
 *
 * Unpacked once per set of zips into .cache/woocommerce-site/; each run
 * starts the site afresh, as scripts/whole-wordpress.js does its sites: no
 * database, no uploads, none of our plugin, the must-use plugins of
 * tests/php/site/mu-plugins/, wp-config.php written anew.
 *
 * Follows: the SQLite Database Integration 2.1.15's activate.php
 * (sqlite_plugin_copy_db_file(): db.copy becomes wp-content/db.php, its two
 * placeholders replaced).
 */
const {
	cpSync,
	existsSync,
	mkdirSync,
	readFileSync,
	rmSync,
	writeFileSync,
} = require( 'fs' );
const path = require( 'path' );
const AdmZip = require( 'adm-zip' );
const { unpackOnce } = require( './unpack-once' );
const { wpConfig, SITE_FILES } = require( './whole-wordpress' );

const root = path.resolve( __dirname, '..' );
const VENDOR = path.resolve( root, '..', 'shared', 'vendor' );
const SITE = path.join( root, '.cache', 'woocommerce-site' );

/** Each zip, its top folder, and where that folder goes in the site. */
const ZIPS = [
	{ zip: 'wordpress-6.8.3.zip', top: 'wordpress/', to: '' },
	{
		zip: 'sqlite-database-integration-2.1.15.zip',
		top: 'sqlite-database-integration/',
		to: 'wp-content/plugins/sqlite-database-integration/',
	},
	{
		zip: 'woocommerce-10.0.2.zip',
		top: 'woocommerce/',
		to: 'wp-content/plugins/woocommerce/',
	},
	{
		zip: 'woocommerce-gateway-stripe-8.8.0-source.zip',
		top: 'woocommerce-gateway-stripe/',
		to: 'wp-content/plugins/woocommerce-gateway-stripe/',
	},
	{
		zip: 'twentytwentyone.zip',
		top: 'twentytwentyone/',
		to: 'wp-content/themes/twentytwentyone/',
	},
];

/** Unpacks every zip's top folder where it belongs, then the drop-in. */
function fill() {
	for ( const { zip, top, to } of ZIPS ) {
		const archive = new AdmZip( path.join( VENDOR, zip ) );
		for ( const entry of archive.getEntries() ) {
			if ( entry.isDirectory || ! entry.entryName.startsWith( top ) ) {
				continue;
			}
			const file = path.join(
				SITE,
				to,
				entry.entryName.slice( top.length )
			);
			mkdirSync( path.dirname( file ), { recursive: true } );
			writeFileSync( file, entry.getData() );
		}
	}
	const sqlite = path.join(
		SITE,
		'wp-content/plugins/sqlite-database-integration'
	);
	writeFileSync(
		path.join( SITE, 'wp-content/db.php' ),
		readFileSync( path.join( sqlite, 'db.copy' ), 'utf8' )
			.replace( '{SQLITE_IMPLEMENTATION_FOLDER_PATH}', sqlite )
			.replace(
				'{SQLITE_PLUGIN}',
				'sqlite-database-integration/load.php'
			)
	);
}

/**
 * Lays out the site, fresh for this run.
 *
 * @return {string} The site's folder (ABSPATH).
 * @throws {Error} Without ../shared/vendor/'s zips.
 */
function layOutWooCommerceSite() {
	const missing = ZIPS.map( ( { zip } ) => path.join( VENDOR, zip ) ).filter(
		( file ) => ! existsSync( file )
	);
	if ( missing.length ) {
		throw new Error(
			`The real WooCommerce site needs ${ missing.join(
				', '
			) } (../shared/vendor/, see its README).`
		);
	}
	unpackOnce(
		SITE,
		ZIPS.map( ( { zip } ) => path.join( VENDOR, zip ) ),
		fill
	);
	const content = path.join( SITE, 'wp-content' );
	for ( const gone of [
		'database',
		'upgrade',
		'uploads',
		'mu-plugins',
		'debug.log',
		'plugins/woocommerce-gateway-stripe-frontend',
	] ) {
		rmSync( path.join( content, gone ), { recursive: true, force: true } );
	}
	mkdirSync( path.join( content, 'database' ) );
	cpSync(
		path.join( SITE_FILES, 'mu-plugins' ),
		path.join( content, 'mu-plugins' ),
		{ recursive: true }
	);
	writeFileSync( path.join( SITE, 'wp-config.php' ), wpConfig( SITE ) );
	return SITE;
}

module.exports = { layOutWooCommerceSite };
