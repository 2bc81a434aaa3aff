/**
 * Writes the page map (`assets/js/pages/page-handles.json`: which kind of
 * page enqueues which handle) beside the scripts as `build/page-handles.json`.
 * The plugin's PHP reads it there, so the zip a store installs carries the
 * map with the scripts it names, and no source folder.
 *
 * Every handle's build writes the same file: whichever finishes last leaves
 * it, and a handle built alone keeps it current.
 */
const FILE = 'page-handles.json';

class PageMapPlugin {
	/** @param {Record<string, string>} pageHandles The page map. */
	constructor( pageHandles ) {
		this.json = JSON.stringify( pageHandles, null, '\t' ) + '\n';
	}

	apply( compiler ) {
		const { RawSource } = compiler.webpack.sources;
		compiler.hooks.thisCompilation.tap( 'PageMapPlugin', ( compilation ) =>
			compilation.hooks.processAssets.tap(
				{
					name: 'PageMapPlugin',
					stage: compiler.webpack.Compilation
						.PROCESS_ASSETS_STAGE_ADDITIONAL,
				},
				() => compilation.emitAsset( FILE, new RawSource( this.json ) )
			)
		);
	}
}

module.exports = { PageMapPlugin, FILE };
