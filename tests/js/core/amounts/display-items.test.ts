import {
	buildDisplayItems,
	lineItemsFitTotal,
} from '../../../../assets/js/core/amounts';

function cart(
	totals: Record< string, string | number >,
	items = [
		{ name: 'Beanie', quantity: 2, totals: { line_subtotal: '3600' } },
	]
) {
	return {
		items,
		totals: { total_price: '0', currency_minor_unit: 2, ...totals },
	};
}

describe( 'Display items named name and amount as Stripe lineItems require: Tax, Shipping, Discount (negative), Refund (negative); default quantity 1 (SPEC §3, §9)', () => {
	it( 'lists lines then the extra lines with their signs', () => {
		expect(
			buildDisplayItems(
				cart( {
					total_price: '4180',
					total_tax: '380',
					total_shipping: '500',
					total_discount: '300',
				} )
			)
		).toEqual( [
			{ name: 'Beanie (× 2)', amount: 3600 },
			{ name: 'Tax', amount: 380 },
			{ name: 'Shipping', amount: 500 },
			{ name: 'Discount', amount: -300 },
		] );
	} );

	it( 'shows the refund as a negative line', () => {
		const items = buildDisplayItems(
			cart( { total_price: '5000', total_refund: '1000' } )
		);
		expect( items ).toContainEqual( { name: 'Refund', amount: -1000 } );
	} );

	it( 'a line without a quantity counts as one', () => {
		const items = buildDisplayItems(
			cart( { total_price: '1800' }, [
				{ name: 'Beanie', totals: { line_subtotal: '1800' } } as never,
			] )
		);
		expect( items[ 0 ] ).toEqual( { name: 'Beanie', amount: 1800 } );
	} );

	it( 'rescales to the configured decimals', () => {
		const items = buildDisplayItems(
			{
				items: [
					{
						name: 'Tea',
						quantity: 1,
						totals: { line_subtotal: '500' },
					},
				],
				totals: { total_price: '500', currency_minor_unit: 0 },
			},
			2
		);
		expect( items[ 0 ].amount ).toBe( 50000 );
	} );
} );

describe( 'Totals check: if total minus refund is lower than the sum of line items, line items are dropped (SPEC §5)', () => {
	it( 'keeps lines that fit the total', () => {
		expect( lineItemsFitTotal( 3600, 4000, 0 ) ).toBe( true );
	} );
	it( 'drops lines when total minus refund is lower than their sum', () => {
		expect( lineItemsFitTotal( 3600, 4000, 1000 ) ).toBe( false );
		const items = buildDisplayItems(
			cart( { total_price: '4000', total_refund: '1000' } )
		);
		expect( items.map( ( item ) => item.name ) ).toEqual( [ 'Refund' ] );
	} );
} );
