/**
 * Sets the store up, doing only what is not done: WordPress, WooCommerce,
 * the store's settings and catalogue once per laid-out site (a marker in
 * it says so); the gateway's configuration on every start; our plugin
 * again whenever its package changed (a hash of the packaged files, kept in
 * .cache/store/), then switched on or off as asked.
 */
const { createHash } = require( 'crypto' );
const {
	cpSync,
	existsSync,
	mkdirSync,
	readdirSync,
	readFileSync,
	rmSync,
	statSync,
	writeFileSync,
} = require( 'fs' );
const path = require( 'path' );
const { CACHE, CONTENT, SITE } = require( './paths' );
const { phpStep } = require( './php' );

const INSTALLED = path.join( SITE, '.real-store-installed' );
const PLUGIN_HASH = path.join( CACHE, 'our-plugin.sha1' );
const OUR_FOLDER = path.join(
	CONTENT,
	'plugins',
	'woocommerce-gateway-stripe-frontend'
);

/** The must-use plugins, copied in anew (they are ours, not the store's). */
function copyMustUsePlugins() {
	const target = path.join( CONTENT, 'mu-plugins' );
	rmSync( target, { recursive: true, force: true } );
	mkdirSync( target, { recursive: true } );
	cpSync( path.join( __dirname, 'mu-plugins' ), target, { recursive: true } );
	mkdirSync( path.join( CONTENT, 'database' ), { recursive: true } );
}

function installOnce() {
	if ( existsSync( INSTALLED ) ) {
		return false;
	}
	phpStep( 'install-wordpress.php' );
	phpStep( 'activate-plugins.php' );
	phpStep( 'configure-woocommerce.php' );
	phpStep( 'seed-catalogue.php' );
	writeFileSync( INSTALLED, new Date().toISOString() + '\n' );
	return true;
}

/** A hash of a folder's files: their paths and contents. */
function folderHash( folder ) {
	const hash = createHash( 'sha1' );
	const walk = ( dir ) => {
		for ( const entry of readdirSync( dir ).sort() ) {
			const file = path.join( dir, entry );
			if ( statSync( file ).isDirectory() ) {
				walk( file );
			} else {
				hash.update( path.relative( folder, file ) + '\0' );
				hash.update( readFileSync( file ) );
			}
		}
	};
	walk( folder );
	return hash.digest( 'hex' );
}

/**
 * @param {{ zip: string, folder: string }} ours The package: its zip and
 *                                               the same files unzipped.
 * @return {boolean} Whether it was installed now.
 */
function installOurPlugin( ours ) {
	const hash = folderHash( ours.folder );
	const installed =
		existsSync( OUR_FOLDER ) &&
		existsSync( PLUGIN_HASH ) &&
		readFileSync( PLUGIN_HASH, 'utf8' ) === hash;
	if ( installed ) {
		return false;
	}
	phpStep( 'install-plugin.php', [ ours.zip ] );
	writeFileSync( PLUGIN_HASH, hash );
	return true;
}

module.exports = {
	copyMustUsePlugins,
	installOnce,
	installOurPlugin,
	keepAddress: () => phpStep( 'address.php' ),
	configureGateway: () => phpStep( 'configure-gateway.php' ),
	syncCustomer: () => phpStep( 'customer.php' ),
	switchOurPlugin: ( state ) => phpStep( 'our-plugin.php', [ state ] ),
};
