/**
 * `npm run build`: the product's scripts into build/ and the development
 * shop's into dev/build/, each built whole in a staging folder beside it
 * (build.next/, dev/build.next/) and then swapped in, so a shop serving
 * build/ meanwhile (`npm start`, or the browser tests of another `npm test`)
 * never sees a half-built folder, and a script no longer built does not
 * linger. `npm start` runs the same steps (BUILD_STEPS), one line each.
 *
 * After the product's webpack build, scripts/i18n-map.mjs makes the
 * translation maps (build/i18n-map.json, build/i18n-messages.json) from its
 * record of the scripts (build/scripts.json) and the catalogue.
 *
 * The webpack configurations write to the staging folders when
 * WC_STRIPE_STAGING is set, and straight into build/ otherwise (a single
 * handle built by hand updates the build in place).
 */
const { existsSync, renameSync, rmSync } = require( 'fs' );
const { spawnSync } = require( 'child_process' );
const path = require( 'path' );

const root = path.resolve( __dirname, '..' );
const bin = ( name ) => path.join( root, 'node_modules', '.bin', name );

/** Each built folder and where it is built first. */
const FOLDERS = [ 'build', 'dev/build' ].map( ( folder ) => ( {
	final: path.join( root, folder ),
	staging: path.join( root, `${ folder }.next` ),
} ) );

/**
 * Empties the staging folders: what is built there is built whole.
 *
 * @param {Array<{staging: string}>} folders The folders to build.
 */
function prepare( folders = FOLDERS ) {
	for ( const { staging } of folders ) {
		rmSync( staging, { recursive: true, force: true } );
	}
}

/**
 * Each staging folder takes its folder's place: the old one steps aside and
 * the new one is renamed in, two renames with nothing built in between.
 *
 * @param {Array<{final: string, staging: string}>} folders The built folders.
 */
function swap( folders = FOLDERS ) {
	for ( const { final, staging } of folders ) {
		if ( ! existsSync( staging ) ) {
			throw new Error( `${ staging } was not built` );
		}
		const old = `${ final }.old`;
		rmSync( old, { recursive: true, force: true } );
		if ( existsSync( final ) ) {
			renameSync( final, old );
		}
		renameSync( staging, final );
		rmSync( old, { recursive: true, force: true } );
	}
}

const staged = { ...process.env, WC_STRIPE_STAGING: '1' };
const script = ( name ) => [ process.execPath, [ __filename, name ] ];

/** [ label, command, args, env ] for each step. */
const BUILD_STEPS = [
	[ 'Preparing the build', ...script( 'prepare' ), process.env ],
	[
		'Building the product scripts (build/)',
		bin( 'wp-scripts' ),
		[ 'build', '--config', 'webpack.config.js' ],
		staged,
	],
	[
		'Listing what each script can show, for translations (build/i18n-*.json)',
		process.execPath,
		[ path.join( __dirname, 'i18n-map.mjs' ) ],
		staged,
	],
	[
		'Building the shop’s pages (dev/build/)',
		bin( 'webpack' ),
		[ '--config', 'dev/webpack.config.js', '--mode', 'production' ],
		staged,
	],
	[ 'Putting the new build in place', ...script( 'swap' ), process.env ],
];

module.exports = { BUILD_STEPS, FOLDERS, prepare, swap };

if ( require.main === module ) {
	const task = process.argv[ 2 ];
	if ( task === 'prepare' ) {
		prepare();
	} else if ( task === 'swap' ) {
		swap();
	} else {
		for ( const [ label, command, args, env ] of BUILD_STEPS ) {
			console.log( `▶ ${ label }` );
			const run = spawnSync( command, args, {
				cwd: root,
				env,
				stdio: 'inherit',
			} );
			if ( run.status !== 0 ) {
				console.error( `${ label } failed.` );
				process.exit( run.status || 1 );
			}
		}
	}
}
