import { createShippingHandlers } from '../../../../assets/js/core/express/shipping-handlers';

function event( extra: Record< string, unknown > = {} ) {
	return {
		resolve: jest.fn(),
		reject: jest.fn(),
		...extra,
	} as any;
}

const success = {
	ok: true as const,
	data: {
		result: 'success',
		shipping_options: [
			{ id: 'flat_rate:1', displayName: 'Flat rate', amount: 500 },
			{ id: 'free_shipping:2', displayName: 'Free shipping', amount: 0 },
		],
		displayItems: [
			{ label: 'Beanie', amount: 5400 },
			{ label: 'Tax', amount: 486 },
			{ key: 'total_discount', label: 'Discount', amount: 540 },
		],
		total: { amount: 5346 },
	},
};

function handlers( answer: unknown, extra: Record< string, unknown > = {} ) {
	const api = {
		getShippingOptions: jest.fn( async () => answer as any ),
		updateShippingMethod: jest.fn( async () => answer as any ),
	};
	const updateAmount = jest.fn();
	return {
		api,
		updateAmount,
		...createShippingHandlers( {
			api,
			isProductPage: true,
			updateAmount,
			...extra,
		} ),
	};
}

describe( 'A shipping address change asks get_shipping_options with every address line', () => {
	it( 'sends the names and lines the wallet gave', async () => {
		const { api, onShippingAddressChange } = handlers( success );
		await onShippingAddressChange(
			event( {
				name: 'Mary Ann Smith',
				address: {
					line1: '10 Downing Street',
					line2: 'Flat 2',
					city: 'London',
					state: '',
					postal_code: 'SW1A',
					country: 'GB',
				},
			} )
		);
		expect( api.getShippingOptions ).toHaveBeenCalledWith(
			{
				first_name: 'Mary',
				last_name: 'Ann Smith',
				company: '',
				address: '10 Downing Street',
				address_2: 'Flat 2',
				city: 'London',
				state: '',
				postcode: 'SW1A',
				country: 'GB',
			},
			true
		);
	} );

	it( 'success: new rates, lines (discount negative) and the amount updated', async () => {
		const { updateAmount, onShippingAddressChange } = handlers( success );
		const change = event( {
			name: 'Jane',
			address: { city: 'B', state: '', postal_code: '1', country: 'DE' },
		} );
		await onShippingAddressChange( change );
		expect( updateAmount ).toHaveBeenCalledWith( 5346 );
		expect( change.resolve ).toHaveBeenCalledWith( {
			shippingRates: [
				{ id: 'flat_rate:1', displayName: 'Flat rate', amount: 500 },
				{
					id: 'free_shipping:2',
					displayName: 'Free shipping',
					amount: 0,
				},
			],
			lineItems: [
				{ name: 'Beanie', amount: 5400 },
				{ name: 'Tax', amount: 486 },
				{ name: 'Discount', amount: -540 },
			],
		} );
		expect( change.reject ).not.toHaveBeenCalled();
	} );

	it( 'no shipping to that address: the change is rejected', async () => {
		const { updateAmount, onShippingAddressChange } = handlers( {
			ok: true,
			data: { result: 'invalid_shipping_address' },
		} );
		const change = event( { name: '', address: { country: 'AQ' } } );
		await onShippingAddressChange( change );
		expect( change.reject ).toHaveBeenCalled();
		expect( change.resolve ).not.toHaveBeenCalled();
		expect( updateAmount ).not.toHaveBeenCalled();
	} );

	it( 'a failed request or a thrown error rejects too', async () => {
		const failed = handlers( { ok: false, message: 'timeout' } );
		const change = event( { name: '', address: {} } );
		await failed.onShippingAddressChange( change );
		expect( change.reject ).toHaveBeenCalled();

		const api = {
			getShippingOptions: jest.fn( async () => {
				throw new Error( 'boom' );
			} ),
			updateShippingMethod: jest.fn(),
		};
		const thrown = event( { name: '', address: {} } );
		await createShippingHandlers( {
			api: api as any,
			isProductPage: false,
			updateAmount: jest.fn(),
		} ).onShippingAddressChange( thrown );
		expect( thrown.reject ).toHaveBeenCalled();
	} );

	it( 'waits for the cart to hold the product first', async () => {
		const order: string[] = [];
		let release = () => {};
		const ready = new Promise< boolean >( ( resolve ) => {
			release = () => {
				order.push( 'cart ready' );
				resolve( true );
			};
		} );
		const { api, onShippingAddressChange } = handlers( success, {
			cartReady: () => ready,
		} );
		api.getShippingOptions.mockImplementation( async () => {
			order.push( 'quote' );
			return success;
		} );
		const pending = onShippingAddressChange(
			event( { name: '', address: {} } )
		);
		await Promise.resolve();
		expect( api.getShippingOptions ).not.toHaveBeenCalled();
		release();
		await pending;
		expect( order ).toEqual( [ 'cart ready', 'quote' ] );
	} );

	it( 'totals check: lines adding up to more or less than the total are dropped', async () => {
		const { onShippingAddressChange } = handlers( {
			ok: true,
			data: {
				...success.data,
				displayItems: [ { label: 'Beanie', amount: 9000 } ],
				total: { amount: 5000 },
			},
		} );
		const change = event( { name: '', address: {} } );
		await onShippingAddressChange( change );
		expect( change.resolve.mock.calls[ 0 ][ 0 ].lineItems ).toEqual( [] );
		const { onShippingAddressChange: short } = handlers( {
			ok: true,
			data: {
				...success.data,
				displayItems: [ { label: 'Beanie', amount: 4000 } ],
				total: { amount: 5000 },
			},
		} );
		const second = event( { name: '', address: {} } );
		await short( second );
		expect( second.resolve.mock.calls[ 0 ][ 0 ].lineItems ).toEqual( [] );
	} );
} );

