/**
 * @jest-environment node
 */
/**
 * The build's list of the messages each handle can show
 * (build/i18n-messages.json, scripts/i18n-map.mjs), which the plugin's PHP
 * and the development shop read to give a handle the gateway pack's
 * translations: the same messages as the handle's German JSON (German is
 * complete), its lazily loaded chunks' included, each as its gettext key.
 */
import { spawnSync } from 'child_process';
import { readFileSync, readdirSync } from 'fs';
import path from 'path';

const root = path.resolve( __dirname, '../../..' );
const DOMAIN = 'woocommerce-gateway-stripe';

const list: { messages: string[]; handles: Record< string, number[] > } =
	JSON.parse(
		readFileSync( path.join( root, 'build', 'i18n-messages.json' ), 'utf8' )
	);

/** Each German JSON's script → its message keys. */
function germanKeys(): Record< string, string[] > {
	const keys: Record< string, string[] > = {};
	const languages = path.join( root, 'languages' );
	for ( const name of readdirSync( languages ) ) {
		if ( name.startsWith( `${ DOMAIN }-de_DE-` ) ) {
			const json = JSON.parse(
				readFileSync( path.join( languages, name ), 'utf8' )
			);
			keys[ json.source ] = Object.keys(
				json.locale_data.messages
			).filter( Boolean );
		}
	}
	return keys;
}

describe( 'build/i18n-messages.json', () => {
	it( 'lists for each handle the messages of its German JSON, no more, no fewer', () => {
		const german = germanKeys();
		expect( Object.keys( list.handles ).sort() ).toEqual(
			Object.keys( german )
				.map( ( script ) =>
					script.replace( /^build\/(.*)\.js$/, 'wc-stripe-$1' )
				)
				.sort()
		);
		for ( const [ handle, indexes ] of Object.entries( list.handles ) ) {
			const script = handle.replace( /^wc-stripe-(.*)$/, 'build/$1.js' );
			expect(
				indexes
					.map(
						( index ) => list.messages[ index ].split( '\0' )[ 0 ]
					)
					.sort()
			).toEqual( german[ script ].sort() );
		}
	} );

	it( 'holds a lazily loaded chunk’s messages for the handle that loads it', () => {
		const cart = list.handles[ 'wc-stripe-cart' ].map(
			( index ) => list.messages[ index ]
		);
		expect( cart ).toContain(
			'An error occurred while connecting to the server. Please try again.'
		);
	} );

	it( 'writes a message with a context and a plural as its gettext key', () => {
		const run = spawnSync(
			process.execPath,
			[
				'--input-type=module',
				'-e',
				`import { messageKey } from './scripts/i18n-map.mjs';
				process.stdout.write( JSON.stringify( [
					messageKey( { msgid: 'Tax' } ),
					messageKey( { msgctxt: 'order status', msgid: 'Pending' } ),
					messageKey( { msgctxt: 'cart', msgid: '%d item', msgid_plural: '%d items' } ),
				] ) );`,
			],
			{ cwd: root, encoding: 'utf8' }
		);
		expect( run.stderr ).toBe( '' );
		expect( JSON.parse( run.stdout ) ).toEqual( [
			'Tax',
			'order status\u0004Pending',
			'cart\u0004%d item\u0000%d items',
		] );
	} );
} );
