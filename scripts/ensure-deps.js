/**
 * First step of `npm start` and `npm test`: a fresh clone has no node_modules,
 * and a pulled change may bring a different package-lock.json. Either way run
 * `npm ci`, so the two commands work without a separate install step. The
 * same for dev/react18, the development shop's second React (WordPress's
 * current 18.3), installed apart so its peers never meet React 19's.
 *
 * Whether to install is decided from the lock file's content: after an
 * install, its hash is kept in node_modules/.install-hash, and a lock file
 * with another hash installs again. (Modification times cannot tell: a
 * fresh `git clone` gives the lock file a newer time than an install that
 * is already there.)
 *
 * Folders given as arguments are the only ones checked: `npm run build`
 * runs `ensure-deps.js dev/react18`, since a build after a plain `npm ci`
 * needs the shop's second React too, while the root install is the one
 * the developer just made.
 */
const { createHash } = require( 'crypto' );
const { existsSync, readFileSync, writeFileSync } = require( 'fs' );
const { spawnSync } = require( 'child_process' );
const path = require( 'path' );

const root = path.resolve( __dirname, '..' );

const lockHash = ( dir ) =>
	createHash( 'sha256' )
		.update( readFileSync( path.join( dir, 'package-lock.json' ) ) )
		.digest( 'hex' );

const stampOf = ( dir ) => path.join( dir, 'node_modules', '.install-hash' );

function needsInstall( dir ) {
	const stamp = stampOf( dir );
	return (
		! existsSync( stamp ) ||
		readFileSync( stamp, 'utf8' ).trim() !== lockHash( dir )
	);
}

const asked = process.argv
	.slice( 2 )
	.map( ( dir ) => path.resolve( root, dir ) );
const folders = asked.length
	? asked
	: [ root, path.join( root, 'dev', 'react18' ) ];

for ( const dir of folders ) {
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
		writeFileSync( stampOf( dir ), lockHash( dir ) + '\n' );
	}
}
