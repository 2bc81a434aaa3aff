/**
 * First step of `npm start` and `npm test`: a fresh clone has no node_modules,
 * and a pulled change may bring a newer package-lock.json. Either way run
 * `npm ci`, so the two commands work without a separate install step.
 */
const { existsSync, statSync } = require( 'fs' );
const { spawnSync } = require( 'child_process' );
const path = require( 'path' );

const root = path.resolve( __dirname, '..' );
const lock = path.join( root, 'package-lock.json' );
// npm writes this file on every install: its age is the install's age.
const installed = path.join( root, 'node_modules', '.package-lock.json' );

function needsInstall() {
	if ( ! existsSync( installed ) ) {
		return true;
	}
	return statSync( installed ).mtimeMs < statSync( lock ).mtimeMs;
}

if ( needsInstall() ) {
	console.log( 'Installing dependencies (npm ci)…' );
	const result = spawnSync( 'npm', [ 'ci', '--no-audit', '--no-fund' ], {
		cwd: root,
		stdio: 'inherit',
	} );
	if ( result.status !== 0 ) {
		console.error( 'npm ci failed: see the output above.' );
		process.exit( result.status || 1 );
	}
}
