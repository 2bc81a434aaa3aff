/**
 * Which of our source modules a script reaches: from its entry, the modules
 * that define what it imports, static and dynamic (code loaded once the
 * shopper acts is still code of that script on that page).
 *
 * Imports are followed by name through re-exporting index files, as the
 * build's tree shaking does: `import { a } from '../core/dom'` reaches the
 * file that defines `a`, not every file the index re-exports. A namespace
 * import (`import * as x`) or a bare import reaches the whole module.
 * Type-only imports and exports leave no code and are not followed; package
 * imports are not ours.
 */
const { existsSync, readFileSync, statSync } = require( 'fs' );
const path = require( 'path' );

const EXTENSIONS = [ '.ts', '.tsx', '/index.ts', '/index.tsx' ];

function resolveImport( from, specifier ) {
	if ( ! specifier.startsWith( '.' ) ) {
		return null;
	}
	const base = path.resolve( path.dirname( from ), specifier );
	if (
		/\.(ts|tsx)$/.test( base ) &&
		existsSync( base ) &&
		statSync( base ).isFile()
	) {
		return base;
	}
	return (
		EXTENSIONS.map( ( ext ) => base + ext ).find( ( file ) =>
			existsSync( file )
		) || null
	);
}

/** `a, b as c, type D` → [ [ imported, local ] ] without type-only ones. */
function namesIn( list ) {
	return list
		.split( ',' )
		.map( ( part ) => part.trim() )
		.filter( ( part ) => part && ! part.startsWith( 'type ' ) )
		.map( ( part ) => {
			const [ imported, local ] = part.split( /\s+as\s+/ );
			return [ imported.trim(), ( local || imported ).trim() ];
		} );
}

const cache = new Map();

/**
 * A module's import and export statements: what it imports (by name or
 * whole), what it re-exports, and the names it defines itself.
 */
function parse( file ) {
	if ( cache.has( file ) ) {
		return cache.get( file );
	}
	const text = readFileSync( file, 'utf8' ).replace(
		/\/\*[\s\S]*?\*\/|\/\/[^\n]*/g,
		( comment ) =>
			// Keep webpack's magic comments out of the way, drop the rest.
			comment.startsWith( '/*' ) ? ' ' : ''
	);
	const info = {
		// [ file, names | '*' ]
		imports: [],
		// exported name → [ file, imported name ] | 'local'
		exports: new Map(),
		// files re-exported whole (`export * from`)
		star: [],
	};
	const statements =
		/(?:^|[\n;}])\s*(import|export)\s+(?!type\s)([^;]*?)\s*from\s*['"]([^'"]+)['"]|(?:^|[\n;}])\s*import\s*['"]([^'"]+)['"]|\bimport\(\s*['"]([^'"]+)['"]\s*\)/g;
	for ( const match of text.matchAll( statements ) ) {
		const target = resolveImport(
			file,
			match[ 3 ] || match[ 4 ] || match[ 5 ] || ''
		);
		if ( ! target ) {
			continue;
		}
		if ( match[ 4 ] || match[ 5 ] ) {
			// A bare import, or a dynamic one (code loaded later).
			info.imports.push( [ target, '*', !! match[ 5 ] ] );
			continue;
		}
		const [ , keyword, clause ] = match;
		const named = /\{([^}]*)\}/.exec( clause );
		if ( keyword === 'import' ) {
			if ( /\*\s+as\s+/.test( clause ) ) {
				info.imports.push( [ target, '*', false ] );
			}
			const names = named
				? namesIn( named[ 1 ] ).map( ( [ n ] ) => n )
				: [];
			// A default import is the name `default`.
			if ( /^\s*[\w$]+\s*(,|$)/.test( clause ) ) {
				names.push( 'default' );
			}
			if ( names.length ) {
				info.imports.push( [ target, names, false ] );
			}
		} else if ( /^\*\s*$/.test( clause ) ) {
			info.star.push( target );
		} else if ( /^\*\s+as\s+([\w$]+)/.test( clause ) ) {
			info.exports.set( /^\*\s+as\s+([\w$]+)/.exec( clause )[ 1 ], [
				target,
				'*',
			] );
		} else if ( named ) {
			for ( const [ imported, exported ] of namesIn( named[ 1 ] ) ) {
				info.exports.set( exported, [ target, imported ] );
			}
		}
	}
	const local =
		/(?:^|\n)\s*export\s+(?:default\s+)?(?:async\s+)?(?:function\*?|const|let|var|class|enum)\s+([\w$]+)/g;
	for ( const match of text.matchAll( local ) ) {
		info.exports.set( match[ 1 ], 'local' );
	}
	if ( /(?:^|\n)\s*export\s+default\b/.test( text ) ) {
		info.exports.set( 'default', 'local' );
	}
	const localLists = /(?:^|\n)\s*export\s*\{([^}]*)\}\s*;/g;
	for ( const match of text.matchAll( localLists ) ) {
		for ( const [ , exported ] of namesIn( match[ 1 ] ) ) {
			info.exports.set( exported, 'local' );
		}
	}
	// An index that only re-exports has no code of its own: it is glue the
	// build dissolves into whichever script uses it.
	info.reexportOnly =
		! info.imports.length &&
		! [ ...info.exports.values() ].includes( 'local' ) &&
		text
			.replace(
				/(?:^|\n)\s*export\s+(?:type\s+)?(?:\*|\{[^}]*\})(?:\s+as\s+[\w$]+)?\s*from\s*['"][^'"]+['"]\s*;?/g,
				''
			)
			.trim() === '';
	cache.set( file, info );
	return info;
}

