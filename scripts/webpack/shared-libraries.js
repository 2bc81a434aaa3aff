/**
 * Shared libraries: code that two of our scripts on one page both need ships
 * once, as a WordPress script handle of its own, instead of inside each.
 *
 * The plan is computed, not listed. We know which scripts each kind of page
 * loads (pages.js) and which of our modules each script reaches
 * (module-graph.js). A module is shared when two scripts that use it meet on
 * some page. Shared modules are grouped by the pages they are needed on (the
 * pages where any script using them appears): one library per group. So a
 * page loads exactly the shared code its own scripts use, never code that
 * only other pages need, and no module twice.
 *
 * A library's script exposes its modules on `window.wcStripe`, one entry per
 * module keyed by its path under assets/js (unique: a module is in one
 * library, and one global keeps the name of the library out of every
 * import of it). When another script imports one of them
 * (by any relative path), webpack leaves the import to that global instead
 * of bundling the module, and the script's `*.asset.php` gains the library's
 * handle, so WordPress loads the library first. The code keeps plain
 * relative imports: jest and TypeScript see ordinary modules.
 *
 * A library exposes only what its users import (webpack records it per
 * external), and is built after them, so unused exports are shaken out.
 * A shared module's own imports are needed wherever it is, so they are
 * shared on at least the same pages: a library only ever uses libraries
 * needed on more pages, which are built after it and printed before it.
 */
const { mkdirSync, readFileSync, writeFileSync } = require( 'fs' );
const path = require( 'path' );
const { importsOf, isReexportOnly, reachability } = require( './module-graph' );

const ROOT = path.resolve( __dirname, '../..' );
const SOURCE = path.join( ROOT, 'assets/js' );
const GENERATED = path.join( ROOT, '.cache/shared-libraries' );
const GLOBAL = 'wcStripe';

const handleOf = ( name ) => `wc-stripe-${ name }`;

function relativeKey( file ) {
	return path
		.relative( SOURCE, file )
		.split( path.sep )
		.join( '/' )
		.replace( /\.(tsx?|jsx?)$/, '' );
}

/**
 * The libraries for these scripts (name → entry file, or files) and pages (name →
 * script names), those needed on the fewest pages first. Each library:
 * `name`, `pages`, `members` (absolute paths).
 *
 * A module goes into a library when two scripts that use it meet on a page,
 * and the library is loaded on those pages. A script that uses the module
 * on other pages only, alone, keeps its own copy (the block checkout never
 * meets the classic scripts: it bundles its own store). A script is never
 * half and half: if it shares a page with the library anywhere, the library
 * is on all its pages. What a library module imports is in a library loaded
 * on at least the same pages.
 */
