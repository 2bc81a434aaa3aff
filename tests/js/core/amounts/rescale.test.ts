import { parseMoney, rescaleAmount } from '../../../../assets/js/core/amounts';

describe( "Amounts rescale between currency minor unit and currency_decimals (SPEC §9; without them, WooCommerce's own decimals)", () => {
	it( 'keeps amounts when the minor unit equals the decimals', () => {
		expect( rescaleAmount( 1050, 2 ) ).toBe( 1050 );
	} );
	it( "without printed decimals an amount keeps the store currency's minor unit: ¥18 stays 18", () => {
		expect( rescaleAmount( 18, 0 ) ).toBe( 18 );
		expect( rescaleAmount( 18, 0, null ) ).toBe( 18 );
		expect( rescaleAmount( 1800, 2, null ) ).toBe( 1800 );
	} );
	it( 'scales a zero-decimal currency up to 2 decimals when the page says 2', () => {
		expect( rescaleAmount( 105, 0, 2 ) ).toBe( 10500 );
	} );
	it( 'scales 3 decimals down to 2, rounding', () => {
		expect( rescaleAmount( 10505, 3, 2 ) ).toBe( 1051 );
	} );
	it( 'treats non-finite amounts as 0', () => {
		expect( rescaleAmount( Number.NaN, 2 ) ).toBe( 0 );
	} );
	it( 'reads Store API money strings; anything else is 0', () => {
		expect( parseMoney( '2530' ) ).toBe( 2530 );
		expect( parseMoney( '-100' ) ).toBe( -100 );
		expect( parseMoney( '25.30' ) ).toBe( 0 );
		expect( parseMoney( null ) ).toBe( 0 );
		expect( parseMoney( 12 ) ).toBe( 12 );
	} );
} );
