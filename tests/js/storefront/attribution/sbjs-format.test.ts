/**
 * sourcebuster's value format: pairs joined by |||, URI-encoded as a whole
 * (! ~ * ' ( ) too), each value decoded once more on reading.
 */
import {
	decodeValue,
	encodeValue,
	pack,
	unpack,
} from '../../../../assets/js/storefront/attribution/sbjs-format';

describe( 'sourcebuster’s cookie value format', () => {
	it( 'joins alias=value pairs with |||', () => {
		expect(
			pack( [
				[ 'typ', 'utm' ],
				[ 'vst', 2 ],
			] )
		).toBe( 'typ=utm|||vst=2' );
	} );

	it( "encodes ! ~ * ' ( ) as well as what encodeURIComponent does", () => {
		expect( encodeValue( "src=(direct)|||x=it's ok!~*" ) ).toBe(
			'src%3D%28direct%29%7C%7C%7Cx%3Dit%27s%20ok%21%7E%2A'
		);
		expect( decodeValue( encodeValue( "(a)'b!" ) ) ).toBe( "(a)'b!" );
	} );

	it( 'reads pairs, keeping = inside values and decoding each value', () => {
		expect(
			unpack( 'ep=https://shop.example/?a=1&b=2|||cmp=spring%20sale' )
		).toEqual( {
			ep: 'https://shop.example/?a=1&b=2',
			cmp: 'spring sale',
		} );
		expect( unpack( null ) ).toEqual( {} );
	} );

	it( 'a value that cannot be decoded reads as empty', () => {
		expect( decodeValue( '%E0%A4%A' ) ).toBe( '' );
	} );
} );
