/**
 * Lays out the store's code from the upstream zips: WordPress at the top
 * (its `wordpress/` folder stripped), WooCommerce, the gateway and the SQLite
 * driver in wp-content/plugins/, Twenty Twenty-One beside the themes
 * WordPress ships (Twenty Twenty-Five among them), and the driver's drop-in
 * as wp-content/db.php. Once per set of zips (scripts/unpack-once.js): a
 * changed zip lays the whole store out again, database included, since
 * what was installed came from the old code.
 *
 * Follows: the SQLite driver 2.1.15's activate.php
 * (`sqlite_plugin_copy_db_file()`: db.copy becomes wp-content/db.php, its
 * two placeholders replaced).
 */
const { mkdirSync, readFileSync, writeFileSync, existsSync } = require( 'fs' );
const path = require( 'path' );
const AdmZip = require( 'adm-zip' );
const { unpackOnce } = require( '../unpack-once' );
const { CACHE, CONTENT, SITE, ZIPS } = require( './paths' );

/**
 * Writes a zip's files whose names start with `from` under `to`, without
 * that prefix; `skip` leaves some out.
 *
 * @param {string}         zipFile The zip.
 * @param {string}         from    The folder inside it.
 * @param {string}         to      Where its contents go.
 * @param {RegExp | null}  skip    Names (after `from`) left out.
 */
function extract( zipFile, from, to, skip = null ) {
	for ( const entry of new AdmZip( zipFile ).getEntries() ) {
		const name = entry.entryName.slice( from.length );
		if (
			entry.isDirectory ||
			! entry.entryName.startsWith( from ) ||
			( skip && skip.test( name ) )
		) {
			continue;
		}
		const file = path.join( to, name );
		mkdirSync( path.dirname( file ), { recursive: true } );
		writeFileSync( file, entry.getData() );
	}
}

function fill() {
	const plugins = path.join( CONTENT, 'plugins' );
	extract( ZIPS.wordpress, 'wordpress/', SITE );
	extract(
		ZIPS.woocommerce,
		'woocommerce/',
		path.join( plugins, 'woocommerce' )
	);
	extract(
		ZIPS.gateway,
		'woocommerce-gateway-stripe/',
		path.join( plugins, 'woocommerce-gateway-stripe' ),
		// Its development files: nothing the plugin loads.
		/^(client|tests|bin|docker|tasks|wordpress_org_assets)\//
	);
	const sqlite = path.join( plugins, 'sqlite-database-integration' );
	extract(
		ZIPS.sqlite,
		'sqlite-database-integration/',
		sqlite,
		/^(\.github|tests)\//
	);
	extract(
		ZIPS.classicTheme,
		'twentytwentyone/',
		path.join( CONTENT, 'themes', 'twentytwentyone' )
	);
	writeFileSync(
		path.join( CONTENT, 'db.php' ),
		readFileSync( path.join( sqlite, 'db.copy' ), 'utf8' )
			.replace( '{SQLITE_IMPLEMENTATION_FOLDER_PATH}', sqlite )
			.replace(
				'{SQLITE_PLUGIN}',
				'sqlite-database-integration/load.php'
			)
	);
}

/** @return {boolean} Whether the store was laid out afresh. */
function unpackStore() {
	const missing = Object.values( ZIPS ).filter(
		( zip ) => ! existsSync( zip )
	);
	if ( missing.length ) {
		throw new Error(
			`The real store is made from upstream zips, and these are missing:\n  ${ missing.join(
				'\n  '
			) }\nSee docs/real-store.md (or set STORE_VENDOR to their folder).`
		);
	}
	let fresh = false;
	unpackOnce( SITE, Object.values( ZIPS ), () => {
		fresh = true;
		fill();
	} );
	mkdirSync( CACHE, { recursive: true } );
	return fresh;
}

module.exports = { unpackStore };
