/**
 * Our JavaScript per page before the shopper acts, gzip -9, within the
 * page's fixed budget: every file of ours the page fetches until the network
 * is idle, its scripts and the chunks they load by themselves (the same
 * measurement `npm run bench` prints, from scripts/page-weight.js).
 */
import { expect, test } from '@playwright/test';
const { PAGES, measurePage } = require( '../../scripts/page-weight' );

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
			) }`,
		} );
		expect( weight.gzip ).toBeLessThanOrEqual( target.budget );
	} );
}
