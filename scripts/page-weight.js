/**
 * What a page of the development shop costs the shopper in our JavaScript:
 * every file under /build/ the browser fetches from opening the page until
 * the network is idle (its scripts and any chunk they load on their own),
 * with nobody touching the page. Chunks loaded once the shopper acts are
 * not counted. Bytes are gzip -9 of each file, as a server would send them.
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
	blockCheckout: 15 * KB,
	classicCheckout: 22 * KB,
	productOrCart: 12 * KB,
	other: 6 * KB,
};

/**
 * Each page: its name, its budget, and how to reach it: a path, or a
 * function of the browser context and the shop's origin that prepares the
 * shop and returns the path. Every page starts with a beanie in the cart, so
 * the cart and checkout pages are real and the storefront has a cart to show.
 */
const PAGES = [
	{ name: 'shop', budget: BUDGET.other, open: '/shop/' },
	{ name: 'product', budget: BUDGET.productOrCart, open: '/product/beanie/' },
	{
		name: 'variable product',
		budget: BUDGET.productOrCart,
		open: '/product/hoodie/',
	},
	{ name: 'cart', budget: BUDGET.productOrCart, open: '/cart/' },
	{
		name: 'block checkout',
		budget: BUDGET.blockCheckout,
		open: '/checkout/',
	},
	{
		name: 'classic checkout',
		budget: BUDGET.classicCheckout,
		open: '/classic-checkout/',
	},
	{
		name: 'pay for order',
		budget: BUDGET.classicCheckout,
		open: async ( context, origin ) => {
			const response = await context.request.post(
				`${ origin }/__dev/pending-order`
			);
			return ( await response.json() ).pay_url;
		},
	},
	{
		name: 'my account',
		budget: BUDGET.other,
		open: async ( context, origin ) => {
			await context.request.post( `${ origin }/__dev/login` );
			return '/my-account/';
		},
	},
	{
		name: 'add payment method',
		budget: BUDGET.classicCheckout,
		open: async ( context, origin ) => {
			await context.request.post( `${ origin }/__dev/login` );
			return '/my-account/add-payment-method/';
		},
	},
	{
		name: 'change payment method',
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
 * returns { raw, gzip, requests, files }: our bytes, and the requests the
 * page made to the shop while loading.
 */
async function measurePage( browser, origin, { open } ) {
	const context = await browser.newContext();
	try {
		const page = await context.newPage();
		const files = new Set();
		let requests = 0;
		page.on( 'request', ( request ) => {
			if ( request.url().startsWith( origin ) ) {
				requests++;
			}
			const file = ourFile( request.url(), origin );
			if ( file ) {
				files.add( file );
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
		return {
			raw,
			gzip,
			requests,
			files: [ ...files ].map( ( file ) => path.relative( root, file ) ),
		};
	} finally {
		await context.close();
	}
}

module.exports = { BUDGET, PAGES, measurePage };