function planLibraries( scripts, pages ) {
	const pagesOf = ( script ) =>
		Object.keys( pages ).filter( ( page ) =>
			pages[ page ].includes( script )
		);
	const allUsers = new Map();
	// Modules some script runs as soon as it loads (the rest wait for a
	// dynamic import, that is for the shopper to act).
	const eagerSomewhere = new Set();
	const add = ( map, file, script ) => {
		if ( ! map.has( file ) ) {
			map.set( file, new Set() );
		}
		map.get( file ).add( script );
	};
	for ( const [ script, entry ] of Object.entries( scripts ) ) {
		const { eager, lazy } = reachability(
			[].concat( entry ).map( ( file ) => path.resolve( ROOT, file ) )
		);
		for ( const file of [ ...eager, ...lazy ] ) {
			add( allUsers, file, script );
		}
		eager.forEach( ( file ) => eagerSomewhere.add( file ) );
	}
	// module → the pages whose library carries it.
	const signature = new Map();
	for ( const [ file, users ] of allUsers ) {
		const meetOn = Object.keys( pages ).filter(
			( page ) =>
				pages[ page ].filter( ( script ) => users.has( script ) )
					.length > 1
		);
		if ( ! meetOn.length ) {
			continue;
		}
		signature.set( file, new Set( meetOn ) );
	}
	// A script on any page of a library module's is on all of them; a
	// library module's imports are carried wherever it is.
	let changed = true;
	while ( changed ) {
		changed = false;
		for ( const [ file, onPages ] of signature ) {
			const grow = ( page ) => {
				if ( ! onPages.has( page ) ) {
					onPages.add( page );
					changed = true;
				}
			};
			for ( const script of allUsers.get( file ) ) {
				if (
					pagesOf( script ).some( ( page ) => onPages.has( page ) )
				) {
					pagesOf( script ).forEach( grow );
				}
			}
			for ( const { target } of importsOf( file ) ) {
				if ( isReexportOnly( target ) ) {
					continue;
				}
				if ( ! signature.has( target ) ) {
					signature.set( target, new Set() );
					changed = true;
				}
				const theirs = signature.get( target );
				for ( const page of onPages ) {
					if ( ! theirs.has( page ) ) {
						theirs.add( page );
						changed = true;
					}
				}
			}
		}
	}
	const groups = new Map();
	for ( const [ file, onPages ] of signature ) {
		const neededOn = [ ...onPages ].sort();
		const key = neededOn.join( ',' );
		if ( ! groups.has( key ) ) {
			groups.set( key, { pages: neededOn, members: [] } );
		}
		groups.get( key ).members.push( file );
	}
	// Library members a script's own code imports (statically, even from
	// code loaded later): reading one through a promise would give every
	// such script webpack's async-module runtime, so they stay in the
	// library's main file (core/lazy/ holds the small loaders through
	// which scripts reach the code loaded later).
	const importedByScripts = new Set();
	for ( const file of allUsers.keys() ) {
		if ( signature.has( file ) ) {
			continue;
		}
		for ( const { target, dynamic } of importsOf( file ) ) {
			if ( ! dynamic ) {
				importedByScripts.add( target );
			}
		}
	}
	const all = Object.keys( pages ).sort();
	return joinSmallLibraries( [ ...groups.values() ], eagerSomewhere )
		.sort(
			( a, b ) =>
				a.pages.length - b.pages.length ||
				a.pages.join().localeCompare( b.pages.join() )
		)
		.map( ( group ) => ( {
			name: libraryName( group.pages, all ),
			pages: group.pages,
			members: group.members.sort(),
			lazy: lazyMembers(
				group.members.filter(
					( file ) => ! importedByScripts.has( file )
				),
				eagerSomewhere
			),
		} ) );
}

/**
 * Below this many bytes of code (comments left out) a library is not worth a
 * file of its own where a bigger one is loaded anyway: each file a page loads
 * costs a request and is compressed alone (a few hundred bytes of gzip lost),
 * more than such a library costs the pages that load it without needing it.
 */
const SMALL_LIBRARY_BYTES = 3000;

