/**
 * Empties build/ and dev/build/ before `npm run build`: several webpack builds write there,
 * so none of them may clean it, and a script that is no longer built must
 * not linger beside the new ones.
 */
const { rmSync } = require( 'fs' );
const path = require( 'path' );

for ( const folder of [ '../build', '../dev/build' ] ) {
	rmSync( path.resolve( __dirname, folder ), {
		recursive: true,
		force: true,
	} );
}
