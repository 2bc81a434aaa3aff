/**
 * `npm run i18n:json`: each languages/*.po → one JED 1.x JSON per bundle,
 * named as WordPress's load_script_textdomain() looks for it:
 * `{domain}-{locale}-{md5 of the script's path relative to the plugin}.json`,
 * holding only the messages referenced from that bundle's sources.
 */
import { createHash } from 'crypto';
import { readdirSync, readFileSync, writeFileSync } from 'fs';
import path from 'path';
import { createRequire } from 'module';
import { po } from 'gettext-parser';

const require = createRequire( import.meta.url );
const { bundleSources } = require( './bundle-sources.js' );

const root = path.resolve( path.dirname( new URL( import.meta.url ).pathname ), '..' );
const languages = path.join( root, 'languages' );
const DOMAIN = 'woocommerce-gateway-stripe';

function referencedFiles( entry ) {
	const references = entry.comments?.reference || '';
	return references
		.split( /\s+/ )
		.filter( Boolean )
		.map( ( reference ) => reference.replace( /:\d+$/, '' ) );
}

export function jedFor( catalogue, sources, scriptPath ) {
	const headers = catalogue.headers;
	const messages = {
		'': {
			domain: 'messages',
			lang: headers.Language || headers.language,
			'plural-forms': headers[ 'Plural-Forms' ] || 'nplurals=2; plural=(n != 1);',
		},
	};
	for ( const [ context, entries ] of Object.entries( catalogue.translations ) ) {
		for ( const [ id, entry ] of Object.entries( entries ) ) {
			if ( ! id || ! entry.msgstr.some( Boolean ) ) {
				continue;
			}
			if ( ! referencedFiles( entry ).some( ( file ) => sources.includes( file ) ) ) {
				continue;
			}
			messages[ context ? `${ context }\u0004${ id }` : id ] = entry.msgstr;
		}
	}
	return {
		'translation-revision-date': headers[ 'PO-Revision-Date' ] || '',
		generator: 'woocommerce-gateway-stripe i18n-json',
		source: scriptPath,
		domain: 'messages',
		locale_data: { messages },
	};
}

export function jsonFileName( locale, scriptPath ) {
	const hash = createHash( 'md5' ).update( scriptPath ).digest( 'hex' );
	return `${ DOMAIN }-${ locale }-${ hash }.json`;
}

function main() {
	const bundles = bundleSources();
	for ( const file of readdirSync( languages ).filter( ( name ) => name.endsWith( '.po' ) ) ) {
		const locale = file.slice( DOMAIN.length + 1, -'.po'.length );
		const catalogue = po.parse( readFileSync( path.join( languages, file ) ) );
		for ( const [ bundle, sources ] of Object.entries( bundles ) ) {
			const scriptPath = `build/${ bundle }.js`;
			const jed = jedFor( catalogue, sources, scriptPath );
			const count = Object.keys( jed.locale_data.messages ).length - 1;
			if ( count === 0 ) {
				// Nothing to translate in this bundle: WordPress needs no file.
				continue;
			}
			const name = jsonFileName( locale, scriptPath );
			writeFileSync( path.join( languages, name ), JSON.stringify( jed, null, '\t' ) + '\n' );
			console.log( `${ name } (${ scriptPath }): ${ count } messages` );
		}
	}
}

if ( process.argv[ 1 ] && path.resolve( process.argv[ 1 ] ) === path.resolve( new URL( import.meta.url ).pathname ) ) {
	main();
}
