/**
 * After WooCommerce's dependency extraction wrote `NAME.asset.php`, add the
 * handles of the shared libraries the script imports (and, for a storefront
 * script that carries libraries, their handles under `provides`: WordPress
 * registers each as an alias of the script), and record which of our source
 * modules each script carries in `build/scripts.json`:
 *
 *   { "blocks-checkout.js": { "handle": "wc-stripe-blocks-checkout",
 *     "dependencies": [ ... ], "modules": [ "assets/js/blocks/index.ts", ... ] } }
 *
 * Code a script loads only once the shopper acts (a dynamic import) is listed
 * apart, as `lazyFiles` and `lazyModules`: it is not part of the page's
 * weight before the shopper acts, but its messages travel with the script's
 * translations and it must not repeat a module the page already has.
 *
 * The bundle tests read it to prove that no module ships twice on a page, and
 * the translation step reads it to give each script the messages of exactly
 * the sources it carries.
 *
 * A module of ours bundled into a build other than its library's is an
 * error: it would ship here and again in the library.
 */
const { mkdirSync, writeFileSync } = require( 'fs' );
const path = require( 'path' );
const {
	SOURCE,
	handleOf,
	libraryOfExternal,
	membership,
	recordUsage,
	relativeKey,
} = require( './shared-libraries' );
const { isReexportOnly } = require( './module-graph' );

const ROOT = path.resolve( __dirname, '../..' );
const MANIFEST = 'scripts.json';

// All compilers of one build run in this process: they share the manifest.
const manifest = {};

/** Every module in a chunk, looking inside concatenated ones. */
function chunkModules( compilation, chunk ) {
	const found = [];
	const visit = ( module ) => {
		if ( module.modules ) {
			module.modules.forEach( visit );
		} else {
			found.push( module );
		}
	};
	for ( const module of compilation.chunkGraph.getChunkModulesIterable(
		chunk
	) ) {
		visit( module );
	}
	return found;
}

/** The libraries a script imports from, recording what it uses of each. */
function librariesUsedBy( libraries, compilation, chunk ) {
	const found = new Set();
	for ( const module of chunkModules( compilation, chunk ) ) {
		const library = libraryOfExternal( libraries, module );
		if ( ! library ) {
			continue;
		}
		const used = compilation.moduleGraph
			.getExportsInfo( module )
			.getUsedExports( chunk.runtime );
		if ( used === false ) {
			continue;
		}
		found.add( library );
		recordUsage(
			library.name,
			module.request[ 1 ],
			used === true || used === null ? true : [ ...used ]
		);
	}
	return [ ...found ];
}

/**
 * Our source files among these modules, leaving out indexes that only
 * re-export: they carry no code, and every script that uses one keeps its
 * own glue.
 */
function sourcePaths( modules ) {
	return [
		...new Set(
			modules
				.filter(
					( module ) =>
						! module.resource.startsWith( SOURCE + path.sep ) ||
						! isReexportOnly( module.resource )
				)
				.map( ( module ) =>
					path
						.relative( ROOT, module.resource )
						.split( path.sep )
						.join( '/' )
				)
		),
	]
		.filter( ( name ) => name.startsWith( 'assets/' ) )
		.sort();
}

function parseAsset( source ) {
	const list = /'dependencies' => array\(([^)]*)\)/.exec( source );
	const version = /'version' => '([^']*)'/.exec( source );
	return {
		dependencies: list
			? [ ...list[ 1 ].matchAll( /'([^']+)'/g ) ].map( ( m ) => m[ 1 ] )
			: [],
		version: version ? version[ 1 ] : '',
	};
}

const phpList = ( handles ) =>
	handles.map( ( handle ) => `'${ handle }'` ).join( ', ' );

function phpAsset( { dependencies, version }, provides ) {
	const provided = provides.length
		? `, 'provides' => array(${ phpList( provides ) })`
		: '';
	return `<?php return array('dependencies' => array(${ phpList(
		dependencies
	) }), 'version' => '${ version }'${ provided });\n`;
}

class ScriptManifestPlugin {
	/**
	 * `own`: the libraries this build carries: the one it is (a library's
	 * own file) or those a storefront script carries for its page.
	 * `carries`: the other scripts a page's one script is made with (their
	 * handles are provided too).
	 *
	 * @param {{ libraries: Array<{ name: string, members: string[] }>, own?: Array<{ name: string }>, carries?: string[] }} options
	 */
	constructor( { libraries, own = [], carries = [] } ) {
		this.libraries = libraries;
		this.own = own;
		this.carries = carries;
		this.owner = membership( libraries );
	}

