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

module.exports = { findChromium };
