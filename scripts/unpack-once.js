/**
 * Unpacking WordPress for the PHP tests once, not on every run: a folder of
 * .cache/ is made anew only when the zips it comes from changed (their
 * sizes, noted in the folder's `.unpacked-from`), as after an update of
 * WordPress Playground's builds package.
 */
const {
	existsSync,
	mkdirSync,
	readFileSync,
	rmSync,
	statSync,
	writeFileSync,
} = require( 'fs' );
const path = require( 'path' );

/**
 * @param {string}   dir  The folder to fill.
 * @param {string[]} zips The zips it is unpacked from.
 * @param {Function} fill Unpacks them into the emptied folder.
 */
function unpackOnce( dir, zips, fill ) {
	const stamp = zips.map( ( file ) => statSync( file ).size ).join( ' ' );
	const marker = path.join( dir, '.unpacked-from' );
	if ( existsSync( marker ) && readFileSync( marker, 'utf8' ) === stamp ) {
		return;
	}
	rmSync( dir, { recursive: true, force: true } );
	mkdirSync( dir, { recursive: true } );
	fill();
	writeFileSync( marker, stamp );
}

module.exports = { unpackOnce };
