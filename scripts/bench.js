/**
 * `npm run bench`: for each page of the development shop, the bytes of our own
 * JavaScript the page loads before the shopper acts (raw and gzip -9) and the
 * number of requests it makes to the shop server while loading, then the
 * WordPress packages the page loads (gzip -9 of the shop's builds of them):
 * on the block checkout WooCommerce loads React and wp-data anyway, on any
 * other page they would be there because of our scripts. The Stripe.js
 * double stands in for js.stripe.com and is not counted. Run `npm run build`
 * first.
 */
const { spawn } = require( 'child_process' );
const path = require( 'path' );
const { chromium } = require( 'playwright-core' );
const { findChromium } = require( './find-chromium' );
const { PAGES, measurePage } = require( './page-weight' );

const root = path.resolve( __dirname, '..' );
const PORT = Number( process.env.BENCH_PORT || 8891 );
const origin = `http://127.0.0.1:${ PORT }`;

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
			'page                        our JS raw   gzip -9    budget   requests   WordPress packages        bundles'
		);
		for ( const target of PAGES ) {
			await fetch( `${ origin }/__dev/reset`, { method: 'POST' } );
			const result = await measurePage( browser, origin, target );
			const packages = Object.keys( result.wordpress );
			const packageBytes = Object.values( result.wordpress ).reduce(
				( sum, bytes ) => sum + bytes,
				0
			);
			console.log(
				[
					target.name.padEnd( 27 ),
					`${ result.raw } B`.padStart( 11 ),
					`${ result.gzip } B`.padStart( 9 ),
					`${ target.budget } ${
						result.gzip <= target.budget ? 'ok' : 'over'
					}`.padStart( 10 ),
					String( result.requests ).padStart( 10 ),
					'  ' +
						( packages.length
							? `${ packageBytes } B (${ packages.join( ' ' ) })`
							: 'none'
						).padEnd( 24 ),
					result.files.join( ', ' ),
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
