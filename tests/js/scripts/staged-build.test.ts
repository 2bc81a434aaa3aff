/**
 * @jest-environment node
 */
/**
 * `npm run build` builds whole in staging folders and swaps them in, so a
 * shop serving build/ meanwhile never sees a half-built folder (a second
 * `npm start`, or another `npm test`'s browser tests).
 */
import {
	existsSync,
	mkdirSync,
	mkdtempSync,
	readdirSync,
	writeFileSync,
} from 'fs';
import { tmpdir } from 'os';
import path from 'path';

const {
	BUILD_STEPS,
	FOLDERS,
	prepare,
	swap,
} = require( '../../../scripts/build' );

function folders() {
	const root = mkdtempSync( path.join( tmpdir(), 'staged-build-' ) );
	const final = path.join( root, 'build' );
	const staging = path.join( root, 'build.next' );
	mkdirSync( final );
	writeFileSync( path.join( final, 'gone.js' ), 'old' );
	writeFileSync( path.join( final, 'shop.js' ), 'old' );
	return { root, final, staging };
}

describe( 'A build is swapped in whole', () => {
	it( 'the webpack builds write to the staging folders while npm run build runs them', () => {
		const builds = BUILD_STEPS.filter( ( [ label ]: [ string ] ) =>
			label.startsWith( 'Building' )
		);
		expect( builds ).toHaveLength( 2 );
		for ( const [ , , , env ] of builds ) {
			expect( env.WC_STRIPE_STAGING ).toBe( '1' );
		}
		expect(
			FOLDERS.map( ( { staging }: { staging: string } ) =>
				path.basename( staging )
			)
		).toEqual( [ 'build.next', 'build.next' ] );
	} );

	it( 'while staged, every webpack build of the product and of the shop writes inside a staging folder', () => {
		const root = path.resolve( __dirname, '../../..' );
		const outputs: string[] = [];
		jest.isolateModules( () => {
			process.env.WC_STRIPE_STAGING = '1';
			try {
				for ( const config of [
					...require( '../../../webpack.config.js' ),
					...[].concat( require( '../../../dev/webpack.config.js' ) ),
				] ) {
					outputs.push( config.output.path );
				}
			} finally {
				delete process.env.WC_STRIPE_STAGING;
			}
		} );
		expect( outputs.length ).toBeGreaterThan( 10 );
		for ( const output of outputs ) {
			expect( [
				path.join( root, 'build.next' ),
				path.join( root, 'dev/build.next' ),
			] ).toContain( output.replace( /(build\.next)\/.*$/, '$1' ) );
		}
	} );

	it( 'until the swap, build/ holds the whole old build; after it, exactly the new one', () => {
		const { root, final, staging } = folders();
		prepare( [ { final, staging } ] );
		mkdirSync( staging );
		writeFileSync( path.join( staging, 'shop.js' ), 'new' );
		expect( readdirSync( final ).sort() ).toEqual( [
			'gone.js',
			'shop.js',
		] );
		swap( [ { final, staging } ] );
		expect( readdirSync( final ) ).toEqual( [ 'shop.js' ] );
		expect( readdirSync( root ) ).toEqual( [ 'build' ] );
	} );

	it( 'a staging folder that was not built is an error, and the old build stays', () => {
		const { final, staging } = folders();
		expect( () => swap( [ { final, staging } ] ) ).toThrow(
			/was not built/
		);
		expect( existsSync( path.join( final, 'shop.js' ) ) ).toBe( true );
	} );
} );