describe( 'A shipping rate change calls update_shipping_method with the rate', () => {
	it( 'sends [rate id], updates the amount, resolves with the lines only', async () => {
		const { api, updateAmount, onShippingRateChange } = handlers( success );
		const change = event( {
			shippingRate: {
				id: 'free_shipping:2',
				displayName: 'Free shipping',
				amount: 0,
			},
		} );
		await onShippingRateChange( change );
		expect( api.updateShippingMethod ).toHaveBeenCalledWith(
			[ 'free_shipping:2' ],
			true
		);
		expect( updateAmount ).toHaveBeenCalledWith( 5346 );
		expect( change.resolve ).toHaveBeenCalledWith( {
			lineItems: [
				{ name: 'Beanie', amount: 5400 },
				{ name: 'Tax', amount: 486 },
				{ name: 'Discount', amount: -540 },
			],
		} );
	} );

	it( 'a refused rate is rejected', async () => {
		const { onShippingRateChange } = handlers( {
			ok: true,
			data: { result: 'fail' },
		} );
		const change = event( {
			shippingRate: { id: 'x', displayName: 'X', amount: 1 },
		} );
		await onShippingRateChange( change );
		expect( change.reject ).toHaveBeenCalled();
	} );
} );

describe( 'An offer the shop cannot keep: no product in the cart, no quote', () => {
	it( 'the product never reached the cart: the address change is refused, nothing is quoted', async () => {
		const notReady = jest.fn();
		const { api, updateAmount, onShippingAddressChange } = handlers(
			success,
			{ cartReady: async () => false, notReady }
		);
		const change = event( { name: '', address: { country: 'DE' } } );
		await onShippingAddressChange( change );
		expect( notReady ).toHaveBeenCalled();
		expect( api.getShippingOptions ).not.toHaveBeenCalled();
		expect( updateAmount ).not.toHaveBeenCalled();
		expect( change.reject ).toHaveBeenCalled();
		expect( change.resolve ).not.toHaveBeenCalled();
	} );

	it( 'the same for a rate change', async () => {
		const { api, onShippingRateChange } = handlers( success, {
			cartReady: async () => false,
		} );
		const change = event( {
			shippingRate: { id: 'flat_rate:1', displayName: 'F', amount: 5 },
		} );
		await onShippingRateChange( change );
		expect( api.updateShippingMethod ).not.toHaveBeenCalled();
		expect( change.reject ).toHaveBeenCalled();
	} );
} );

describe( 'A page’s own cart quotes instead of the gateway ("buy now")', () => {
	const sheet = {
		amount: 2530,
		currency: 'eur',
		lineItems: [ { name: 'Beanie', amount: 1800 } ],
		requestShipping: true,
		shippingRates: [
			{ id: 'flat_rate:1', displayName: 'Flat', amount: 500 },
		],
	};

	it( 'the address goes to the page’s cart as a Store API address; its sheet answers', async () => {
		const quotes = {
			address: jest.fn( async () => sheet ),
			rate: jest.fn( async () => sheet ),
		};
		const { api, updateAmount, onShippingAddressChange } = handlers(
			success,
			{ quotes }
		);
		const change = event( {
			name: 'Mary Smith',
			address: { city: 'Berlin', postal_code: '10117', country: 'DE' },
		} );
		await onShippingAddressChange( change );
		expect( api.getShippingOptions ).not.toHaveBeenCalled();
		expect( quotes.address ).toHaveBeenCalledWith(
			expect.objectContaining( {
				first_name: 'Mary',
				last_name: 'Smith',
				city: 'Berlin',
				postcode: '10117',
				country: 'DE',
			} )
		);
		expect( updateAmount ).toHaveBeenCalledWith( 2530 );
		expect( change.resolve ).toHaveBeenCalledWith( {
			lineItems: sheet.lineItems,
			shippingRates: sheet.shippingRates,
		} );
	} );

	it( 'an address the cart has no rate for is refused', async () => {
		const { onShippingAddressChange } = handlers( success, {
			quotes: {
				address: async () => ( { ...sheet, shippingRates: [] } ),
				rate: async () => sheet,
			},
		} );
		const change = event( { name: '', address: { country: 'AQ' } } );
		await onShippingAddressChange( change );
		expect( change.reject ).toHaveBeenCalled();
	} );

	it( 'a rate goes to the page’s cart; the sheet gets its lines', async () => {
		const quotes = {
			address: jest.fn(),
			rate: jest.fn( async () => sheet ),
		};
		const { onShippingRateChange } = handlers( success, { quotes } );
		const change = event( {
			shippingRate: { id: 'flat_rate:1', displayName: 'F', amount: 5 },
		} );
		await onShippingRateChange( change );
		expect( quotes.rate ).toHaveBeenCalledWith( 'flat_rate:1' );
		expect( change.resolve ).toHaveBeenCalledWith( {
			lineItems: sheet.lineItems,
		} );
	} );
} );
