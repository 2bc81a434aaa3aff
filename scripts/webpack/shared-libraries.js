/**
 * Shared libraries: code that two of our scripts on one page both need ships
 * once, as its own WordPress script handle, instead of inside each bundle.
 *
 * A library is a list of source folders (or files). Its script exposes every
 * member module on `window.wcStripe.<library>`, keyed by the module's path
 * under assets/js. When any other script imports a member (by any relative
 * path), webpack leaves the import to that global instead of bundling the
 * module, and the script's `*.asset.php` gains the library's handle, so
 * WordPress loads the library first. The code keeps plain relative imports:
 * jest and TypeScript see ordinary modules.
 *
 * A library exposes only what the other scripts use: each build records the
 * library exports it imports (webpack knows them per external), and the
 * libraries are built after their users, so unused code is shaken out of the
 * library as it would be out of a single bundle.
 *
 * Membership is decided by folder, first match wins, and a library may only
 * use the libraries listed before it. The build fails when a library's code
 * imports one of our modules that is not a member (it would be bundled into
 * the library and again into whichever script imports it).
 */
const {
	existsSync,
	mkdirSync,
	readdirSync,
	statSync,
	writeFileSync,
} = require( 'fs' );
const path = require( 'path' );

const ROOT = path.resolve( __dirname, '../..' );
const SOURCE = path.join( ROOT, 'assets/js' );
const GENERATED = path.join( ROOT, '.cache/shared-libraries' );
const GLOBAL = 'wcStripe';

/**
 * The libraries, in load order. `core` is on every page (the storefront uses
 * it); `data` only where a payment surface runs.
 */
const LIBRARIES = [
	{
		name: 'core',
		// The one transport and WooCommerce's own classic endpoints, and the
		// page helpers (jQuery event bridge, blocking, notices, scrolling):
		// the storefront, the classic checkout and the payment surfaces all
		// use them.
		members: [
			'core/transport/',
			'core/dom/',
			'core/messages/network.ts',
			// The same-origin rule for URLs from the shop's answers and markup.
			'core/hashes/same-origin-url.ts',
		],
	},
	{
		name: 'data',
		// The `wc/stripe` store and the payment rules every payment surface
		// shares (classic checkout and wallet buttons share a page).
		members: [
			'stores/',
			'core/api/',
			'core/settings/',
			'core/messages/',
			'core/hashes/',
			'core/lookup/',
			'core/stripe/',
			'core/address/',
			'core/amounts/',
			'core/appearance/',
			'core/payment-methods/',
			'core/payment-rules/',
		],
	},
];

const handleOf = ( name ) => `wc-stripe-${ name }`;

function relativeKey( file ) {
	return path
		.relative( SOURCE, file )
		.split( path.sep )
		.join( '/' )
		.replace( /\.(tsx?|jsx?)$/, '' );
}

/** The library a source file belongs to, or null. */
function libraryOf( file ) {
	if ( ! file || ! file.startsWith( SOURCE + path.sep ) ) {
		return null;
	}
	const relative = path
		.relative( SOURCE, file )
		.split( path.sep )
		.join( '/' );
	return (
		LIBRARIES.find( ( library ) =>
			library.members.some( ( member ) =>
				member.endsWith( '/' )
					? relative.startsWith( member )
					: relative === member
			)
		) || null
	);
}

function filesUnder( dir ) {
	if ( ! existsSync( dir ) ) {
		return [];
	}
	return readdirSync( dir )
		.sort()
		.flatMap( ( name ) => {
			const full = path.join( dir, name );
			if ( statSync( full ).isDirectory() ) {
				return filesUnder( full );
			}
			return /\.tsx?$/.test( name ) && ! name.endsWith( '.d.ts' )
				? [ full ]
				: [];
		} );
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

function memberFiles( library ) {
	return library.members
		.flatMap( ( member ) =>
			member.endsWith( '/' )
				? filesUnder( path.join( SOURCE, member ) )
				: [ path.join( SOURCE, member ) ]
		)
		.filter( ( file ) => libraryOf( file ) === library );
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
	memberFiles( library ).forEach( ( file, index ) => {
		const key = relativeKey( file );
		const names = used.get( key );
		if ( ! names ) {
			return;
		}
		const from = JSON.stringify( file );
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
		) }\nconst root = ( window.${ GLOBAL } = window.${ GLOBAL } || {} );\nroot[ ${ JSON.stringify(
			library.name
		) } ] = {\n${ map.join( '\n' ) }\n};\n`
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

/**
 * webpack `externals` for a build: imports of a member of one of the `uses`
 * libraries become `window.wcStripe.<library>[<key>]`; members of other
 * libraries are bundled. `own` is the library being built, or null for a
 * surface. A library may use only the libraries listed before it.
 */
function libraryExternals( own, uses ) {
	const allowed = own
		? LIBRARIES.slice( 0, LIBRARIES.indexOf( own ) )
		: LIBRARIES;
	return ( { context, request, getResolve }, callback ) => {
		if ( ! request || ! request.startsWith( '.' ) || ! context ) {
			return callback();
		}
		getResolve()( context, request, ( error, resolved ) => {
			if ( error || ! resolved ) {
				return callback();
			}
			const library = libraryOf( resolved );
			if ( ! library || library === own || ! uses.includes( library ) ) {
				return callback();
			}
			if ( ! allowed.includes( library ) ) {
				return callback(
					new Error(
						`${ relativeKey( resolved ) } belongs to the ${
							library.name
						} library, which ${
							own ? `the ${ own.name } library` : 'this script'
						} may not use (libraries only use those listed before them).`
					)
				);
			}
			callback(
				null,
				[ GLOBAL, library.name, relativeKey( resolved ) ],
				'window'
			);
		} );
	};
}

/** The library a webpack external module stands for, or null. */
function libraryOfExternal( module ) {
	const request = module.request;
	if ( ! Array.isArray( request ) || request[ 0 ] !== GLOBAL ) {
		return null;
	}
	return LIBRARIES.find( ( library ) => library.name === request[ 1 ] );
}

module.exports = {
	LIBRARIES,
	LibraryEntryPlugin,
	recordUsage,
	SOURCE,
	handleOf,
	libraryEntry,
	libraryExternals,
	libraryOf,
	libraryOfExternal,
	relativeKey,
};