const codeBytes = ( file ) =>
	readFileSync( file, 'utf8' )
		.replace( /\/\*[\s\S]*?\*\//g, '' )
		.replace( /^\s*\/\/.*$/gm, '' ).length;

/**
 * A small library whose pages all load a bigger library joins the one of
 * those on the fewest pages, when what its modules import stays available
 * there (in that library, or in one on at least its pages). Only the code
 * that loads with the page counts as its size.
 */
function joinSmallLibraries( groups, eagerSomewhere ) {
	const libraryOf = ( file ) =>
		groups.find( ( group ) => group.members.includes( file ) );
	const covers = ( wide, narrow ) =>
		narrow.pages.every( ( page ) => wide.pages.includes( page ) );
	const byPages = ( a, b ) => a.pages.length - b.pages.length;
	for ( const small of [ ...groups ].sort( byPages ) ) {
		const size = small.members
			.filter( ( file ) => eagerSomewhere.has( file ) )
			.reduce( ( sum, file ) => sum + codeBytes( file ), 0 );
		if ( size > SMALL_LIBRARY_BYTES ) {
			continue;
		}
		const host = groups
			.filter(
				( group ) =>
					group !== small &&
					group.pages.length > small.pages.length &&
					covers( group, small )
			)
			.sort( byPages )[ 0 ];
		const importsStayAvailable = ( file ) =>
			importsOf( file ).every( ( { target } ) => {
				if ( isReexportOnly( target ) ) {
					return true;
				}
				const owner = libraryOf( target );
				return (
					! owner ||
					owner === small ||
					owner === host ||
					covers( owner, host )
				);
			} );
		if ( host && small.members.every( importsStayAvailable ) ) {
			host.members.push( ...small.members );
			groups.splice( groups.indexOf( small ), 1 );
		}
	}
	return groups;
}

/**
 * Members no script needs before the shopper acts: the library loads them on
 * first use, as a chunk of its own. Only worth it for enough code: every
 * script importing such a member gains webpack's async-module runtime
 * (about 400 bytes of gzip), so a little code stays in the library itself.
 */
const LAZY_LIBRARY_BYTES = 6000;

function lazyMembers( members, eagerSomewhere ) {
	const lazy = members.filter( ( file ) => ! eagerSomewhere.has( file ) );
	const size = lazy.reduce( ( sum, file ) => sum + codeBytes( file ), 0 );
	return size >= LAZY_LIBRARY_BYTES ? lazy : [];
}

/**
 * Which libraries each page's storefront script carries. Every page loads
 * exactly one storefront script (the first script pages.js lists for it),
 * and each file a page loads is compressed alone, so a library costs less
 * inside that script than as a file of its own (on the cart page, some 700
 * bytes of gzip less). A storefront script carries a library when the
 * library is needed on every page the script is on, so no page gets shared
 * code it does not need. The script then provides the library's handle
 * (its asset file lists it under `provides`): WordPress registers that
 * handle as an alias of the script, so the scripts that depend on the
 * library wait for the storefront script instead. Where no script on the
 * page provides it (another page's storefront script, or a mix of scripts
 * pages.js does not list), the library's own file is loaded as before:
 * every library is built as one too.
 *
 * Returns host script name → the libraries it carries.
 */
function planHosting( libraries, pages ) {
	const pagesOf = ( script ) =>
		Object.keys( pages ).filter( ( page ) =>
			pages[ page ].includes( script )
		);
	const hosted = new Map();
	for ( const library of libraries ) {
		for ( const page of library.pages ) {
			const host = pages[ page ][ 0 ];
			if (
				pagesOf( host ).every( ( on ) => library.pages.includes( on ) )
			) {
				if ( ! hosted.has( host ) ) {
					hosted.set( host, [] );
				}
				if ( ! hosted.get( host ).includes( library ) ) {
					hosted.get( host ).push( library );
				}
			}
		}
	}
	return hosted;
}

/**
 * A library is named after the pages that load it, or the pages that do
 * not, whichever is shorter: `shared` is on every page.
 */
function libraryName( onPages, all ) {
	if ( onPages.length === all.length ) {
		return 'shared';
	}
	const without = all.filter( ( page ) => ! onPages.includes( page ) );
	return without.join().length < onPages.join().length
		? `shared-except-${ without.join( '-' ) }`
		: `shared-${ onPages.join( '-' ) }`;
}

/**
 * What the builds so far import from each library: library name → module key
 * → export names, or `true` when a build needs the whole namespace.
 */
const usage = new Map();

function recordUsage( libraryName, key, used ) {
	if ( ! usage.has( libraryName ) ) {
		usage.set( libraryName, new Map() );
	}
	const keys = usage.get( libraryName );
	const known = keys.get( key );
	if ( used === true || known === true ) {
		keys.set( key, true );
		return;
	}
	keys.set( key, new Set( [ ...( known || [] ), ...used ] ) );
}

const entryPath = ( library ) => path.join( GENERATED, `${ library.name }.js` );

/**
 * The library's entry: imports what the other builds use of each member and
 * puts it on the global, keyed like the externals below ask for it.
 */
function writeLibraryEntry( library ) {
	mkdirSync( GENERATED, { recursive: true } );
	const used = usage.get( library.name ) || new Map();
	const imports = [];
	const map = [];
	library.members.forEach( ( file, index ) => {
		const key = relativeKey( file );
		const names = used.get( key );
		const from = JSON.stringify( file );
		if ( library.lazy.includes( file ) ) {
			// Reading it starts loading it: the importing script awaits the
			// promise (a webpack "promise" external, below).
			if ( names ) {
				const chunk = key.replace( /^.*\//, '' );
				map.push(
					`\tget ${ JSON.stringify(
						key
					) }() {\n\t\treturn import( /* webpackChunkName: ${ JSON.stringify(
						chunk
					) } */ ${ from } );\n\t},`
				);
			}
			return;
		}
		if ( ! names || ( names !== true && ! names.size ) ) {
			return;
		}
		if ( names === true ) {
			imports.push( `import * as m${ index } from ${ from };` );
			map.push( `\t${ JSON.stringify( key ) }: m${ index },` );
			return;
		}
		const list = [ ...names ].sort();
		imports.push(
			`import { ${ list
				.map( ( name, i ) => `${ name } as m${ index }_${ i }` )
				.join( ', ' ) } } from ${ from };`
		);
		map.push(
			`\t${ JSON.stringify( key ) }: { ${ list
				.map( ( name, i ) => `${ name }: m${ index }_${ i }` )
				.join( ', ' ) } },`
		);
	} );
	writeFileSync(
		entryPath( library ),
		`// Generated by scripts/webpack/shared-libraries.js.\n${ imports.join(
			'\n'
		) }\n// ${
			library.name
		}: copied with its getters (a lazy member loads on first read).\nwindow.${ GLOBAL } = Object.defineProperties( window.${ GLOBAL } || {}, Object.getOwnPropertyDescriptors( {\n${ map.join(
			'\n'
		) }\n} ) );\n`
	);
}

/** The entry path for the config; written for real when its build starts. */
function libraryEntry( library ) {
	writeLibraryEntry( library );
	return entryPath( library );
}

/** Rewrites a library's entry from the usage known when its build starts. */
class LibraryEntryPlugin {
	constructor( library ) {
		this.library = library;
	}

	apply( compiler ) {
		const write = () => writeLibraryEntry( this.library );
		compiler.hooks.beforeRun.tap( 'LibraryEntryPlugin', write );
		compiler.hooks.watchRun.tap( 'LibraryEntryPlugin', write );
	}
}

/** module path → its library, for a plan. */
function membership( libraries ) {
	const owner = new Map();
	for ( const library of libraries ) {
		for ( const file of library.members ) {
			owner.set( file, library );
		}
	}
	return owner;
}

/**
 * webpack `externals` for a build: imports of another library's module
 * become `window.wcStripe[<key>]`, when that library is on every page the
 * build's code runs on (`onPages`); otherwise the module is bundled
 * (a script that needs it only later, on pages without the library). `own`
 * lists the libraries the build carries itself (the library being built, or
 * those a storefront script carries).
 */
function libraryExternals( libraries, own, onPages ) {
	const owner = membership( libraries );
	const available = new Set(
		libraries.filter( ( library ) =>
			onPages.every( ( page ) => library.pages.includes( page ) )
		)
	);
	return ( { context, request, getResolve }, callback ) => {
		if ( ! request || ! request.startsWith( '.' ) || ! context ) {
			return callback();
		}
		getResolve()( context, request, ( error, resolved ) => {
			const library = ! error && resolved ? owner.get( resolved ) : null;
			if (
				! library ||
				own.includes( library ) ||
				! available.has( library )
			) {
				return callback();
			}
			const key = relativeKey( resolved );
			callback(
				null,
				[ GLOBAL, key ],
				library.lazy.includes( resolved ) ? 'promise' : 'window'
			);
		} );
	};
}

/** The library a webpack external module stands for, or null. */
function libraryOfExternal( libraries, module ) {
	const request = module.request;
	if ( ! Array.isArray( request ) || request[ 0 ] !== GLOBAL ) {
		return null;
	}
	return (
		libraries.find( ( library ) =>
			library.members.some(
				( file ) => relativeKey( file ) === request[ 1 ]
			)
		) || null
	);
}

module.exports = {
	LibraryEntryPlugin,
	SOURCE,
	handleOf,
	libraryEntry,
	libraryExternals,
	libraryOfExternal,
	membership,
	planHosting,
	planLibraries,
	recordUsage,
	relativeKey,
};
