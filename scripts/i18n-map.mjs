/**
 * A build step (`npm run build`, after webpack): what each script can show,
 * for translations, from the build's record of the sources each script
 * carries (build/scripts.json, its own and its lazily loaded chunks') and the
 * catalogue (languages/woocommerce-gateway-stripe.pot, which names the
 * sources of each message):
 *
 * - `build/i18n-map.json`: each source file → the scripts that carry it, the
 *   shape WP-CLI's `wp i18n make-json --use-map` reads; `npm run i18n:json`
 *   makes our JSON from the same map.
 * - `build/i18n-messages.json`: each handle → the messages its code can show,
 *   chunks included, as gettext keys (`context\u0004msgid\u0000plural`):
 *   `{ "messages": [ key, … ], "handles": { "wc-stripe-NAME": [ index, … ] } }`.
 *   The plugin's PHP gives a handle, in a locale we ship no JSON for, the
 *   translations of exactly these messages from the gateway's language pack
 *   (includes/gateway-pack-translations.php); the development shop does the
 *   same (dev/server/wordpress/script-translations.ts).
 *
 * WordPress loads a script's translations per handle, so a chunk's messages
 * belong to the handle's script that loads it.
 */
import { existsSync, readFileSync, writeFileSync } from 'fs';
import path from 'path';
import { po } from 'gettext-parser';

const root = path.resolve( path.dirname( new URL( import.meta.url ).pathname ), '..' );
export const CATALOGUE = path.join( root, 'languages', 'woocommerce-gateway-stripe.pot' );

/** The source files a catalogue entry's references name. */
export function referencedFiles( entry ) {
	return ( entry.comments?.reference || '' )
		.split( /\s+/ )
		.filter( Boolean )
		.map( ( reference ) => reference.replace( /:\d+$/, '' ) );
}

/**
 * Source → scripts (`build/NAME.js`), from the manifest: a script's own
 * modules and its chunks' are its script's.
 *
 * @param {Record<string, {modules: string[], lazyModules: string[]}>} manifest build/scripts.json.
 */
export function i18nMap( manifest ) {
	const map = {};
	for ( const [ file, script ] of Object.entries( manifest ) ) {
		for ( const source of [ ...script.modules, ...script.lazyModules ] ) {
			( map[ source ] ||= [] ).push( `build/${ file }` );
		}
	}
	return Object.fromEntries(
		Object.entries( map )
			.sort( ( [ a ], [ b ] ) => ( a < b ? -1 : a > b ? 1 : 0 ) )
			.map( ( [ source, scripts ] ) => [ source, scripts.sort() ] )
	);
}

/** A catalogue entry's gettext key: the form WordPress's .mo files use. */
export function messageKey( entry ) {
	return (
		( entry.msgctxt ? `${ entry.msgctxt }\u0004` : '' ) +
		entry.msgid +
		( entry.msgid_plural ? `\u0000${ entry.msgid_plural }` : '' )
	);
}

/**
 * Each handle → the indexes, in `messages`, of the catalogue's messages
 * whose sources its script carries.
 *
 * @param {Record<string, {handle: string, modules: string[], lazyModules: string[]}>} manifest build/scripts.json.
 * @param {Object} catalogue The catalogue, parsed by gettext-parser.
 */
export function handleMessages( manifest, catalogue ) {
	const entries = Object.values( catalogue.translations )
		.flatMap( ( byId ) => Object.values( byId ) )
		.filter( ( entry ) => entry.msgid );
	const messages = entries.map( messageKey );
	const handles = {};
	for ( const script of Object.values( manifest ) ) {
		const carried = new Set( [ ...script.modules, ...script.lazyModules ] );
		handles[ script.handle ] = entries.flatMap( ( entry, index ) =>
			referencedFiles( entry ).some( ( file ) => carried.has( file ) ) ? [ index ] : []
		);
	}
	return { messages, handles: Object.fromEntries( Object.entries( handles ).sort() ) };
}

/** The build folder the step writes into: the staging one while staged. */
export function buildFolder() {
	return path.join( root, process.env.WC_STRIPE_STAGING ? 'build.next' : 'build' );
}

function main() {
	const folder = buildFolder();
	const manifestFile = path.join( folder, 'scripts.json' );
	if ( ! existsSync( manifestFile ) ) {
		throw new Error( `${ manifestFile } is missing: the scripts were not built.` );
	}
	const manifest = JSON.parse( readFileSync( manifestFile, 'utf8' ) );
	const write = ( name, value, indent ) =>
		writeFileSync( path.join( folder, name ), JSON.stringify( value, null, indent ) + '\n' );
	write( 'i18n-map.json', i18nMap( manifest ), '\t' );
	// Read by the PHP on every page in a locale we ship no JSON for: one line.
	write( 'i18n-messages.json', handleMessages( manifest, po.parse( readFileSync( CATALOGUE ) ) ) );
}

if ( process.argv[ 1 ] && path.resolve( process.argv[ 1 ] ) === path.resolve( new URL( import.meta.url ).pathname ) ) {
	main();
}
