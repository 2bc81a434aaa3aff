/**
 * @jest-environment node
 */
/**
 * The shipped German translation: complete against the catalogue, and loaded
 * the way WordPress loads script translations it turns shopper messages into
 * German.
 */
import { readFileSync, readdirSync } from 'fs';
import path from 'path';
import { setLocaleData, resetLocaleData } from '@wordpress/i18n';
import { networkErrorMessage } from '../../../assets/js/core/messages/network';
import { poBlocks } from './po-text';
import { mapProviderError } from '../../../assets/js/core/messages/map-provider-error';

const languages = path.resolve( __dirname, '../../../languages' );
const DOMAIN = 'woocommerce-gateway-stripe';

const msgids = ( text: string ) =>
	poBlocks( text ).map( ( block ) => block.msgid );

describe( 'German translation (de_DE)', () => {
	afterEach( () => resetLocaleData( undefined, DOMAIN ) );

	it( 'translates every message of the catalogue', () => {
		const pot = readFileSync(
			path.join( languages, `${ DOMAIN }.pot` ),
			'utf8'
		);
		const po = readFileSync(
			path.join( languages, `${ DOMAIN }-de_DE.po` ),
			'utf8'
		);
		const untranslated = po
			.split( /\n\n/ )
			.slice( 1 )
			.filter( ( block ) => /msgstr ""\s*$/.test( block ) );
		expect( untranslated ).toEqual( [] );
		expect( msgids( po ).sort() ).toEqual( msgids( pot ).sort() );
	} );

	/** The German JSON WordPress loads for one of our scripts. */
	function germanFor( script: string ) {
		const file = readdirSync( languages ).find(
			( name ) =>
				name.startsWith( `${ DOMAIN }-de_DE-` ) &&
				JSON.parse(
					readFileSync( path.join( languages, name ), 'utf8' )
				).source === script
		);
		expect( file ).toBeDefined();
		return JSON.parse(
			readFileSync( path.join( languages, file as string ), 'utf8' )
		).locale_data.messages;
	}

	it( 'is loaded from the JSON of the block checkout page’s scripts and shows German text', () => {
		// The block checkout page's one script carries the transport (with
		// the network messages) and the payment methods' messages.
		setLocaleData( germanFor( 'build/block-checkout.js' ), DOMAIN );
		expect( networkErrorMessage( 'timeout' ) ).toBe(
			'Bei der Verbindung mit dem Server ist eine Zeitüberschreitung aufgetreten. Bitte versuche es erneut.'
		);
		expect(
			mapProviderError( { type: 'card_error', code: 'card_declined' } )
		).toBe( 'Die Karte wurde abgelehnt.' );
	} );

	it( 'tells the gateway’s per-code text, printed in its English source (no German pack of the gateway), in German', () => {
		// Pay for order with an empty card form: Stripe's validation error,
		// and the gateway's text for its code in the page's params.
		setLocaleData( germanFor( 'build/order-pay.js' ), DOMAIN );
		const configured = {
			incomplete_number: 'The card number is incomplete.',
		};
		expect(
			mapProviderError(
				{
					type: 'validation_error',
					code: 'incomplete_number',
					message: 'Your card number is incomplete.',
				},
				{ configured }
			)
		).toBe( 'Die Kartennummer ist unvollständig.' );
		// A store's own text, or the gateway's German, stays as printed.
		expect(
			mapProviderError(
				{ type: 'card_error', code: 'card_declined' },
				{ configured: { card_declined: 'Bitte eine andere Karte.' } }
			)
		).toBe( 'Bitte eine andere Karte.' );
	} );

	it( 'names each JSON file by the md5 of the script path, as WordPress loads it', () => {
		// md5('build/block-checkout.js')
		const crypto = jest.requireActual( 'crypto' );
		const hash = crypto
			.createHash( 'md5' )
			.update( 'build/block-checkout.js' )
			.digest( 'hex' );
		expect( readdirSync( languages ) ).toContain(
			`${ DOMAIN }-de_DE-${ hash }.json`
		);
	} );
} );

describe( 'Translation JSON follows the .po files', () => {
	it( 'npm run i18n:json would write nothing new', () => {
		const { spawnSync } = require( 'child_process' );
		const run = spawnSync(
			process.execPath,
			[ 'scripts/i18n-json.mjs', '--check' ],
			{
				cwd: path.resolve( __dirname, '../../..' ),
				encoding: 'utf8',
			}
		);
		expect( run.stderr ).toBe( '' );
		expect( run.status ).toBe( 0 );
	} );
} );
