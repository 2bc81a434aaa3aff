/**
 * `npm test`: the whole suite, in the order a failure is cheapest to find.
 * Checks (types, lint, the plugin's PHP sniffs, format), the build, unit
 * tests (jest, including the catalogue freshness check and the bundle
 * budgets over the build), the plugin's PHP tests (WordPress's own script
 * loader and whole WordPress sites, over the packaged plugin), then the
 * browser tests (Playwright in Chromium) on the development shop and on the
 * real store (docs/real-store.md). Every step runs
 * even after a failure, so one run reports everything; the last line counts
 * every test that ran: `N passed, N failed` (a failed check counts as one
 * failed test).
 */
const { spawnSync } = require( 'child_process' );
const { readFileSync, existsSync, mkdirSync, rmSync } = require( 'fs' );
const path = require( 'path' );

const root = path.resolve( __dirname, '..' );
const results = path.join( root, 'test-results' );
const jestJson = path.join( results, 'jest.json' );
const e2eJson = path.join( results, 'playwright.json' );
const realStoreJson = path.join( results, 'real-store.json' );
const phpJson = path.join( results, 'php.json' );

function step( name, command, args, env = {} ) {
	console.log( `\n▶ ${ name }` );
	const outcome = spawnSync( command, args, {
		cwd: root,
		stdio: 'inherit',
		env: { ...process.env, ...env },
	} );
	const ok = outcome.status === 0;
	console.log(
		ok ? `✔ ${ name }` : `✘ ${ name } (exit ${ outcome.status })`
	);
	return ok;
}

function readJson( file ) {
	try {
		return JSON.parse( readFileSync( file, 'utf8' ) );
	} catch {
		return null;
	}
}

mkdirSync( results, { recursive: true } );
rmSync( jestJson, { force: true } );
rmSync( e2eJson, { force: true } );
rmSync( phpJson, { force: true } );
rmSync( realStoreJson, { force: true } );

let passed = 0;
let failed = 0;
const failedChecks = [];

const checks = [
	[ 'type check', 'npm', [ 'run', '-s', 'typecheck' ] ],
	[ 'lint', 'npm', [ 'run', '-s', 'lint' ] ],
	[ 'PHP lint', 'npm', [ 'run', '-s', 'lint:php' ] ],
	[ 'format check', 'npm', [ 'run', '-s', 'format:check' ] ],
	[ 'build', 'npm', [ 'run', '-s', 'build' ] ],
];
for ( const [ name, command, args ] of checks ) {
	if ( ! step( name, command, args ) ) {
		failedChecks.push( name );
	}
}

const unitOk = step( 'unit tests', 'npx', [
	'jest',
	'--config',
	'jest.config.js',
	'--json',
	'--outputFile',
	jestJson,
] );
const unit = readJson( jestJson );
if ( unit ) {
	passed += unit.numPassedTests;
	failed += unit.numFailedTests;
	// A suite that fails to load has no test results but is a failure.
	failed += unit.numRuntimeErrorTestSuites || 0;
	// A run that failed without a failed test in its report (jest could
	// not start, or stopped early) still fails.
	if ( ! unitOk && unit.numFailedTests === 0 ) {
		failedChecks.push( 'unit tests (failed outside a test)' );
	}
} else if ( ! unitOk ) {
	failedChecks.push( 'unit tests (no report)' );
}

const phpOk = step( 'PHP tests', 'node', [ 'scripts/php-tests.js' ] );
const php = readJson( phpJson );
if ( php ) {
	passed += php.passed;
	failed += php.failed;
	if ( ! phpOk && php.failed === 0 ) {
		failedChecks.push( 'PHP tests (failed outside a test)' );
	}
} else {
	failedChecks.push( 'PHP tests (no report)' );
}

const browserOk =
	step( 'chromium', 'node', [ 'scripts/ensure-chromium.js' ] ) &&
	step(
		'browser tests',
		'npx',
		[
			'playwright',
			'test',
			'--config',
			'playwright.config.ts',
			'--reporter=list,json',
		],
		{ PLAYWRIGHT_JSON_OUTPUT_NAME: e2eJson }
	);
const browser = readJson( e2eJson );
if ( browser && browser.stats ) {
	passed += browser.stats.expected + ( browser.stats.flaky || 0 );
	failed += browser.stats.unexpected;
	// Playwright writes a report even when it never ran a test (its shop
	// could not start, say): the failed run still counts.
	if ( ! browserOk && browser.stats.unexpected === 0 ) {
		failedChecks.push( 'browser tests (failed outside a test)' );
	}
} else if ( ! browserOk || ! existsSync( e2eJson ) ) {
	failedChecks.push( 'browser tests (no report)' );
}

// The real store (docs/real-store.md): WordPress, WooCommerce and the
// gateway's own PHP with our plugin, set up from ../shared/vendor/ on the
// first run (reused after), paid through in Chromium.
const realStoreOk = step(
	'real store',
	'npx',
	[
		'playwright',
		'test',
		'--config',
		'playwright.real-store.config.ts',
		'--reporter=list,json',
	],
	{ PLAYWRIGHT_JSON_OUTPUT_NAME: realStoreJson }
);
const realStore = readJson( realStoreJson );
if ( realStore && realStore.stats ) {
	passed += realStore.stats.expected + ( realStore.stats.flaky || 0 );
	failed += realStore.stats.unexpected;
	if ( ! realStoreOk && realStore.stats.unexpected === 0 ) {
		failedChecks.push( 'real store (failed outside a test)' );
	}
} else {
	failedChecks.push( 'real store (no report)' );
}

failed += failedChecks.length;
if ( failedChecks.length ) {
	console.log( `\nFailed steps: ${ failedChecks.join( ', ' ) }` );
}
const allOk =
	failed === 0 &&
	unitOk &&
	phpOk &&
	browserOk &&
	realStoreOk &&
	failedChecks.length === 0;
console.log( `\n${ passed } passed, ${ failed } failed` );
process.exit( allOk ? 0 : 1 );
