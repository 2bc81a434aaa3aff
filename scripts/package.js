/**
 * `npm run package`: the zip a store owner uploads (Plugins → Add New →
 * Upload Plugin): build-plugin/woocommerce-gateway-stripe-frontend.zip, one
 * top-level folder named after the plugin holding the plugin's PHP
 * (woocommerce-gateway-stripe-frontend.php, includes/), its readme.txt in
 * WordPress.org's format, build/ (the scripts,
 * their asset files, the page map and the script manifest the PHP reads)
 * and languages/ (the catalogue, the .po files and each script's JSON).
 * Nothing else: no sources, no node_modules, no dev/.
 *
 * The same files are laid out unzipped in
 * build-plugin/woocommerce-gateway-stripe-frontend/, the folder the PHP
 * tests install the plugin from.
 *
 * Builds first; `--no-build` packs the build/ there is (`npm test` has just
 * built it). Not `wp-scripts plugin-zip`: its file list takes the
 * repository's README.md as the plugin's readme; the plugin's is
 * readme.txt.
 */
const { spawnSync } = require( 'child_process' );
const {
	cpSync,
	existsSync,
	mkdirSync,
	readdirSync,
	rmSync,
	statSync,
} = require( 'fs' );
const path = require( 'path' );
const AdmZip = require( 'adm-zip' );

const root = path.resolve( __dirname, '..' );
const NAME = 'woocommerce-gateway-stripe-frontend';
const OUT = path.join( root, 'build-plugin' );
const FOLDER = path.join( OUT, NAME );
const ZIP = path.join( OUT, `${ NAME }.zip` );

/** What the plugin is made of, relative to the repository. */
const CONTENTS = [
	`${ NAME }.php`,
	'readme.txt',
	'includes',
	'build',
	'languages',
];

/**
 * Files under a folder, relative to it, sorted.
 *
 * @param {string} folder The folder.
 * @param {string} prefix A subfolder of it, while descending.
 * @return {string[]} The files.
 */
function filesUnder( folder, prefix = '' ) {
	return readdirSync( path.join( folder, prefix ) )
		.sort()
		.flatMap( ( entry ) => {
			const relative = prefix ? `${ prefix }/${ entry }` : entry;
			return statSync( path.join( folder, relative ) ).isDirectory()
				? filesUnder( folder, relative )
				: [ relative ];
		} );
}

function pack() {
	for ( const part of CONTENTS ) {
		if ( ! existsSync( path.join( root, part ) ) ) {
			throw new Error( `${ part } is missing: run npm run build first` );
		}
	}
	rmSync( OUT, { recursive: true, force: true } );
	mkdirSync( FOLDER, { recursive: true } );
	for ( const part of CONTENTS ) {
		cpSync( path.join( root, part ), path.join( FOLDER, part ), {
			recursive: true,
		} );
	}
	const zip = new AdmZip();
	for ( const file of filesUnder( FOLDER ) ) {
		zip.addLocalFile(
			path.join( FOLDER, file ),
			path.posix.join( NAME, path.posix.dirname( file ) )
		);
	}
	zip.writeZip( ZIP );
	return ZIP;
}

if ( require.main === module ) {
	if ( ! process.argv.includes( '--no-build' ) ) {
		const built = spawnSync( 'npm', [ 'run', '-s', 'build' ], {
			cwd: root,
			stdio: 'inherit',
		} );
		if ( built.status !== 0 ) {
			process.exit( built.status || 1 );
		}
	}
	console.log( `Plugin zip: ${ path.relative( root, pack() ) }` );
}

module.exports = { pack, NAME, OUT, FOLDER, ZIP, CONTENTS };
