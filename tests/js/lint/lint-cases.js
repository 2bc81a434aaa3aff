/**
 * Lints small modules as if they stood at given paths, with the project's
 * ESLint configuration and the ESLint that `wp-scripts lint-js` runs. A child
 * process, because ESLint loads its configuration by dynamic import, which
 * jest's module sandbox does not allow. Reads `[ [ filePath, code ], … ]` as
 * JSON on stdin; writes each case's messages as JSON on stdout.
 */
const path = require( 'path' );

const root = path.resolve( __dirname, '../../..' );
const { ESLint } = require(
	require.resolve( 'eslint', {
		paths: [ require.resolve( '@wordpress/scripts/package.json' ) ],
	} )
);

let input = '';
process.stdin.on( 'data', ( chunk ) => ( input += chunk ) );
process.stdin.on( 'end', async () => {
	const eslint = new ESLint( { cwd: root } );
	const results = [];
	for ( const [ filePath, code ] of JSON.parse( input ) ) {
		const [ result ] = await eslint.lintText( code, {
			filePath: path.join( root, filePath ),
		} );
		results.push(
			result.messages.map( ( { ruleId, message } ) => ( {
				ruleId,
				message,
			} ) )
		);
	}
	process.stdout.write( JSON.stringify( results ) );
} );
