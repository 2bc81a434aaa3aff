/**
 * @jest-environment node
 */
/**
 * The built scripts (npm test builds before the unit tests): one per kind of
 * page, WordPress/WooCommerce packages and React
 * left to WordPress. Per-page checks are in pages.test.ts.
 */
import { existsSync, readFileSync } from 'fs';
import path from 'path';

const build = path.resolve( __dirname, '../../../build' );
/** Every script the build made (one per handle). */
const BUNDLES = Object.keys(
	JSON.parse( readFileSync( path.join( build, 'scripts.json' ), 'utf8' ) )
).map( ( file ) => file.replace( /\.js$/, '' ) );

function read( name: string ): Buffer {
	const file = path.join( build, name );
	if ( ! existsSync( file ) ) {
		throw new Error( `${ name } is missing: run npm run build first` );
	}
	return readFileSync( file );
}

describe( 'Bundles', () => {
	it.each( BUNDLES )( '%s.js is built with its asset file', ( name ) => {
		expect( read( `${ name }.js` ).length ).toBeGreaterThan( 0 );
		expect( read( `${ name }.asset.php` ).toString() ).toMatch(
			/^<\?php return array\('dependencies' => array\(/
		);
	} );

	it( 'the block checkout bundle depends on the WordPress and WooCommerce handles instead of bundling them', () => {
		const asset = read( 'block-checkout.asset.php' ).toString();
		for ( const handle of [
			'wc-blocks-registry',
			'wc-settings',
			'wp-data',
			'wp-element',
			'wp-i18n',
			'react-jsx-runtime',
		] ) {
			expect( asset ).toContain( `'${ handle }'` );
		}
	} );

	it.each( BUNDLES )(
		'%s.js contains no copy of React or a WordPress package',
		( name ) => {
			const code = read( `${ name }.js` ).toString();
			expect( code ).not.toMatch(
				/react\.production|__CLIENT_INTERNALS|__SECRET_INTERNALS/
			);
			expect( code ).not.toContain( 'createReduxStore(' + 'e' );
			// The Stripe.js script is loaded only when a method needs it.
			expect( code ).not.toContain( 'js.stripe.com/v3"' + ')' );
		}
	);

	it.each( BUNDLES )(
		'%s.js carries no async-module runtime (scripts reach code loaded later through loaders, not imports)',
		( name ) => {
			expect( read( `${ name }.js` ).toString() ).not.toContain(
				'webpack queues'
			);
		}
	);
} );
