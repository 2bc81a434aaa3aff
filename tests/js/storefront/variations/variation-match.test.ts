/**
 * WooCommerce's variation matching and purchasability.
 */
import {
	isPurchasable,
	matchingVariation,
	parseVariations,
} from '../../../../assets/js/storefront/variations/variation-match';

const VARIATIONS = parseVariations(
	JSON.stringify( [
		{
			variation_id: 1,
			attributes: { attribute_color: 'Blue', attribute_size: '' },
		},
		{
			variation_id: 2,
			attributes: { attribute_color: 'Red', attribute_size: 'S' },
			is_in_stock: false,
		},
		{
			variation_id: 3,
			attributes: { attribute_color: 'Red', attribute_size: 'M' },
		},
		{ nonsense: true },
	] )
);

describe( 'Matching the chosen attributes to a variation', () => {
	it( 'ignores entries that are not variations', () => {
		expect(
			VARIATIONS.map( ( variation ) => variation.variation_id )
		).toEqual( [ 1, 2, 3 ] );
		expect( parseVariations( 'not json' ) ).toEqual( [] );
		expect( parseVariations( null ) ).toEqual( [] );
	} );

	it( 'an empty attribute on the variation means any value', () => {
		expect(
			matchingVariation( VARIATIONS, {
				attribute_color: 'Blue',
				attribute_size: 'M',
			} )?.variation_id
		).toBe( 1 );
	} );

	it( 'every other attribute must equal the chosen value', () => {
		expect(
			matchingVariation( VARIATIONS, {
				attribute_color: 'Red',
				attribute_size: 'M',
			} )?.variation_id
		).toBe( 3 );
		expect(
			matchingVariation( VARIATIONS, {
				attribute_color: 'Green',
				attribute_size: 'M',
			} )
		).toBeNull();
	} );

	it( 'purchasable only when purchasable, in stock and visible', () => {
		expect( isPurchasable( VARIATIONS[ 0 ] ) ).toBe( true );
		expect( isPurchasable( VARIATIONS[ 1 ] ) ).toBe( false );
		expect(
			isPurchasable( { ...VARIATIONS[ 0 ], variation_is_visible: false } )
		).toBe( false );
		expect(
			isPurchasable( { ...VARIATIONS[ 0 ], is_purchasable: false } )
		).toBe( false );
	} );
} );
