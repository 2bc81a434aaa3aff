/**
 * The browser tests run in a real Chromium. Playwright cannot download one
 * here, so use Debian's package (scripts/debian-package.js).
 */
const { ensureDebianPackage } = require( './debian-package' );
const { findChromium } = require( './find-chromium' );

ensureDebianPackage( {
	name: 'Chromium',
	debian: 'chromium',
	found: () => !! findChromium(),
	instructions: [
		'The browser tests need Chromium and none was found.',
		'Install it (Debian/Ubuntu: sudo apt-get install chromium),',
		'or set CHROMIUM_PATH to a Chromium or Chrome executable.',
	],
} );
