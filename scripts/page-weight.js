/**
 * What a page of the development shop costs the shopper in our JavaScript:
 * every file under /build/ the browser fetches from opening the page until
 * the network is idle (its scripts and any chunk they load on their own),
 * with nobody touching the page. Chunks loaded once the shopper acts are
 * not counted. Bytes are gzip -9 of each file, as a server would send them.
 *
 * Beside them, the WordPress packages the page loads: the whole closure
 * WordPress's script loader prints for the handles our asset files name
 * (wp-i18n brings wp-hooks; wp-data brings React, wp-compose, wp-dom …; the
 * table is dev/wordpress-packages.json), each built from the package
 * versions in node_modules. On the block checkout WooCommerce loads React
 * and wp-data itself; on any other page they are there because of us.
 *
 * `npm run bench` prints these numbers; the browser tests hold each page to
 * its budget (tests/e2e/page-weight.spec.ts).
 */
const { existsSync, readFileSync } = require( 'fs' );
const { gzipSync } = require( 'zlib' );
const path = require( 'path' );

const root = path.resolve( __dirname, '..' );
const KB = 1024;

/**
 * Fixed byte budgets. The classic payment pages (pay for order, add payment
 * method, change of a subscription's method) run the classic checkout's
 * payment form, so they share its budget.
 */
const BUDGET = {
	blockCheckout: 20 * KB,
	classicCheckout: 24 * KB,
	product: 14 * KB,
	cart: 12 * KB,
	account: 7 * KB,
	other: 6 * KB,
};

/** Opens an order's order-received page (the order is awaiting payment). */
async function orderReceived( context, origin ) {
	const response = await context.request.post(
		`${ origin }/__dev/pending-order`
	);
	const order = await response.json();
	return `/checkout/order-received/${ order.id }/?key=${ order.key }`;
}

/** Opens a page after the shop's settings (`/__dev/settings`) changed. */
function withSettings( data, open ) {
	return async ( context, origin ) => {
		await context.request.post( `${ origin }/__dev/settings`, { data } );
		return typeof open === 'function' ? open( context, origin ) : open;
	};
}

/** The gateway's Optimized Checkout switched on. */
const optimizedCheckout = ( open ) =>
	withSettings( { optimizedCheckout: true }, open );

/**
 * Wallets in the mini cart (our plugin's filter on), in the classic widget or
 * the Mini-Cart block's drawer: their code loads at the shopper's first
 * input, so the page opens with no more than its trigger.
 */
const miniCartWallets = ( open, miniCart = 'widget' ) =>
	withSettings( { miniCartWallets: true, miniCart }, open );

/**
 * The gateway's wallet buttons in its legacy Payment Request configuration
 * (8.8.0's default, its Express Checkout Element off).
 */
const legacyWallets = ( open ) =>
	withSettings( { expressCheckoutElement: false }, open );

/**
 * Each page: its name, its budget, and how to reach it: a path, or a
 * function of the browser context and the shop's origin that prepares the
 * shop and returns the path. Every page starts with a beanie in the cart, so
 * the cart and checkout pages are real and the storefront has a cart to show.
 */
