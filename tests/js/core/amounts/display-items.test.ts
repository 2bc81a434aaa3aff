import {
	buildDisplayItems,
	cartChargeAmount,
} from '../../../../assets/js/core/amounts';

function cart(
	totals: Record< string, string | number >,
	items = [
		{ name: 'Beanie', quantity: 2, totals: { line_subtotal: '3600' } },
	]
) {
	return {
		items,
		totals: {
			total_price: '0',
			currency_minor_unit: 2,
			currency_code: 'EUR',
			...totals,
		},
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
			cart( {
				total_price: '4000',
				total_refund: '1000',
				total_tax: '400',
			} )
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

	it( "each of the cart's fees is a line of its own", () => {
		const items = buildDisplayItems( {
			...cart( { total_price: '3850' } ),
			fees: [ { name: 'Gift wrap', totals: { total: '250' } } ],
		} );
		expect( items ).toEqual( [
			{ name: 'Beanie (× 2)', amount: 3600 },
			{ name: 'Gift wrap', amount: 250 },
		] );
	} );
} );

describe( "Every amount is in Stripe's units, whatever the store's price decimals (issue 44)", () => {
	it( 'a Hungarian store showing whole forints: 18 000 Ft is 1 800 000', () => {
		const huf = {
			items: [
				{
					name: 'Beanie',
					quantity: 1,
					totals: { line_subtotal: '18000' },
				},
			],
			totals: {
				total_price: '18000',
				currency_minor_unit: 0,
				currency_code: 'HUF',
			},
		};
		expect( cartChargeAmount( huf ) ).toBe( 1800000 );
		expect( buildDisplayItems( huf ) ).toEqual( [
			{ name: 'Beanie', amount: 1800000 },
		] );
	} );

	it( 'a yen store showing two decimals: ¥18.00 is 18', () => {
		const jpy = {
			items: [
				{
					name: 'Beanie',
					quantity: 1,
					totals: { line_subtotal: '1800' },
				},
			],
			totals: {
				total_price: '1980',
				total_tax: '180',
				currency_minor_unit: 2,
				currency_code: 'JPY',
			},
		};
		expect( cartChargeAmount( jpy ) ).toBe( 19 );
		expect( buildDisplayItems( jpy ) ).toEqual( [
			{ name: 'Beanie', amount: 18 },
			{ name: 'Tax', amount: 1 },
		] );
	} );
} );

describe( 'The lines add up to what is charged, or the sheet shows the total alone', () => {
	it( 'drops every line when total minus refund is lower than their sum (SPEC §5)', () => {
		expect(
			buildDisplayItems(
				cart( { total_price: '4000', total_refund: '1000' } )
			)
		).toEqual( [] );
	} );

	it( 'drops every line when the digits Stripe does not count leave them short of the total', () => {
		// ¥18.50 twice: each line is 18, the total of ¥37.00 is 37.
		const jpy = {
			items: [
				{ name: 'A', quantity: 1, totals: { line_subtotal: '1850' } },
				{ name: 'B', quantity: 1, totals: { line_subtotal: '1850' } },
			],
			totals: {
				total_price: '3700',
				currency_minor_unit: 2,
				currency_code: 'JPY',
			},
		};
		expect( cartChargeAmount( jpy ) ).toBe( 37 );
		expect( buildDisplayItems( jpy ) ).toEqual( [] );
	} );
} );
