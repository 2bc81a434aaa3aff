/**
 * Writes `build/scripts.json`: for each script (a handle's file), the
 * handle, the dependencies its asset file lists, the source modules of ours
 * it carries, and the chunks it may load later with theirs:
 *
 *   { "checkout.js": { "handle": "wc-stripe-checkout",
 *     "dependencies": [ "wp-data", ... ],
 *     "modules": [ "assets/js/pages/checkout.ts", ... ],
 *     "lazyFiles": [ "chunks/checkout.pay.js", ... ], "lazyModules": [ ... ],
 *     "chunks": { "chunks/checkout.pay.js": [ ... ], ... } } }
 *
 * Nothing in the build reads it. The bundle tests read it to prove that no
 * module ships twice on a page, and the translation step to give each
 * handle the messages of exactly the sources it and its chunks carry
 * (WordPress loads translations per handle, chunks included).
 */
const { existsSync, readFileSync, writeFileSync } = require( 'fs' );
const path = require( 'path' );

const ROOT = path.resolve( __dirname, '../..' );
const MANIFEST = 'scripts.json';

// Every handle is a build of its own, all run in this process: they write
// one manifest together.
const manifest = {};

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

class ScriptManifestPlugin {
	/** @param {{ handle: ( name: string ) => string }} options */
	constructor( { handle } ) {
		this.handle = handle;
	}

	apply( compiler ) {
		compiler.hooks.afterEmit.tap(
			'ScriptManifestPlugin',
			( compilation ) => {
				for ( const entrypoint of compilation.entrypoints.values() ) {
					const chunk = entrypoint.getEntrypointChunk();
					const [ file ] = jsFiles( [ chunk ] );
					const lazy = [ ...chunk.getAllAsyncChunks() ];
					const asset = path.join(
						compilation.outputOptions.path,
						file.replace( /\.js$/, '.asset.php' )
					);
					manifest[ file ] = {
						handle: this.handle( entrypoint.name ),
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
					};
				}
				writeFileSync(
					path.join( compilation.outputOptions.path, MANIFEST ),
					JSON.stringify(
						Object.fromEntries( Object.entries( manifest ).sort() ),
						null,
						'\t'
					) + '\n'
				);
			}
		);
	}
}

module.exports = { ScriptManifestPlugin, assetDependencies, MANIFEST };
