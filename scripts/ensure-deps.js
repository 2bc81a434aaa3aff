/**
 * First step of `npm start` and `npm test`: a fresh clone has no node_modules,
 * and a pulled change may bring a newer package-lock.json. Either way run
 * `npm ci`, so the two commands work without a separate install step. The
 * same for dev/react18, the development shop's second React (WordPress's
 * current 18.3), installed apart so its peers never meet React 19's.
 */
const { existsSync, statSync } = require( 'fs' );
const { spawnSync } = require( 'child_process' );
const path = require( 'path' );

const root = path.resolve( __dirname, '..' );

function needsInstall( dir ) {
	const lock = path.join( dir, 'package-lock.json' );
	// npm writes this file on every install: its age is the install's age.
	const installed = path.join( dir, 'node_modules', '.package-lock.json' );
	if ( ! existsSync( installed ) ) {
		return true;
	}
	return statSync( installed ).mtimeMs < statSync( lock ).mtimeMs;
}

for ( const dir of [ root, path.join( root, 'dev', 'react18' ) ] ) {
	if ( needsInstall( dir ) ) {
		console.log(
			`Installing dependencies in ${ path.relative( root, dir ) || '.' } (npm ci)…`
		);
		const result = spawnSync( 'npm', [ 'ci', '--no-audit', '--no-fund' ], {
			cwd: dir,
			stdio: 'inherit',
		} );
		if ( result.status !== 0 ) {
			console.error( 'npm ci failed: see the output above.' );
			process.exit( result.status || 1 );
		}
	}
}
