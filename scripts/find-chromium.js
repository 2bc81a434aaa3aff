/**
 * Where the browser tests find Chromium: CHROMIUM_PATH, else Debian's package.
 * Shared by the installer script and the Playwright config.
 */
const { existsSync } = require( 'fs' );

const CANDIDATES = [
	'/usr/bin/chromium',
	'/usr/bin/chromium-browser',
	'/usr/bin/google-chrome',
];

function findChromium() {
	if (
		process.env.CHROMIUM_PATH &&
		existsSync( process.env.CHROMIUM_PATH )
	) {
		return process.env.CHROMIUM_PATH;
	}
	return CANDIDATES.find( ( candidate ) => existsSync( candidate ) ) || null;
}

/**
 * How the browser tests launch it (both Playwright configs): in a container
 * (no sandbox, no GPU), and making no requests of its own (no QUIC, updates,
 * sync or background fetches) that a test's network counts could see.
 */
function chromiumLaunchOptions() {
	return {
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
	};
}

module.exports = { findChromium, chromiumLaunchOptions };
