import { toLineItems } from '../../../../assets/js/core/amounts/line-items';
import { linesAddingUpTo } from '../../../../assets/js/core/amounts/display-items';

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

describe( 'The sheet’s lines add up to its total, or the sheet shows the total alone', () => {
	it( 'lines that add up to more or to less than the charge are all dropped', () => {
		expect(
			linesAddingUpTo( [ { name: 'A', amount: 600 } ], 500 )
		).toEqual( [] );
		expect(
			linesAddingUpTo( [ { name: 'A', amount: 400 } ], 500 )
		).toEqual( [] );
		expect(
			linesAddingUpTo( [ { name: 'A', amount: 500 } ], 500 )
		).toEqual( [ { name: 'A', amount: 500 } ] );
	} );
} );
