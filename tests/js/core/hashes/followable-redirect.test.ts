/**
 * After a successful checkout the browser goes to the shop's redirect: a
 * bare `#…` hash stays on the page for the gateway; only http(s) addresses
 * are followed.
 */
import { followableRedirect } from '../../../../assets/js/core/hashes/followable-redirect';

const base = 'https://shop.test/checkout/';

describe( 'The redirect address after a successful checkout', () => {
	it( 'keeps a bare hash as it is, so the page handles it', () => {
		expect(
			followableRedirect(
				'#wc-stripe-confirm-pi:1:pi_1_secret_2:n',
				base
			)
		).toBe( '#wc-stripe-confirm-pi:1:pi_1_secret_2:n' );
	} );

	it( 'follows absolute and relative http(s) addresses, also other hosts (a gateway page)', () => {
		expect(
			followableRedirect( '/checkout/order-received/5/?key=k', base )
		).toBe( 'https://shop.test/checkout/order-received/5/?key=k' );
		expect( followableRedirect( 'https://pay.example/go', base ) ).toBe(
			'https://pay.example/go'
		);
	} );

	it( 'never follows a script URL or nothing', () => {
		expect( followableRedirect( 'javascript:alert(1)', base ) ).toBeNull();
		expect( followableRedirect( ' JavaScript:alert(1)', base ) ).toBeNull();
		expect( followableRedirect( 'data:text/html,x', base ) ).toBeNull();
		expect( followableRedirect( '', base ) ).toBeNull();
		expect( followableRedirect( undefined, base ) ).toBeNull();
	} );
} );
