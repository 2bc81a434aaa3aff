/**
 * Our JavaScript per page before the shopper acts, gzip -9, within the
 * page's fixed budget: every file of ours the page fetches until the network
 * is idle, its scripts and the chunks they load by themselves (the same
 * measurement `npm run bench` prints, from scripts/page-weight.js). A page
 * that is not a checkout loads no React and no wp-data or wp-element, as
 * WooCommerce's own storefront pages do not.
 */
import { expect, test } from './fixtures';
import PAGE_HANDLES from '../../assets/js/pages/page-handles.json';
const { PAGES, measurePage } = require( '../../scripts/page-weight' );

/** WordPress's React and data handles: only checkouts may need them. */
const FRAMEWORK = [
	'react',
	'react-dom',
	'react-jsx-runtime',
	'wp-element',
	'wp-data',
];

for ( const target of PAGES ) {
	test( `${ target.name }: at most ${ target.budget } bytes of our JavaScript before the shopper acts`, async ( {
		browser,
		baseURL,
		request,
	} ) => {
		expect( ( await request.post( '/__dev/reset' ) ).ok() ).toBe( true );
		const weight = await measurePage( browser, baseURL, target );
		test.info().annotations.push( {
			type: 'weight',
			description: `${ weight.gzip } B gzip -9 in ${ weight.files.join(
				', '
			) }; WordPress packages: ${ JSON.stringify( weight.wordpress ) }`,
		} );
		// A page known to be over (scripts/page-weight.js OVER_WITH_JQUERY)
		// may not grow further, and once it fits its entry comes off.
		expect( weight.gzip ).toBeLessThanOrEqual(
			target.budget + ( target.over ?? 0 )
		);
		if ( target.over !== undefined ) {
			expect( weight.gzip ).toBeGreaterThan( target.budget );
		}
		// The script it loads is the handle the page map names for it
		// (the rest of what it fetched are its chunks).
		expect(
			weight.files
				.filter( ( file: string ) => /^build\/[^/]+\.js$/.test( file ) )
				.map( ( file: string ) => `wc-stripe-${ file.slice( 6, -3 ) }` )
		).toEqual( [
			PAGE_HANDLES[
				( target.page ?? target.name ) as keyof typeof PAGE_HANDLES
			],
		] );
		if ( ! target.checkout ) {
			expect(
				Object.keys( weight.wordpress ).filter( ( handle ) =>
					FRAMEWORK.includes( handle )
				)
			).toEqual( [] );
		}
	} );
}