const PAGES = [
	{ name: 'shop', budget: BUDGET.other, open: '/shop/' },
	{ name: 'product', budget: BUDGET.product, open: '/product/beanie/' },
	{
		// WooCommerce's Add to cart posts the form and comes back to the
		// product with its notice, which takes the focus: that is not the
		// shopper acting, so the page loads no more than without it.
		name: 'product after add to cart',
		// The page map's kind of page (assets/js/pages/page-handles.json).
		page: 'product',
		budget: BUDGET.product,
		open: async ( context, origin ) => {
			await context.request.get(
				`${ origin }/product/beanie/?add-to-cart=11`,
				{ maxRedirects: 0 }
			);
			return '/product/beanie/';
		},
	},
	{
		name: 'variable product',
		budget: BUDGET.product,
		open: '/product/hoodie/',
	},
	{ name: 'cart', budget: BUDGET.cart, open: '/cart/' },
	{
		name: 'empty cart',
		budget: BUDGET.other,
		open: async ( context, origin ) => {
			await context.request.post( `${ origin }/__dev/cart`, {
				data: { items: [] },
			} );
			return '/cart/';
		},
	},
	{
		name: 'block checkout',
		checkout: true,
		budget: BUDGET.blockCheckout,
		open: '/checkout/',
	},
	{
		// WooCommerce's Cart block page: our block checkout script
		// (includes/page-kind.php), in a page WooCommerce's cart block
		// brings React and wp-data to.
		name: 'Cart block',
		page: 'block checkout',
		checkout: true,
		budget: BUDGET.blockCheckout,
		open: '/cart-block/',
	},
	{
		name: 'classic checkout',
		checkout: true,
		budget: BUDGET.classicCheckout,
		open: '/classic-checkout/',
	},
	{
		name: 'pay for order',
		checkout: true,
		budget: BUDGET.classicCheckout,
		open: async ( context, origin ) => {
			const response = await context.request.post(
				`${ origin }/__dev/pending-order`
			);
			return ( await response.json() ).pay_url;
		},
	},
	// With the gateway's Optimized Checkout on: one method, whose element
	// offers every enabled method.
	{
		name: 'block checkout, OC',
		page: 'block checkout',
		checkout: true,
		budget: BUDGET.blockCheckout,
		open: optimizedCheckout( '/checkout/' ),
	},
	{
		name: 'classic checkout, OC',
		page: 'classic checkout',
		checkout: true,
		budget: BUDGET.classicCheckout,
		open: optimizedCheckout( '/classic-checkout/' ),
	},
	{
		name: 'pay for order, OC',
		page: 'pay for order',
		checkout: true,
		budget: BUDGET.classicCheckout,
		open: optimizedCheckout( async ( context, origin ) => {
			const response = await context.request.post(
				`${ origin }/__dev/pending-order`
			);
			return ( await response.json() ).pay_url;
		} ),
	},
	// Wallets in the mini cart: the pages that have one.
	{
		name: 'shop, mini cart wallets',
		page: 'shop',
		budget: BUDGET.other,
		open: miniCartWallets( '/shop/' ),
	},
	{
		name: 'shop, Mini-Cart block wallets',
		page: 'shop',
		budget: BUDGET.other,
		open: miniCartWallets( '/shop/', 'block' ),
	},
	{
		name: 'product, mini cart wallets',
		page: 'product',
		budget: BUDGET.product,
		open: miniCartWallets( '/product/beanie/' ),
	},
	{
		name: 'variable product, mini cart wallets',
		page: 'variable product',
		budget: BUDGET.product,
		open: miniCartWallets( '/product/hoodie/' ),
	},
	{
		name: 'my account, mini cart wallets',
		page: 'my account',
		budget: BUDGET.account,
		open: miniCartWallets( async ( context, origin ) => {
			await context.request.post( `${ origin }/__dev/login` );
			return '/my-account/';
		} ),
	},
	// With the gateway's legacy Payment Request Button (its default): the
	// same buttons of ours, from its params, in its wrapper.
	{
		name: 'product, legacy wallets',
		page: 'product',
		budget: BUDGET.product,
		open: legacyWallets( '/product/beanie/' ),
	},
	{
		name: 'variable product, legacy wallets',
		page: 'variable product',
		budget: BUDGET.product,
		open: legacyWallets( '/product/hoodie/' ),
	},
	{
		name: 'cart, legacy wallets',
		page: 'cart',
		budget: BUDGET.cart,
		open: legacyWallets( '/cart/' ),
	},
	{
		name: 'classic checkout, legacy wallets',
		page: 'classic checkout',
		checkout: true,
		budget: BUDGET.classicCheckout,
		open: legacyWallets( '/classic-checkout/' ),
	},
	{ name: 'order received', budget: BUDGET.other, open: orderReceived },
	{
		name: 'my account',
		budget: BUDGET.account,
		open: async ( context, origin ) => {
			await context.request.post( `${ origin }/__dev/login` );
			return '/my-account/';
		},
	},
	{
		// An address's edit form: its country and state code is a chunk
		// the page fetches at the shopper's first input, not as it opens.
		name: 'edit address',
		budget: BUDGET.account,
		open: async ( context, origin ) => {
			await context.request.post( `${ origin }/__dev/login` );
			return '/my-account/edit-address/billing/';
		},
	},
	{
		name: 'add payment method',
		checkout: true,
		budget: BUDGET.classicCheckout,
		open: async ( context, origin ) => {
			await context.request.post( `${ origin }/__dev/login` );
			return '/my-account/add-payment-method/';
		},
	},
	{
		name: 'change payment method',
		checkout: true,
		budget: BUDGET.classicCheckout,
		open: async ( context, origin ) => {
			await context.request.post( `${ origin }/__dev/login` );
			const account = await (
				await context.request.get( `${ origin }/my-account/` )
			).text();
			// The first subscription's "Change payment" link.
			const link =
				/href="([^"]+)" class="button change_payment_method"/.exec(
					account
				);
			return link[ 1 ].replace( /&amp;/g, '&' );
		},
	},
];

