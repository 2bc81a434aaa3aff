/**
 * `npm run i18n:json`: each languages/*.po → one JED 1.x JSON per script,
 * named as WordPress's load_script_textdomain() looks for it:
 * `{domain}-{locale}-{md5 of the script's path relative to the plugin}.json`,
 * holding only the messages referenced from the sources that script carries.
 * Which sources each script carries comes from the build's record
 * (build/scripts.json, the same as the build's build/i18n-map.json, which
 * WP-CLI's `make-json --use-map` reads); a script's chunks are its own, and
 * WordPress loads translations per handle, so their messages are in the
 * script's file.
 */
import { createHash } from 'crypto';
import { existsSync, readdirSync, readFileSync, unlinkSync, writeFileSync } from 'fs';
import path from 'path';
import { po } from 'gettext-parser';
import { referencedFiles } from './i18n-map.mjs';

const root = path.resolve( path.dirname( new URL( import.meta.url ).pathname ), '..' );
const MANIFEST = path.join( root, 'build', 'scripts.json' );

/** script name (without .js) → the source files it carries, chunks included. */
function scriptSources() {
	if ( ! existsSync( MANIFEST ) ) {
		throw new Error( 'build/scripts.json is missing: run npm run build first.' );
	}
	return Object.fromEntries(
		Object.entries( JSON.parse( readFileSync( MANIFEST, 'utf8' ) ) ).map( ( [ file, script ] ) => [
			file.replace( /\.js$/, '' ),
			[ ...script.modules, ...script.lazyModules ],
		] )
	);
}

const languages = path.join( root, 'languages' );
const DOMAIN = 'woocommerce-gateway-stripe';

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

/**
 * With --check, write nothing and exit 1 when a JSON file is stale, or left
 * from a script the build no longer makes (otherwise such files are removed).
 */
function main( check = false ) {
	const bundles = scriptSources();
	const stale = [];
	for ( const file of readdirSync( languages ).filter( ( name ) => name.endsWith( '.po' ) ) ) {
		const locale = file.slice( DOMAIN.length + 1, -'.po'.length );
		const current = new Set(
			Object.keys( bundles ).map( ( bundle ) => jsonFileName( locale, `build/${ bundle }.js` ) )
		);
		for ( const orphan of readdirSync( languages ).filter(
			( name ) => name.startsWith( `${ DOMAIN }-${ locale }-` ) && name.endsWith( '.json' ) && ! current.has( name )
		) ) {
			if ( check ) {
				stale.push( orphan );
			} else {
				unlinkSync( path.join( languages, orphan ) );
				console.log( `${ orphan }: removed (no such script any more)` );
			}
		}
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
			const file = path.join( languages, name );
			const text = JSON.stringify( jed, null, '\t' ) + '\n';
			if ( check ) {
				if ( ! existsSync( file ) || readFileSync( file, 'utf8' ) !== text ) {
					stale.push( name );
				}
				continue;
			}
			writeFileSync( file, text );
			console.log( `${ name } (${ scriptPath }): ${ count } messages` );
		}
	}
	if ( stale.length ) {
		console.error( `Stale translation JSON (run npm run i18n:json): ${ stale.join( ', ' ) }` );
		process.exitCode = 1;
	}
}

if ( process.argv[ 1 ] && path.resolve( process.argv[ 1 ] ) === path.resolve( new URL( import.meta.url ).pathname ) ) {
	main( process.argv.includes( '--check' ) );
}
