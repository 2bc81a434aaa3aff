/**
 * Where WordPress's REST API is and who the shopper is to it, as WordPress
 * tells every script: the discovery link's root and the REST nonce that
 * `wp-api-fetch`'s middleware holds. No key of the gateway's is needed.
 */
import {
	restNonce,
	restRoot,
	restUrl,
} from '../../../../assets/js/core/api/rest-api';

/** WordPress's `wp` global, where the `wp-api-fetch` handle puts apiFetch. */
type WithWp = {
	wp?: { apiFetch?: { nonceMiddleware?: { nonce: string } } };
};

afterEach( () => {
	document.head.innerHTML = '';
	delete ( window as unknown as WithWp ).wp;
} );

describe( 'The REST root comes from the discovery link WordPress prints in the head', () => {
	it( 'is the link’s address', () => {
		document.head.innerHTML =
			'<link rel="https://api.w.org/" href="https://shop.test/blog/wp-json/">';
		expect( restRoot() ).toBe( 'https://shop.test/blog/wp-json/' );
	} );

	it( 'is /wp-json/ on a page without the link', () => {
		expect( restRoot() ).toBe( '/wp-json/' );
	} );
} );

describe( 'A route joins the root as apiFetch’s root middleware joins it', () => {
	it( 'pretty permalinks: the route follows the root', () => {
		expect(
			restUrl(
				'/wc/store/v1/checkout/12?key=k',
				'https://s.test/wp-json/'
			)
		).toBe( 'https://s.test/wp-json/wc/store/v1/checkout/12?key=k' );
	} );

	it( 'plain permalinks: the route goes in rest_route, its query after &', () => {
		expect(
			restUrl(
				'/wc/store/v1/checkout/12?key=k',
				'https://s.test/?rest_route=/'
			)
		).toBe( 'https://s.test/?rest_route=/wc/store/v1/checkout/12&key=k' );
	} );
} );

describe( 'The REST nonce is the one wp-api-fetch’s nonce middleware holds', () => {
	it( 'reads it from wp.apiFetch.nonceMiddleware', () => {
		( window as unknown as WithWp ).wp = {
			apiFetch: { nonceMiddleware: { nonce: 'abc123' } },
		};
		expect( restNonce() ).toBe( 'abc123' );
	} );

	it( 'is empty on a page without wp-api-fetch’s middleware', () => {
		expect( restNonce() ).toBe( '' );
		( window as unknown as WithWp ).wp = { apiFetch: {} };
		expect( restNonce() ).toBe( '' );
	} );
} );
