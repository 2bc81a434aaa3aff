import { sheetFromCart } from '../../../../assets/js/core/express/cart-sheet';
import { sheetFromPrinted } from '../../../../assets/js/core/express/sheet-data';

const cart = {
	items: [
		{ name: 'Beanie', quantity: 3, totals: { line_subtotal: '5400' } },
	],
	needs_shipping: true,
	items_count: 3,
	totals: {
		total_price: '5940',
		total_tax: '540',
		total_shipping: '0',
		total_discount: '0',
		currency_code: 'EUR',
		currency_minor_unit: 2,
	},
	shipping_rates: [
		{
			shipping_rates: [
				{ rate_id: 'flat_rate:1', name: 'Flat rate', price: '500' },
				{
					rate_id: 'free_shipping:2',
					name: 'Free shipping',
					price: '0',
					selected: true,
				},
			],
		},
	],
};

describe( 'The sheet from the Store API cart', () => {
	it( 'charge, lines, shipping, and the chosen rate first', () => {
		expect( sheetFromCart( cart, 2 ) ).toEqual( {
			amount: 5940,
			currency: 'eur',
			lineItems: [
				{ name: 'Beanie (× 3)', amount: 5400 },
				{ name: 'Tax', amount: 540 },
			],
			requestShipping: true,
			shippingRates: [
				{
					id: 'free_shipping:2',
					displayName: 'Free shipping',
					amount: 0,
				},
				{ id: 'flat_rate:1', displayName: 'Flat rate', amount: 500 },
			],
		} );
	} );

	it( 'the charge is the total minus any refund', () => {
		expect(
			sheetFromCart(
				{
					...cart,
					totals: { ...cart.totals, total_refund: '940' },
				},
				2
			).amount
		).toBe( 5000 );
	} );

	it( 'a cart that does not ship asks for no address', () => {
		expect(
			sheetFromCart( { ...cart, needs_shipping: false }, 2 )
				.requestShipping
		).toBe( false );
	} );
} );

describe( 'The sheet from what the page printed', () => {
	it( 'maps total, lines, shipping and options', () => {
		expect(
			sheetFromPrinted( {
				total: 1800,
				displayItems: [ { name: 'Beanie', amount: 1800 } ],
				requestShipping: true,
				currency: 'eur',
				shippingOptions: [
					{ id: 'pending', displayName: 'Pending', amount: 0 },
				],
				validVariationSelected: true,
			} )
		).toEqual( {
			amount: 1800,
			currency: 'eur',
			lineItems: [ { name: 'Beanie', amount: 1800 } ],
			requestShipping: true,
			shippingRates: [
				{ id: 'pending', displayName: 'Pending', amount: 0 },
			],
		} );
	} );
} );
