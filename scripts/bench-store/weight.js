/**
 * What a real-store page costs in JavaScript before the shopper acts: every
 * script the browser fetches from the store from opening the page until
 * the network is idle, gzip -9 of each answer's bytes (PHP's server sends
 * them uncompressed; a store's server would gzip them).
 *
 * Each script is one of two kinds:
 *
 * - **the payment scripts**: ours (our plugin's build/), or, with our
 *   plugin off, the incumbent's: the gateway's own (its build/ and
 *   assets/js/) and the WooCommerce front-end scripts our plugin replaces
 *   (includes/replaced-handles.php: woocommerce, cart fragments, add to
 *   cart, variations, single product, cart, checkout, country select,
 *   address i18n, add payment method, sourcebuster, order attribution).
 * - **the WordPress closure**: every other script the page loads (WordPress's
 *   packages, React, WooCommerce's blocks and their chunks, jQuery, the
 *   theme's), whoever asked for it.
 *
 * The Stripe.js double (another origin) stands in for js.stripe.com and is
 * not counted; neither are inline scripts (page data).
 */
const { gzipSync } = require( 'zlib' );

const OURS = /^\/wp-content\/plugins\/woocommerce-gateway-stripe-frontend\//;
const GATEWAY = /^\/wp-content\/plugins\/woocommerce-gateway-stripe\//;
const WOOCOMMERCE_REPLACED = new RegExp(
	'^/wp-content/plugins/woocommerce/assets/js/(' +
		'frontend/(woocommerce|cart-fragments|add-to-cart|add-to-cart-variation|single-product|cart|checkout|country-select|address-i18n|add-payment-method|order-attribution)' +
		'|sourcebuster/sourcebuster)(\\.min)?\\.js$'
);

/**
 * @param {string} pathname A script's path on the store.
 * @return {'ours'|'gateway'|'woocommerce'|'closure'} Whose it is.
 */
function kindOf( pathname ) {
	if ( OURS.test( pathname ) ) {
		return 'ours';
	}
	if ( GATEWAY.test( pathname ) ) {
		return 'gateway';
	}
	return WOOCOMMERCE_REPLACED.test( pathname ) ? 'woocommerce' : 'closure';
}

/**
 * Opens the page in a fresh context and returns its scripts' gzip -9
 * bytes: `payment` (ours, or the gateway's and WooCommerce's replaced
 * ones), `closure`, each file's bytes by kind, and the requests made to
 * the store while loading.
 *
 * @param {Object}   browser A Playwright browser.
 * @param {string}   origin  The store's address.
 * @param {Function} open    Readies a context, returns the page's address.
 * @param {Function} before  Runs in the page before its scripts.
 */
async function measureWeight( browser, origin, open, before ) {
	const context = await browser.newContext();
	try {
		const address = await open( context );
		const page = await context.newPage();
		await page.addInitScript( before );
		const bodies = [];
		let requests = 0;
		page.on( 'request', ( request ) => {
			if ( request.url().startsWith( origin ) ) {
				requests++;
			}
		} );
		page.on( 'response', ( response ) => {
			const url = response.url();
			if (
				url.startsWith( origin ) &&
				response.request().resourceType() === 'script'
			) {
				bodies.push(
					response
						.body()
						.then( ( body ) => [ new URL( url ).pathname, body ] )
				);
			}
		} );
		await page.goto( address, {
			waitUntil: 'networkidle',
			timeout: 120000,
		} );
		const files = { ours: {}, gateway: {}, woocommerce: {}, closure: {} };
		for ( const [ pathname, body ] of await Promise.all( bodies ) ) {
			files[ kindOf( pathname ) ][ pathname ] = gzipSync( body, {
				level: 9,
			} ).length;
		}
		const sum = ( kinds ) =>
			kinds.reduce(
				( total, kind ) =>
					total +
					Object.values( files[ kind ] ).reduce(
						( a, b ) => a + b,
						0
					),
				0
			);
		return {
			payment: sum( [ 'ours', 'gateway', 'woocommerce' ] ),
			closure: sum( [ 'closure' ] ),
			files,
			requests,
		};
	} finally {
		await context.close();
	}
}

module.exports = { measureWeight, kindOf };
