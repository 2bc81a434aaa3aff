/**
 * Which source files each bundle is built from: the relative-import graph
 * from each webpack entry. Used to give each bundle's translation JSON only
 * the messages it can show (the .pot names source files, not bundles).
 */
const { existsSync, readFileSync } = require( 'fs' );
const path = require( 'path' );

const root = path.resolve( __dirname, '..' );
const EXTENSIONS = [ '.ts', '.tsx', '/index.ts', '/index.tsx' ];
const IMPORT = /(?:import|export)\s[^'"]*?from\s*['"](\.[^'"]+)['"]|import\s*['"](\.[^'"]+)['"]/g;

function resolve( from, specifier ) {
	const base = path.resolve( path.dirname( from ), specifier );
	if ( existsSync( base ) && ! existsSync( base + '/index.ts' ) && /\.(ts|tsx)$/.test( base ) ) {
		return base;
	}
	const found = EXTENSIONS.map( ( ext ) => base + ext ).find( ( file ) => existsSync( file ) );
	return found || null;
}

function sourcesOf( entry ) {
	const seen = new Set();
	const queue = [ path.resolve( root, entry ) ];
	while ( queue.length ) {
		const file = queue.pop();
		if ( seen.has( file ) ) {
			continue;
		}
		seen.add( file );
		const text = readFileSync( file, 'utf8' );
		for ( const match of text.matchAll( IMPORT ) ) {
			const target = resolve( file, match[ 1 ] || match[ 2 ] );
			if ( target ) {
				queue.push( target );
			}
		}
	}
	return [ ...seen ].map( ( file ) => path.relative( root, file ) );
}

/** bundle name → relative source paths, from webpack.config.js entries. */
function bundleSources() {
	const config = require( '../webpack.config.js' );
	return Object.fromEntries(
		Object.entries( config.entry ).map( ( [ name, entry ] ) => [ name, sourcesOf( entry ) ] )
	);
}

module.exports = { bundleSources };
