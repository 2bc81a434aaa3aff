/**
 * `npm run makepot`: extract languages/woocommerce-gateway-stripe.pot from the
 * sources with @wordpress/babel-plugin-makepot, in its own Babel run. The
 * header is fixed and entries are sorted by their first reference, so an
 * unchanged source tree gives a byte-identical catalogue (the freshness test
 * compares against the committed file).
 */
const { spawnSync } = require( 'child_process' );
const { mkdtempSync, readFileSync, writeFileSync, rmSync } = require( 'fs' );
const os = require( 'os' );
const path = require( 'path' );

const root = path.resolve( __dirname, '..' );
const CATALOGUE = path.join( root, 'languages', 'woocommerce-gateway-stripe.pot' );

const HEADER = `# Translation catalogue of the WooCommerce Stripe Gateway front end.
# This file is distributed under the GPL-3.0-or-later.
msgid ""
msgstr ""
"Project-Id-Version: WooCommerce Stripe Gateway front end\\n"
"Report-Msgid-Bugs-To: https://wordpress.org/support/plugin/woocommerce-gateway-stripe\\n"
"MIME-Version: 1.0\\n"
"Content-Type: text/plain; charset=UTF-8\\n"
"Content-Transfer-Encoding: 8bit\\n"
"X-Generator: babel-plugin-makepot\\n"
"X-Domain: woocommerce-gateway-stripe\\n"
`;

function referenceKey( block ) {
	const match = /^#: (\S+?):(\d+)/m.exec( block );
	return match ? [ match[ 1 ], Number( match[ 2 ] ) ] : [ '', 0 ];
}

/** Extracts the catalogue and returns its text. */
function extract() {
	const dir = mkdtempSync( path.join( os.tmpdir(), 'makepot-' ) );
	const output = path.join( dir, 'extracted.pot' );
	try {
		const run = spawnSync(
			process.execPath,
			[
				require.resolve( '@babel/cli/bin/babel.js' ),
				'--config-file',
				path.join( root, 'babel.makepot.config.js' ),
				'assets/js',
				'--extensions',
				'.ts,.tsx',
				'--out-file',
				os.devNull,
			],
			{
				cwd: root,
				env: { ...process.env, MAKEPOT_OUTPUT: output, BABEL_DISABLE_CACHE: '1' },
				encoding: 'utf8',
			}
		);
		if ( run.status !== 0 ) {
			throw new Error( `Extraction failed:\n${ run.stderr }` );
		}
		const blocks = readFileSync( output, 'utf8' )
			.split( /\n\s*\n/ )
			.map( ( block ) => block.trim() )
			.filter( ( block ) => block && ! block.startsWith( 'msgid ""' ) );
		blocks.sort( ( a, b ) => {
			const [ fileA, lineA ] = referenceKey( a );
			const [ fileB, lineB ] = referenceKey( b );
			return fileA === fileB ? lineA - lineB : fileA.localeCompare( fileB );
		} );
		return `${ HEADER }\n${ blocks.join( '\n\n' ) }\n`;
	} finally {
		rmSync( dir, { recursive: true, force: true } );
	}
}

module.exports = { extract, CATALOGUE };

if ( require.main === module ) {
	writeFileSync( CATALOGUE, extract() );
	console.log( `Wrote ${ path.relative( root, CATALOGUE ) }` );
}
