/**
 * `npm run test:php`: the plugin's PHP tests (tests/php/) over WordPress's
 * own script loader. Needs build/ (run `npm run build` first; `npm test`
 * has just built it).
 *
 * 1. PHP: Debian's php-cli (scripts/ensure-php.js installs it).
 * 2. WordPress: 6.5.5's wp-includes, unpacked from the WordPress builds
 *    WordPress Playground publishes on npm (@wp-playground/wordpress-builds,
 *    a devDependency, so `npm ci` brings it) into .cache/; nothing is
 *    downloaded here.
 * 3. The plugin as a store gets it: `scripts/package.js` lays out
 *    build-plugin/woocommerce-gateway-stripe-frontend/ and the zip, which
 *    the tests install and read.
 * 4. A whole WordPress for tests/php/whole-wordpress-test.php: two sites
 *    laid out afresh by scripts/whole-wordpress.js (6.6-RC3 and 6.5.5, in
 *    SQLite: PHP's pdo_sqlite, Debian's php-sqlite3, which
 *    scripts/ensure-php.js installs too).
 * 5. A whole WordPress 6.8.3 with the real WooCommerce 10.0.2 and the
 *    Stripe gateway 8.8.0 (scripts/woocommerce-site.js, from the zips in
 *    ../shared/vendor/) for tests/php/woocommerce-test.php.
 * 6. tests/php/run-tests.php prints TAP for all of them; the counts go to
 *    test-results/php.json for `npm test`'s closing line.
 */
const { spawnSync } = require( 'child_process' );
const { mkdirSync, rmSync, writeFileSync } = require( 'fs' );
const path = require( 'path' );
const AdmZip = require( 'adm-zip' );
const { pack, OUT } = require( './package' );
const { layOutSite } = require( './whole-wordpress' );
const { layOutWooCommerceSite } = require( './woocommerce-site' );
const { unpackOnce } = require( './unpack-once' );

const root = path.resolve( __dirname, '..' );
const WORDPRESS_ZIP =
	require.resolve( '@wp-playground/wordpress-builds/src/wordpress/wp-6.5.zip' );
const WORDPRESS_DIR = path.join( root, '.cache', 'wordpress-6.5' );
const RESULTS = path.join( root, 'test-results', 'php.json' );

/** Unpacks wp-includes once per version of the zip. */
function unpackWordPress() {
	unpackOnce( WORDPRESS_DIR, [ WORDPRESS_ZIP ], () => {
		const zip = new AdmZip( WORDPRESS_ZIP );
		for ( const entry of zip.getEntries() ) {
			if ( entry.entryName.startsWith( 'wp-includes/' ) ) {
				zip.extractEntryTo( entry, WORDPRESS_DIR, true, true );
			}
		}
	} );
}

function writeResults( passed, failed ) {
	mkdirSync( path.dirname( RESULTS ), { recursive: true } );
	writeFileSync( RESULTS, JSON.stringify( { passed, failed } ) + '\n' );
}

rmSync( RESULTS, { force: true } );
const php = spawnSync( 'node', [ path.join( __dirname, 'ensure-php.js' ) ], {
	stdio: 'inherit',
} );
if ( php.status !== 0 ) {
	process.exit( 1 );
}
unpackWordPress();
pack();

// Without ../shared/vendor/ the real WooCommerce tests fail, saying why.
let woocommerceSite = '';
try {
	woocommerceSite = layOutWooCommerceSite();
} catch ( error ) {
	console.error( error.message );
}

const content = path.join( root, '.cache', 'wp-content' );
mkdirSync( content, { recursive: true } );
const run = spawnSync(
	process.env.PHP_BINARY || 'php',
	[ path.join( root, 'tests', 'php', 'run-tests.php' ) ],
	{
		cwd: root,
		encoding: 'utf8',
		env: {
			...process.env,
			WP_TESTS_DIR: WORDPRESS_DIR,
			WP_TESTS_CONTENT_DIR: content,
			WP_TESTS_PLUGIN_DIR: OUT,
			WP_TESTS_SITE_6_6: layOutSite( '6.6' ),
			WP_TESTS_SITE_6_5: layOutSite( '6.5' ),
			WP_TESTS_WOOCOMMERCE_SITE: woocommerceSite,
		},
		maxBuffer: 64 * 1024 * 1024,
	}
);
process.stdout.write( run.stdout || '' );
process.stderr.write( run.stderr || '' );
const tap = run.stdout || '';
const passed = ( tap.match( /^ok \d+/gm ) || [] ).length;
const failed = ( tap.match( /^not ok \d+/gm ) || [] ).length;
const planned = Number( ( /^1\.\.(\d+)$/m.exec( tap ) || [] )[ 1 ] || 0 );
writeResults( passed, failed );
console.log( `PHP tests: ${ passed } passed, ${ failed } failed` );
// A run that stopped early, or ran nothing, fails.
process.exit(
	run.status === 0 && failed === 0 && planned > 0 && passed === planned
		? 0
		: 1
);
