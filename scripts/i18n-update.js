/**
 * `npm run i18n`: after changing messages, bring every translation file up to
 * date in one go: extract the catalogue, merge it into each languages/*.po
 * (gettext's msgmerge keeps existing translations and marks changed ones
 * fuzzy), check each file, and write the per-script JSON from the current
 * build. New or fuzzy messages still need a translator; the German test
 * fails until they have one.
 */
const { spawnSync } = require( 'child_process' );
const { readdirSync } = require( 'fs' );
const path = require( 'path' );

const root = path.resolve( __dirname, '..' );
const languages = path.join( root, 'languages' );
const POT = path.join( languages, 'woocommerce-gateway-stripe.pot' );

function run( command, args ) {
	const result = spawnSync( command, args, { cwd: root, stdio: 'inherit' } );
	if ( result.status !== 0 ) {
		process.exit( result.status || 1 );
	}
}

run( process.execPath, [ 'scripts/makepot.js' ] );
for ( const file of readdirSync( languages ).filter( ( name ) =>
	name.endsWith( '.po' )
) ) {
	const po = path.join( languages, file );
	run( 'msgmerge', [ '--quiet', '--update', '--backup=none', po, POT ] );
	run( 'msgfmt', [ '-c', '-o', '/dev/null', po ] );
}
run( process.execPath, [ 'scripts/i18n-json.mjs' ] );
