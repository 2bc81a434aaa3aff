/**
 * Browser tests: real Chromium (Debian's, found by scripts/find-chromium.js)
 * against the development shop, started fresh by Playwright. One worker: the
 * shop is one process with one state, and tests reset it through /__dev/reset.
 */
import { defineConfig } from '@playwright/test';
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { chromiumLaunchOptions } = require( './scripts/find-chromium' );

const PORT = Number( process.env.E2E_PORT || 8890 );
// A second shop on the React WordPress ships today (18.3), for the block
// checkout tests: our block bundle runs inside WordPress's React.
const REACT_18_PORT = PORT + 2;
const server = ( port: number, react: string ) => ( {
	command: `node node_modules/tsx/dist/cli.mjs dev/server/main.ts`,
	url: `http://127.0.0.1:${ port }/__dev/settings`,
	env: { PORT: String( port ), DEV_SHOP_REACT: react },
	reuseExistingServer: false,
	timeout: 60_000,
	stdout: 'ignore' as const,
	stderr: 'pipe' as const,
} );

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
		launchOptions: chromiumLaunchOptions(),
	},
	projects: [
		{ name: 'react-19' },
		{
			name: 'react-18',
			testMatch: /block-checkout-.*\.spec\.ts$/,
			use: { baseURL: `http://127.0.0.1:${ REACT_18_PORT }` },
		},
	],
	webServer: [ server( PORT, '19' ), server( REACT_18_PORT, '18' ) ],
} );
