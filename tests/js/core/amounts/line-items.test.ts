import { toLineItems } from '../../../../assets/js/core/amounts/line-items';
import { lineItemsFromTotals } from '../../../../assets/js/core/amounts/total-items';
import { linesWithinTotal } from '../../../../assets/js/core/amounts/display-items';

describe( "The gateway's { label, amount } lines become Stripe's { name, amount }", () => {
	it( 'renames, keeps amounts, and makes a positive discount negative', () => {
		expect(
			toLineItems( [
				{ label: 'Beanie (x2)', amount: 3600 },
				{ key: 'total_discount', label: 'Discount', amount: 360 },
				{ key: 'total_discount', label: 'Discount', amount: -10 },
				{ name: 'Already named', amount: '5' },
			] )
		).toEqual( [
			{ name: 'Beanie (x2)', amount: 3600 },
			{ name: 'Discount', amount: -360 },
			{ name: 'Discount', amount: -10 },
			{ name: 'Already named', amount: 5 },
		] );
	} );

	it( 'anything else is left out', () => {
		expect(
			toLineItems( [
				null,
				'x',
				{ label: 3, amount: 1 },
				{ label: 'A' },
			] )
		).toEqual( [] );
		expect( toLineItems( 'junk' ) ).toEqual( [] );
	} );
} );

describe( "The block checkout's total items become the sheet's lines", () => {
	const items = [
		{ key: 'total_items', label: 'Subtotal:', value: 3600 },
		{ key: 'total_fees', label: 'Fees:', value: 0 },
		{ key: 'total_discount', label: 'Discount:', value: 360 },
		{ key: 'total_tax', label: 'Taxes:', value: 374 },
		{ key: 'total_shipping', label: 'Shipping:', value: 500 },
	];

	it( 'names without the colon, empty lines left out, discount negative', () => {
		expect( lineItemsFromTotals( items, 4114, 2, 2 ) ).toEqual( [
			{ name: 'Subtotal', amount: 3600 },
			{ name: 'Discount', amount: -360 },
			{ name: 'Taxes', amount: 374 },
			{ name: 'Shipping', amount: 500 },
		] );
	} );

	it( 'rescaled from the currency’s minor unit to the configured decimals', () => {
		expect(
			lineItemsFromTotals(
				[ { key: 'total_items', label: 'Subtotal:', value: 1500 } ],
				150000,
				0,
				2
			)
		).toEqual( [ { name: 'Subtotal', amount: 150000 } ] );
	} );

	it( 'totals check: lines adding up to more than the charge are dropped', () => {
		expect( lineItemsFromTotals( items, 1000, 2, 2 ) ).toEqual( [] );
		expect(
			linesWithinTotal( [ { name: 'A', amount: 600 } ], 500 )
		).toEqual( [] );
		expect(
			linesWithinTotal( [ { name: 'A', amount: 500 } ], 500 )
		).toEqual( [ { name: 'A', amount: 500 } ] );
	} );
} );
