/**
 * `npm run bench`: for each page of the development shop, the bytes of our own
 * JavaScript the page loads before the shopper acts (raw and gzip -9) and the
 * number of requests it makes to the shop server while loading. The WordPress
 * globals script and the Stripe.js double stand in for WordPress and
 * js.stripe.com, so they are not counted as ours. Run `npm run build` first.
 */
const { spawn } = require( 'child_process' );
const { readFileSync, existsSync } = require( 'fs' );
const { gzipSync } = require( 'zlib' );
const path = require( 'path' );
const { chromium } = require( 'playwright-core' );
const { findChromium } = require( './find-chromium' );

const root = path.resolve( __dirname, '..' );
const PORT = Number( process.env.BENCH_PORT || 8891 );
const origin = `http://127.0.0.1:${ PORT }`;

/**
 * Each page, and how to get there: a path, or a function of the browser
 * context that prepares the shop and returns the path. Every page starts
 * with a beanie in the cart, so the cart and checkout pages are real.
 */
const PAGES = [
	[ 'shop', '/shop/' ],
	[ 'product', '/product/beanie/' ],
	[ 'variable product', '/product/hoodie/' ],
	[ 'cart', '/cart/' ],
	[ 'block checkout', '/checkout/' ],
	[ 'classic checkout', '/classic-checkout/' ],
	[
		'pay for order',
		async ( context ) => {
			const response = await context.request.post(
				`${ origin }/__dev/pending-order`
			);
			return ( await response.json() ).pay_url;
		},
	],
	[
		'my account',
		async ( context ) => {
			await context.request.post( `${ origin }/__dev/login` );
			return '/my-account/';
		},
	],
	[
		'add payment method',
		async ( context ) => {
			await context.request.post( `${ origin }/__dev/login` );
			return '/my-account/add-payment-method/';
		},
	],
];

function ourBundle( url ) {
	const { pathname } = new URL( url );
	return pathname.startsWith( '/build/' ) && pathname.endsWith( '.js' )
		? path.join( root, pathname )
		: null;
}

async function waitForServer() {
	for ( let attempt = 0; attempt < 100; attempt++ ) {
		try {
			const response = await fetch( `${ origin }/__dev/settings` );
			if ( response.ok ) {
				return;
			}
		} catch {}
		await new Promise( ( resolve ) => setTimeout( resolve, 200 ) );
	}
	throw new Error( 'The development shop did not start.' );
}

async function measure( browser, pagePath ) {
	const context = await browser.newContext();
	const page = await context.newPage();
	const files = new Set();
	let requests = 0;
	page.on( 'request', ( request ) => {
		if ( request.url().startsWith( origin ) ) {
			requests++;
			const file = ourBundle( request.url() );
			if ( file ) {
				files.add( file );
			}
		}
	} );
	// Put something in the cart so the cart and checkout pages are real.
	await context.request.post( `${ origin }/__dev/cart`, {
		data: { items: [ { slug: 'beanie', quantity: 1 } ] },
	} );
	const target =
		typeof pagePath === 'function' ? await pagePath( context ) : pagePath;
	await page.goto( origin + target, { waitUntil: 'networkidle' } );
	let raw = 0;
	let gzip = 0;
	for ( const file of files ) {
		if ( existsSync( file ) ) {
			const content = readFileSync( file );
			raw += content.length;
			gzip += gzipSync( content, { level: 9 } ).length;
		}
	}
	await context.close();
	return {
		raw,
		gzip,
		requests,
		files: [ ...files ].map( ( f ) => path.relative( root, f ) ),
	};
}

async function main() {
	const server = spawn(
		process.execPath,
		[
			path.join( root, 'node_modules/tsx/dist/cli.mjs' ),
			'dev/server/main.ts',
		],
		{
			cwd: root,
			env: { ...process.env, PORT: String( PORT ) },
			stdio: 'ignore',
		}
	);
	try {
		await waitForServer();
		const browser = await chromium.launch( {
			executablePath: findChromium() || undefined,
			args: [
				'--no-sandbox',
				'--disable-gpu',
				'--disable-background-networking',
			],
		} );
		console.log(
			'page               our JS raw   gzip -9   requests   bundles'
		);
		for ( const [ name, pagePath ] of PAGES ) {
			await fetch( `${ origin }/__dev/reset`, { method: 'POST' } );
			const result = await measure( browser, pagePath );
			console.log(
				[
					name.padEnd( 18 ),
					`${ result.raw } B`.padStart( 11 ),
					`${ result.gzip } B`.padStart( 9 ),
					String( result.requests ).padStart( 10 ),
					'  ' + result.files.join( ', ' ),
				].join( ' ' )
			);
		}
		await browser.close();
	} finally {
		server.kill();
	}
}

main().catch( ( error ) => {
	console.error( error );
	process.exit( 1 );
} );