/**
 * A real store has jQuery on every front page: WooCommerce's own scripts
 * bring it, and our aliases keep those dependencies (docs/plugin.md). There
 * our scripts also fetch the `jquery` chunk as the page opens (WooCommerce's
 * jQuery API and the relay of jQuery-triggered events, core/dom/with-jquery.ts),
 * so every page (but the product after Add to cart, the product's case) is
 * measured again with the development shop's jQuery on, against the same
 * budget.
 */
/**
 * Pages over their budget with jQuery on (README's page-weight table), and
 * by how many bytes at most (what was measured and 20 B for the build's
 * hash): a page that grows further fails, and one that fits fails too, so
 * that its entry comes off this list. None since 2026-11-29, when the shop
 * and the variable product came within theirs. Each entry
 * holds for the page's variants (Optimized Checkout, mini cart, legacy
 * wallets), which weigh the same.
 */
const OVER_WITH_JQUERY = {};
const WITH_JQUERY = PAGES.filter(
	( target ) => ! target.name.includes( 'product after' )
).map( ( target ) => ( {
	...target,
	name: `${ target.name }, with jQuery`,
	over: OVER_WITH_JQUERY[ target.page ?? target.name ],
	page: target.page ?? target.name,
	open: async ( context, origin ) => {
		await context.request.post( `${ origin }/__dev/settings`, {
			data: { jquery: true },
		} );
		return typeof target.open === 'function'
			? target.open( context, origin )
			: target.open;
	},
} ) );
PAGES.push( ...WITH_JQUERY );

/** WordPress's own package files the shop prints as handles. */
const WORDPRESS_FILE = /^\/dev-build\/(wordpress|react1[89])\/([\w-]+)\.js$/;

/** The WordPress handle a request fetches, or null. */
function wordpressHandle( url, origin ) {
	if ( ! url.startsWith( origin ) ) {
		return null;
	}
	const match = WORDPRESS_FILE.exec( new URL( url ).pathname );
	return match
		? {
				handle: match[ 2 ],
				file: path.join(
					root,
					'dev/build',
					match[ 1 ],
					`${ match[ 2 ] }.js`
				),
			}
		: null;
}

/** gzip -9 bytes of a file. */
const gzipped = ( file ) =>
	gzipSync( readFileSync( file ), { level: 9 } ).length;

/** The build file a request fetches, or null when it is not ours. */
function ourFile( url, origin ) {
	if ( ! url.startsWith( origin ) ) {
		return null;
	}
	const { pathname } = new URL( url );
	return pathname.startsWith( '/build/' ) && pathname.endsWith( '.js' )
		? path.join( root, pathname )
		: null;
}

/**
 * Opens one page in a fresh context of this (Playwright) browser and
 * returns { raw, gzip, requests, files, wordpress, wordpressGzip }: our
 * bytes, the requests the page made to the shop while loading, and the
 * WordPress handles it loaded with their gzip -9 bytes and sum.
 */
async function measurePage( browser, origin, { open } ) {
	const context = await browser.newContext();
	try {
		const page = await context.newPage();
		const files = new Set();
		const wordpress = new Map();
		let requests = 0;
		page.on( 'request', ( request ) => {
			if ( request.url().startsWith( origin ) ) {
				requests++;
			}
			const file = ourFile( request.url(), origin );
			if ( file ) {
				files.add( file );
			}
			const platform = wordpressHandle( request.url(), origin );
			if ( platform ) {
				wordpress.set( platform.handle, platform.file );
			}
		} );
		await context.request.post( `${ origin }/__dev/cart`, {
			data: { items: [ { slug: 'beanie', quantity: 1 } ] },
		} );
		const target =
			typeof open === 'function' ? await open( context, origin ) : open;
		await page.goto( origin + target, { waitUntil: 'networkidle' } );
		let raw = 0;
		let gzip = 0;
		for ( const file of files ) {
			if ( ! existsSync( file ) ) {
				throw new Error( `${ file } was requested but is not built` );
			}
			const content = readFileSync( file );
			raw += content.length;
			gzip += gzipSync( content, { level: 9 } ).length;
		}
		const packages = Object.fromEntries(
			[ ...wordpress ]
				.sort()
				.map( ( [ handle, file ] ) => [ handle, gzipped( file ) ] )
		);
		return {
			raw,
			gzip,
			requests,
			files: [ ...files ].map( ( file ) => path.relative( root, file ) ),
			// Handle → gzip -9 bytes of the WordPress packages on the page.
			wordpress: packages,
			// Their sum: what WordPress's own scripts add to the page.
			wordpressGzip: Object.values( packages ).reduce(
				( sum, bytes ) => sum + bytes,
				0
			),
		};
	} finally {
		await context.close();
	}
}

module.exports = { BUDGET, PAGES, measurePage };
