/**
 * Where the real store lives and what it is made of (docs/real-store.md):
 * the upstream zips in ../shared/vendor/ (or STORE_VENDOR), the store laid
 * out under .cache/store/, its two ports.
 */
const path = require( 'path' );

const root = path.resolve( __dirname, '../..' );
const VENDOR =
	process.env.STORE_VENDOR || path.resolve( root, '..', 'shared', 'vendor' );
const CACHE = path.join( root, '.cache', 'store' );
const SITE = path.join( CACHE, 'site' );
const PORT = Number( process.env.STORE_PORT || 8950 );

module.exports = {
	root,
	VENDOR,
	CACHE,
	/** ABSPATH: WordPress with its plugins and themes. */
	SITE,
	CONTENT: path.join( SITE, 'wp-content' ),
	/** WP_DEBUG_LOG's file, which the tests read. */
	DEBUG_LOG: path.join( SITE, 'wp-content', 'debug.log' ),
	/** The pieces, one zip each. */
	ZIPS: {
		wordpress: path.join( VENDOR, 'wordpress-6.8.3.zip' ),
		woocommerce: path.join( VENDOR, 'woocommerce-10.0.2.zip' ),
		gateway: path.join(
			VENDOR,
			'woocommerce-gateway-stripe-8.8.0-source.zip'
		),
		sqlite: path.join( VENDOR, 'sqlite-database-integration-2.1.15.zip' ),
		classicTheme: path.join( VENDOR, 'twentytwentyone.zip' ),
	},
	PORT,
	/** The Stripe double beside it (dev/server/stripe/rest-api/). */
	STRIPE_PORT: Number( process.env.STORE_STRIPE_PORT || PORT + 1 ),
	HOST: '127.0.0.1',
	PHP: process.env.PHP_BINARY || 'php',
};
