import { normalizeButtonOptions } from '../../../../assets/js/core/settings/button-options';

describe( 'Express button options (SPEC §5, §9)', () => {
	it.each( [
		[ '30', 40 ],
		[ 70, 55 ],
		[ '50', 50 ],
		[ undefined, 48 ],
		[ 'tall', 48 ],
	] )(
		'height %p → %p (clamped 40 to 55, default 48)',
		( height, expected ) => {
			expect( normalizeButtonOptions( { height } ).height ).toBe(
				expected
			);
		}
	);
	it( 'radius defaults to 4 px', () => {
		expect( normalizeButtonOptions( {} ).radius ).toBe( 4 );
		expect( normalizeButtonOptions( { radius: '8' } ).radius ).toBe( 8 );
	} );
	it( 'type default plain else the setting, or buy', () => {
		expect( normalizeButtonOptions( { type: 'default' } ).type ).toBe(
			'plain'
		);
		expect( normalizeButtonOptions( {} ).type ).toBe( 'plain' );
		expect( normalizeButtonOptions( { type: 'buy' } ).type ).toBe( 'buy' );
		expect( normalizeButtonOptions( { type: 'book' } ).type ).toBe(
			'book'
		);
		expect( normalizeButtonOptions( { type: 'fancy' } ).type ).toBe(
			'buy'
		);
	} );
	it( 'themes dark, light, light-outline (default dark)', () => {
		expect(
			normalizeButtonOptions( { theme: 'light-outline' } ).theme
		).toBe( 'light-outline' );
		expect( normalizeButtonOptions( { theme: 'neon' } ).theme ).toBe(
			'dark'
		);
	} );
	it( 'malformed input gives the defaults', () => {
		expect( normalizeButtonOptions( 'x' ) ).toEqual( {
			height: 48,
			radius: 4,
			type: 'plain',
			theme: 'dark',
		} );
	} );
} );
