import { clearReturnHash } from '../../../../assets/js/core/hashes';

describe( 'Return hashes are removed from the address after reading (SPEC §2)', () => {
	it( 'replaces the address with path and query only', () => {
		const replaceState = jest.fn();
		clearReturnHash(
			{
				pathname: '/checkout/',
				search: '?a=1',
				hash: '#wc-stripe-confirm-pi:1:x:y',
			},
			{ replaceState, state: null }
		);
		expect( replaceState ).toHaveBeenCalledWith(
			null,
			'',
			'/checkout/?a=1'
		);
	} );

	it( 'leaves an address without a hash alone', () => {
		const replaceState = jest.fn();
		clearReturnHash(
			{ pathname: '/checkout/', search: '', hash: '' },
			{ replaceState, state: null }
		);
		expect( replaceState ).not.toHaveBeenCalled();
	} );
} );
