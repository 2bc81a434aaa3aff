/**
 * `npm run bench`: for each page of the development shop, the bytes of our own
 * JavaScript the page loads before the shopper acts (raw and gzip -9) and the
 * number of requests it makes to the shop server while loading. The WordPress
 * globals script and the Stripe.js double stand in for WordPress and
 * js.stripe.com, so they are not counted as ours. Run `npm run build` first.
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
			'page                  our JS raw   gzip -9    budget   requests   bundles'
		);
		for ( const target of PAGES ) {
			await fetch( `${ origin }/__dev/reset`, { method: 'POST' } );
			const result = await measurePage( browser, origin, target );
			console.log(
				[
					target.name.padEnd( 21 ),
					`${ result.raw } B`.padStart( 11 ),
					`${ result.gzip } B`.padStart( 9 ),
					`${ target.budget } ${
						result.gzip <= target.budget ? 'ok' : 'over'
					}`.padStart( 10 ),
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
