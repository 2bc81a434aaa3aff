/**
 * Which tab the address opens.
 */
import { tabFromAddress } from '../../../../assets/js/storefront/product/tab-rules';

const URL = 'https://shop.example/product/beanie/';

describe( 'The tab the address opens', () => {
	it.each( [
		[ '#reviews', URL ],
		[ '#tab-reviews', URL ],
		[ '#comment-12', URL ],
		[ '', URL + 'comment-page-2/' ],
		[ '', URL + '?cpage=2' ],
	] )( 'Reviews for hash "%s" at %s', ( hash, href ) => {
		expect( tabFromAddress( hash, href + hash ) ).toBe( 'reviews' );
	} );

	it( 'Additional information for #tab-additional_information', () => {
		expect(
			tabFromAddress(
				'#tab-additional_information',
				URL + '#tab-additional_information'
			)
		).toBe( 'additional_information' );
	} );

	it.each( [ '', '#tab-description', '#reviewsx', '#top' ] )(
		'otherwise the first tab (hash "%s")',
		( hash ) => {
			expect( tabFromAddress( hash, URL + hash ) ).toBeNull();
		}
	);
} );
