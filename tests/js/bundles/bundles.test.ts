/**
 * @jest-environment node
 */
/**
 * The built bundles (npm test builds before the unit tests): one per kind of
 * page, WordPress/WooCommerce packages and React left to WordPress, and the
 * block checkout page within its byte budget.
 */
import { existsSync, readFileSync } from 'fs';
import path from 'path';
import { gzipSync } from 'zlib';

const build = path.resolve( __dirname, '../../../build' );
const BUNDLES = [
	'blocks-checkout',
	'classic-checkout',
	'express-checkout',
	'storefront',
];

/** Issue budget: the block checkout page loads at most 35 KB gzip of our JavaScript. */
const BLOCK_CHECKOUT_BUDGET_GZIP = 35 * 1024;

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
		const asset = read( 'blocks-checkout.asset.php' ).toString();
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

	it( `the block checkout page loads at most ${ BLOCK_CHECKOUT_BUDGET_GZIP } bytes (gzip -9) of our JavaScript`, () => {
		const bytes = [ 'blocks-checkout.js', 'storefront.js' ].reduce(
			( sum, name ) =>
				sum + gzipSync( read( name ), { level: 9 } ).length,
			0
		);
		expect( bytes ).toBeLessThanOrEqual( BLOCK_CHECKOUT_BUDGET_GZIP );
	} );
} );
