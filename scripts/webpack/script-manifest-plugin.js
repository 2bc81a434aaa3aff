/**
 * Writes `build/scripts.json`, a record of what the build made: for each
 * script (a handle's file), the handle, the dependencies its asset file
 * lists, the source modules of ours it carries, and the chunks it may load
 * later with theirs:
 *
 *     { "checkout.js": { "handle": "wc-stripe-checkout", "dependencies": [ … ], "modules": [ … ],
 *       "lazyModules": [ … ], "lazyFiles": [ … ], "chunks": { "chunks/checkout.later.js": [ … ] },
 *       "opens": { "wallet-buttons": [ "chunks/checkout.wallet-buttons.js?ver=…" ] }, "chunkVersion": "…" } }
 *
 * The bundle tests read it to prove that no module ships twice on a page;
 * the translation maps are made from it (scripts/i18n-map.mjs). `opens`
 * names, for each moment a page may open with (its chunk names but
 * `later`), the files the script then fetches, as its runtime asks for them
 * (with their `?ver=`): what the plugin and the development shop preload on
 * a page that opens so. `chunkVersion` is the build's hash, the `?ver=` every
 * chunk's URL carries (webpack.config.js `chunkFilename`), which a preload's
 * URL must match to be used.
 *
 * Each handle is a build of its own: a build updates its handles' entries
 * and keeps the others', so one handle built alone leaves the record whole.
 */
const { existsSync, readFileSync, writeFileSync } = require( 'fs' );
const path = require( 'path' );

const ROOT = path.resolve( __dirname, '../..' );
const MANIFEST = 'scripts.json';

/**
 * Our source files in some chunks, looking inside concatenated modules.
 *
 * @param {import('webpack').Compilation} compilation The build.
 * @param {import('webpack').Chunk[]}     chunks      The chunks.
 */
function sourcesOf( compilation, chunks ) {
	const found = new Set();
	const visit = ( module ) => {
		if ( module.modules ) {
			module.modules.forEach( visit );
		} else if ( module.resource ) {
			const name = path
				.relative( ROOT, module.resource )
				.split( path.sep )
				.join( '/' );
			if ( name.startsWith( 'assets/' ) ) {
				found.add( name );
			}
		}
	};
	for ( const chunk of chunks ) {
		for ( const module of compilation.chunkGraph.getChunkModulesIterable(
			chunk
		) ) {
			visit( module );
		}
	}
	return [ ...found ].sort();
}

/**
 * The handles an asset file (`NAME.asset.php`) lists as dependencies.
 *
 * @param {string} source The asset file's PHP.
 */
function assetDependencies( source ) {
	const list = /'dependencies' => array\(([^)]*)\)/.exec( source );
	return list
		? [ ...list[ 1 ].matchAll( /'([^']+)'/g ) ].map( ( m ) => m[ 1 ] )
		: [];
}

const jsFiles = ( chunks ) =>
	chunks
		.flatMap( ( chunk ) => [ ...chunk.files ] )
		.map( ( name ) => name.replace( /\?.*$/, '' ) )
		.filter( ( name ) => name.endsWith( '.js' ) )
		.sort();

/**
 * The files fetched when a page opens with each of its opening moments: every
 * async chunk whose name (`wallet-buttons`, `cart-sheet~wallet-buttons`) has it.
 *
 * @param {import('webpack').Chunk[]} lazy A script's async chunks.
 */
function openingFiles( lazy ) {
	const opens = {};
	for ( const chunk of lazy ) {
		for ( const moment of ( chunk.name || '' ).split( '~' ) ) {
			if ( moment && moment !== 'later' ) {
				( opens[ moment ] ||= [] ).push(
					...[ ...chunk.files ].filter( ( name ) =>
						/\.js(\?|$)/.test( name )
					)
				);
			}
		}
	}
	for ( const files of Object.values( opens ) ) {
		files.sort();
	}
	return sortedKeys( opens );
}

const readJson = ( file ) =>
	existsSync( file ) ? JSON.parse( readFileSync( file, 'utf8' ) ) : {};

const writeJson = ( file, value ) =>
	writeFileSync( file, JSON.stringify( value, null, '\t' ) + '\n' );

const sortedKeys = ( object ) =>
	Object.fromEntries( Object.entries( object ).sort() );

/**
 * One handle's record.
 *
 * @param {import('webpack').Compilation} compilation The handle's build.
 * @param {import('webpack').Entrypoint}  entrypoint  Its entry.
 * @param {string}                        handle      Its handle.
 */
function scriptRecord( compilation, entrypoint, handle ) {
	const chunk = entrypoint.getEntrypointChunk();
	const lazy = [ ...chunk.getAllAsyncChunks() ];
	const [ file ] = jsFiles( [ chunk ] );
	const asset = path.join(
		compilation.outputOptions.path,
		file.replace( /\.js$/, '.asset.php' )
	);
	return [
		file,
		{
			handle,
			dependencies: existsSync( asset )
				? assetDependencies( readFileSync( asset, 'utf8' ) )
				: [],
			modules: sourcesOf( compilation, [ chunk ] ),
			lazyFiles: jsFiles( lazy ),
			lazyModules: sourcesOf( compilation, lazy ),
			chunks: Object.fromEntries(
				lazy.map( ( part ) => [
					jsFiles( [ part ] )[ 0 ],
					sourcesOf( compilation, [ part ] ),
				] )
			),
			opens: openingFiles( lazy ),
			chunkVersion: compilation.hash,
		},
	];
}

class ScriptManifestPlugin {
	/** @param {{ handle: ( name: string ) => string }} options */
	constructor( { handle } ) {
		this.handle = handle;
	}

	apply( compiler ) {
		compiler.hooks.afterEmit.tap(
			'ScriptManifestPlugin',
			( compilation ) => {
				const folder = compilation.outputOptions.path;
				// Read, change and written in one synchronous step: the
				// handles' builds in this process never interleave here.
				const manifest = readJson( path.join( folder, MANIFEST ) );
				for ( const entrypoint of compilation.entrypoints.values() ) {
					const [ file, record ] = scriptRecord(
						compilation,
						entrypoint,
						this.handle( entrypoint.name )
					);
					manifest[ file ] = record;
				}
				writeJson(
					path.join( folder, MANIFEST ),
					sortedKeys( manifest )
				);
			}
		);
	}
}

module.exports = { ScriptManifestPlugin };
