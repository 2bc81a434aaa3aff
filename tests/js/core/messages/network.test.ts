import { networkErrorMessage } from '../../../../assets/js/core/messages/network';

describe( 'Network errors (SPEC §8): timeout, abort and other each have their own message', () => {
	it( "timeout → 'A timeout occurred while connecting to the server. Please try again.'", () => {
		expect( networkErrorMessage( 'timeout' ) ).toBe(
			'A timeout occurred while connecting to the server. Please try again.'
		);
	} );
	it( "abort → 'The connection to the server was aborted. Please try again.'", () => {
		expect( networkErrorMessage( 'abort' ) ).toBe(
			'The connection to the server was aborted. Please try again.'
		);
	} );
	it( "other → 'An error occurred while connecting to the server. Please try again.'", () => {
		expect( networkErrorMessage( 'other' ) ).toBe(
			'An error occurred while connecting to the server. Please try again.'
		);
	} );
	it( 'the three texts differ (the incumbent could only ever show the last)', () => {
		expect(
			new Set(
				[ 'timeout', 'abort', 'other' ].map( ( kind ) =>
					networkErrorMessage( kind as never )
				)
			).size
		).toBe( 3 );
	} );
} );
