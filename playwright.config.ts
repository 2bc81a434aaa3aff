/**
 * Browser tests: real Chromium (Debian's, found by scripts/find-chromium.js)
 * against the development shop, started fresh by Playwright. One worker: the
 * shop is one process with one state, and tests reset it through /__dev/reset.
 */
import { defineConfig } from '@playwright/test';
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { findChromium } = require( './scripts/find-chromium' );

const PORT = Number( process.env.E2E_PORT || 8890 );

export default defineConfig( {
	testDir: './tests/e2e',
	fullyParallel: false,
	workers: 1,
	retries: 0,
	timeout: 45_000,
	expect: { timeout: 10_000 },
	reporter: process.env.CI ? [ [ 'list' ] ] : [ [ 'list' ] ],
	outputDir: 'test-results/e2e',
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
		command: `node node_modules/tsx/dist/cli.mjs dev/server/main.ts`,
		url: `http://127.0.0.1:${ PORT }/__dev/settings`,
		env: { PORT: String( PORT ) },
		reuseExistingServer: false,
		timeout: 60_000,
		stdout: 'ignore',
		stderr: 'pipe',
	},
} );
