/**
 * Browser tests on the real store (docs/real-store.md): WordPress 6.8.3,
 * WooCommerce 10.0.2 and the Stripe gateway 8.8.0 running their own PHP with
 * our plugin, only Stripe stood in. Playwright starts the store with
 * `npm run store -- --no-build` (set up from ../shared/vendor/ on the first
 * run, reused after) and the Stripe double beside it. One worker: one store,
 * one database.
 *
 * STORE_PORT (default 8950) moves it; the Stripe double takes the next port.
 */
import { defineConfig } from '@playwright/test';
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { findChromium } = require( './scripts/find-chromium' );

const PORT = Number( process.env.STORE_PORT || 8950 );

export default defineConfig( {
	testDir: './tests/real-store',
	fullyParallel: false,
	workers: 1,
	retries: 0,
	timeout: 90_000,
	expect: { timeout: 15_000 },
	reporter: [ [ 'list' ] ],
	outputDir: 'test-results/real-store',
	use: {
		baseURL: `http://127.0.0.1:${ PORT }`,
		trace: 'off',
		screenshot: 'only-on-failure',
		launchOptions: {
			executablePath: findChromium() || undefined,
			args: [
				'--no-sandbox',
				'--disable-gpu',
				'--disable-quic',
				'--no-first-run',
				'--disable-background-networking',
				'--disable-component-update',
				'--disable-sync',
			],
		},
	},
	webServer: {
		command: 'node scripts/store/index.js --no-build',
		url: `http://127.0.0.1:${ PORT }/wp-json/real-store/v1/orders`,
		env: { STORE_PORT: String( PORT ) },
		reuseExistingServer: false,
		// A fresh machine lays the store out and installs it first.
		timeout: 300_000,
		stdout: 'pipe',
		stderr: 'pipe',
	},
} );