	apply( compiler ) {
		const { Compilation, WebpackError, sources } = compiler.webpack;
		compiler.hooks.thisCompilation.tap(
			'ScriptManifestPlugin',
			( compilation ) => {
				// A library's module reached through its global runs when the
				// library's own script does, not when a script imports it: for
				// tree shaking, importing it has no side effects.
				compilation.hooks.finishModules.tap(
					'ScriptManifestPlugin',
					( modules ) => {
						for ( const module of modules ) {
							if ( libraryOfExternal( this.libraries, module ) ) {
								module.factoryMeta = {
									...module.factoryMeta,
									sideEffectFree: true,
								};
							}
						}
					}
				);
				compilation.hooks.processAssets.tap(
					{
						name: 'ScriptManifestPlugin',
						stage: Compilation.PROCESS_ASSETS_STAGE_REPORT,
					},
					() => this.record( compilation, sources, WebpackError )
				);
			}
		);
		compiler.hooks.afterEmit.tap(
			'ScriptManifestPlugin',
			( compilation ) => {
				const dir = compilation.outputOptions.path;
				mkdirSync( dir, { recursive: true } );
				const sorted = Object.fromEntries(
					Object.keys( manifest )
						.sort()
						.map( ( key ) => [ key, manifest[ key ] ] )
				);
				writeFileSync(
					path.join( dir, MANIFEST ),
					JSON.stringify( sorted, null, '\t' ) + '\n'
				);
			}
		);
	}

	record( compilation, sources, WebpackError ) {
		for ( const entrypoint of compilation.entrypoints.values() ) {
			const chunk = entrypoint.getEntrypointChunk();
			const file = [ ...chunk.files ].find( ( name ) =>
				name.endsWith( '.js' )
			);
			if ( ! file ) {
				continue;
			}
			const modules = chunkModules( compilation, chunk ).filter(
				( module ) => module.resource
			);
			const lazyChunks = [ ...chunk.getAllAsyncChunks() ];
			const lazyModules = lazyChunks.flatMap( ( lazy ) =>
				chunkModules( compilation, lazy ).filter(
					( module ) => module.resource
				)
			);
			// A library's own file carries its members only.
			const library = this.own.find(
				( candidate ) => candidate.name === entrypoint.name
			);
			for ( const module of [ ...modules, ...lazyModules ] ) {
				const owner = this.owner.get( module.resource ) || null;
				// Indexes that only re-export are glue any script may keep.
				const ours =
					module.resource.startsWith( SOURCE + path.sep ) &&
					! isReexportOnly( module.resource );
				if ( ours && library && owner !== library ) {
					compilation.errors.push(
						new WebpackError(
							`${ relativeKey( module.resource ) } is bundled into the ${ library.name } library but is not one of its members: the module graph (scripts/webpack/module-graph.js) missed an import.`
						)
					);
				}
			}
			const provides = library
				? []
				: [
						...this.carries,
						...this.own.map( ( carried ) => carried.name ),
					].map( handleOf );
			// A chunk loaded later still needs its libraries on the page.
			const libraryHandles = [
				...new Set(
					[ chunk, ...lazyChunks ]
						.flatMap( ( part ) =>
							librariesUsedBy( this.libraries, compilation, part )
						)
						.map( ( library ) => handleOf( library.name ) )
				),
			];
			const assetName = file.replace( /\.js$/, '.asset.php' );
			const asset = compilation.getAsset( assetName );
			const data = asset
				? parseAsset( asset.source.source().toString() )
				: { dependencies: [], version: '' };
			data.dependencies = [
				...new Set( [ ...data.dependencies, ...libraryHandles ] ),
			].sort();
			if ( asset ) {
				compilation.updateAsset(
					assetName,
					new sources.RawSource( phpAsset( data, provides ) )
				);
			}
			manifest[ file ] = {
				handle: handleOf( file.replace( /\.js$/, '' ) ),
				dependencies: data.dependencies,
				provides,
				modules: sourcePaths( modules ),
				lazyFiles: lazyChunks
					.flatMap( ( lazy ) => [ ...lazy.files ] )
					.map( ( name ) => name.replace( /\?.*$/, '' ) )
					.filter( ( name ) => name.endsWith( '.js' ) )
					.sort(),
				lazyModules: sourcePaths( lazyModules ),
			};
		}
	}
}

module.exports = { ScriptManifestPlugin, parseAsset, MANIFEST };