/** Does a module only re-export others (no code of its own)? */
function isReexportOnly( file ) {
	return parse( file ).reexportOnly;
}

/**
 * Every module reachable from an entry (a file, or the files of a script
 * made of several), the entries included: each file a
 * used name passes through (an index that re-exports it) and the file that
 * defines it, whose own imports are followed in turn. `eager` holds what
 * runs when the script loads; `lazy` what only a dynamic import reaches
 * (code loaded once the shopper acts).
 */
function reachability( entry ) {
	const eager = new Set();
	const lazy = new Set();
	const followed = new Set();
	const visited = new Set();
	const queue = []
		.concat( entry )
		.map( ( file ) => [ path.resolve( file ), '*', false ] );
	const note = ( file, isLazy ) => {
		if ( parse( file ).reexportOnly ) {
			return;
		}
		( isLazy ? lazy : eager ).add( file );
	};
	const useCode = ( file, isLazy ) => {
		note( file, isLazy );
		const key = `${ file }|${ isLazy }`;
		if ( ! followed.has( key ) ) {
			followed.add( key );
			for ( const [ target, names, dynamic ] of parse( file ).imports ) {
				queue.push( [ target, names, isLazy || dynamic ] );
			}
		}
	};
	while ( queue.length ) {
		const [ file, names, isLazy ] = queue.pop();
		const key = `${ file }|${
			names === '*' ? '*' : names.join( ',' )
		}|${ isLazy }`;
		if ( visited.has( key ) ) {
			continue;
		}
		visited.add( key );
		const info = parse( file );
		note( file, isLazy );
		if ( names === '*' ) {
			useCode( file, isLazy );
			for ( const target of info.star ) {
				queue.push( [ target, '*', isLazy ] );
			}
			for ( const [ , target ] of info.exports ) {
				if ( target !== 'local' ) {
					queue.push( [
						target[ 0 ],
						target[ 1 ] === '*' ? '*' : [ target[ 1 ] ],
						isLazy,
					] );
				}
			}
			continue;
		}
		for ( const name of names ) {
			const entryOf = info.exports.get( name );
			if ( entryOf === 'local' ) {
				useCode( file, isLazy );
			} else if ( entryOf ) {
				queue.push( [
					entryOf[ 0 ],
					entryOf[ 1 ] === '*' ? '*' : [ entryOf[ 1 ] ],
					isLazy,
				] );
			} else if ( info.star.length ) {
				// Somewhere behind `export * from`: each is asked for it.
				for ( const target of info.star ) {
					if ( exportsName( target, name ) ) {
						queue.push( [ target, [ name ], isLazy ] );
					}
				}
			} else {
				// A name we cannot place: take the module whole.
				useCode( file, isLazy );
			}
		}
	}
	for ( const file of eager ) {
		lazy.delete( file );
	}
	return { eager, lazy };
}

/** Every module a script reaches, eagerly or lazily. */
function reachable( entry ) {
	const { eager, lazy } = reachability( entry );
	return new Set( [ ...eager, ...lazy ] );
}

/** The files with code behind imported names (through re-exporting indexes). */
function definingFiles( target, names, seen = new Set() ) {
	const key = `${ target }|${ names === '*' ? '*' : names.join( ',' ) }`;
	if ( seen.has( key ) ) {
		return [];
	}
	seen.add( key );
	const info = parse( target );
	if ( ! info.reexportOnly ) {
		return [ target ];
	}
	const wanted = names === '*' ? [ ...info.exports.keys() ] : names;
	const found = [];
	for ( const name of wanted ) {
		const entryOf = info.exports.get( name );
		if ( entryOf && entryOf !== 'local' ) {
			found.push(
				...definingFiles(
					entryOf[ 0 ],
					entryOf[ 1 ] === '*' ? '*' : [ entryOf[ 1 ] ],
					seen
				)
			);
		}
	}
	if ( names === '*' ) {
		info.star.forEach( ( star ) =>
			found.push( ...definingFiles( star, '*', seen ) )
		);
	}
	return found;
}

/**
 * What a module imports, statically and dynamically: the files whose code
 * it uses (absolute paths), seen through re-exporting indexes.
 */
function importsOf( file ) {
	return parse( file ).imports.flatMap( ( [ target, names, dynamic ] ) =>
		[ ...new Set( definingFiles( target, names ) ) ].map(
			( defining ) => ( { target: defining, dynamic } )
		)
	);
}

/** Does a module export this name, itself or through re-exports? */
function exportsName( file, name, checked = new Set() ) {
	if ( checked.has( file ) ) {
		return false;
	}
	checked.add( file );
	const info = parse( file );
	return (
		info.exports.has( name ) ||
		info.star.some( ( target ) => exportsName( target, name, checked ) )
	);
}

module.exports = { importsOf, isReexportOnly, reachability, reachable };
