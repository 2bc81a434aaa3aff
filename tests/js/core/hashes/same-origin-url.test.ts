import { sameOriginUrl } from '../../../../assets/js/core/hashes';

const ORIGIN = 'https://shop.test';

describe( 'Return urls accepted only if same origin (SPEC §5)', () => {
	it.each( [
		[
			'/checkout/order-received/1/',
			'https://shop.test/checkout/order-received/1/',
		],
		[ 'https://shop.test/x?y=1', 'https://shop.test/x?y=1' ],
	] )( 'accepts %s', ( url, expected ) => {
		expect( sameOriginUrl( url, ORIGIN ) ).toBe( expected );
	} );

	it.each( [
		'https://evil.test/',
		'//evil.test/path',
		'/\\evil.test',
		'javascript:alert(1)',
		'data:text/html,hi',
		'http://shop.test/',
		'https://shop.test:8443/',
		'',
		'   ',
		42,
		null,
	] )( 'refuses %p', ( url ) => {
		expect( sameOriginUrl( url, ORIGIN ) ).toBeNull();
	} );
} );
