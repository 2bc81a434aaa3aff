/**
 * Browser tests on the real store (docs/real-store.md): WordPress 6.8.3,
 * WooCommerce 10.0.2 and the Stripe gateway 8.8.0 running their own PHP with
 * our plugin, only Stripe stood in. Playwright starts the store with
 * `npm run store -- --no-build` (set up from ../shared/vendor/ on the first
 * run, reused after) and the Stripe double beside it. One worker: one store,
 * one database.
 *
 * STORE_PORT (default 8950) moves it; the Stripe double takes the next port.
 *
 * STORE_OURS=off runs the same cases on the incumbent: the store started with
 * our plugin switched off (`--ours=off`), so WooCommerce's and the gateway's
 * own scripts (its JS built from its source zip) serve every page. A case
 * that passes there and fails with ours on is our bug (issue 45).
 */
import { defineConfig } from '@playwright/test';
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { chromiumLaunchOptions } = require( './scripts/find-chromium' );

const PORT = Number( process.env.STORE_PORT || 8950 );
const OURS = process.env.STORE_OURS === 'off' ? 'off' : 'on';

export default defineConfig( {
	testDir: './tests/real-store',
	fullyParallel: false,
	workers: 1,
	retries: 0,
	timeout: 90_000,
	expect: { timeout: 15_000 },
	reporter: [ [ 'list' ] ],
	outputDir: `test-results/real-store${ OURS === 'off' ? '-incumbent' : '' }`,
	use: {
		baseURL: `http://127.0.0.1:${ PORT }`,
		trace: 'off',
		screenshot: 'only-on-failure',
		launchOptions: chromiumLaunchOptions(),
	},
	webServer: {
		command: `node scripts/store/index.js --no-build --ours=${ OURS }`,
		url: `http://127.0.0.1:${ PORT }/wp-json/real-store/v1/orders`,
		env: { STORE_PORT: String( PORT ) },
		reuseExistingServer: false,
		// A fresh machine lays the store out, installs it and builds the
		// gateway’s JS first (about 5 min in all).
		timeout: 600_000,
		stdout: 'pipe',
		stderr: 'pipe',
	},
} );
