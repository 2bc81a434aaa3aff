/**
 * The block checkout's wallet sheet states its lines one way at every step:
 * the lines the tap shows are the lines the first shipping quote shows for
 * the same cart. (They were WooCommerce's total items, "Subtotal / Taxes",
 * until the gateway's quote replaced them with its own, "Beanie / Tax":
 * which one the shopper saw depended on whether the quote was back yet.)
 */
import { setSettings } from '../../doubles/wc-settings';
import { rawExpressData } from '../../fixtures/express-data';

const mockApi = {
	nonces: () => ( { wpRest: 'r', wcStoreApi: 'd' } ),
	getShippingOptions: jest.fn(),
	updateShippingMethod: jest.fn(),
};

jest.mock( '../../../../assets/js/core/api/express-api', () => ( {
	createExpressApi: () => mockApi,
} ) );

import { createBlockSession } from '../../../../assets/js/blocks/express/sheet';

/** WooCommerce's props for a Beanie shipped flat rate, 10 % tax. */
const props = () => ( {
	billing: {
		cartTotal: { value: 2530 },
		cartTotalItems: [
			{ key: 'total_items', label: 'Subtotal:', value: 1800 },
			{ key: 'total_fees', label: 'Fees:', value: 0 },
			{ key: 'total_discount', label: 'Discount:', value: 0 },
			{ key: 'total_tax', label: 'Taxes:', value: 230 },
			{ key: 'total_shipping', label: 'Shipping:', value: 500 },
		],
		currency: { code: 'EUR', minorUnit: 2 },
	},
	cartData: {
		cartItems: [
			{ name: 'Beanie', quantity: 1, totals: { line_subtotal: '1800' } },
		],
	},
	shippingData: {
		needsShipping: true,
		shippingRates: [
			{
				shipping_rates: [
					{
						rate_id: 'flat_rate:1',
						name: 'Flat rate',
						price: '500',
						selected: true,
					},
				],
			},
		],
	},
	onClick: jest.fn(),
	onClose: jest.fn(),
	onError: jest.fn(),
} );

/** The gateway's quote for the same cart, in its own words. */
const quote = ( displayItems: unknown[] ) => ( {
	ok: true,
	data: {
		result: 'success',
		displayItems,
		total: { label: 'Total', amount: 2530, pending: false },
		shipping_options: [
			{ id: 'flat_rate:1', displayName: 'Flat rate', amount: 500 },
		],
	},
} );

function session() {
	return createBlockSession( {
		stripe: {} as never,
		elements: { update: jest.fn() } as never,
		wallet: 'googlePay',
		props: props as never,
		status: jest.fn(),
	} );
}

async function linesOfClick( live: ReturnType< typeof session > ) {
	const resolve = jest.fn();
	await live.onClick( {
		expressPaymentType: 'google_pay',
		resolve,
		reject: jest.fn(),
	} as never );
	expect( resolve ).toHaveBeenCalledTimes( 1 );
	return resolve.mock.calls[ 0 ][ 0 ].lineItems;
}

async function linesOfAddressChange( live: ReturnType< typeof session > ) {
	const resolve = jest.fn();
	await live.onShippingAddressChange( {
		name: 'Erika Mustermann',
		address: {
			city: 'Berlin',
			state: '',
			postal_code: '10117',
			country: 'DE',
		},
		resolve,
		reject: jest.fn(),
	} as never );
	expect( resolve ).toHaveBeenCalledTimes( 1 );
	return resolve.mock.calls[ 0 ][ 0 ].lineItems;
}

const SAME_LINES = [
	{ name: 'Beanie', amount: 1800 },
	{ name: 'Tax', amount: 230 },
	{ name: 'Shipping', amount: 500 },
];

describe( 'The block checkout wallet sheet’s lines', () => {
	beforeEach( () => {
		setSettings( { stripe_express_checkout_data: rawExpressData() } );
		window.localStorage.clear();
	} );

	it( 'are the same when the shopper taps and once the first quote is back, whatever the gateway calls its lines', async () => {
		for ( const gatewayLines of [
			// The gateway itemizing the cart…
			[
				{ label: 'Beanie', amount: 1800 },
				{ label: 'Tax', amount: 230 },
				{ key: 'total_shipping', label: 'Shipping', amount: 500 },
			],
			// …or not (its default), in other words.
			[
				{ label: 'Subtotal', amount: 1800 },
				{ label: 'Taxes', amount: 230 },
				{ key: 'total_shipping', label: 'Shipping', amount: 500 },
			],
		] ) {
			mockApi.getShippingOptions.mockResolvedValueOnce(
				quote( gatewayLines )
			);
			const live = session();
			expect( await linesOfClick( live ) ).toEqual( SAME_LINES );
			expect( await linesOfAddressChange( live ) ).toEqual( SAME_LINES );
		}
	} );

	it( 'follow the quote’s amounts: a dearer shipping and its tax', async () => {
		mockApi.getShippingOptions.mockResolvedValueOnce( {
			ok: true,
			data: {
				result: 'success',
				displayItems: [
					{ label: 'Subtotal', amount: 1800 },
					{ label: 'Tax', amount: 280 },
					{ key: 'total_shipping', label: 'Shipping', amount: 1000 },
				],
				total: { amount: 3080 },
				shipping_options: [
					{ id: 'flat_rate:9', displayName: 'Express', amount: 1000 },
				],
			},
		} );
		expect( await linesOfAddressChange( session() ) ).toEqual( [
			{ name: 'Beanie', amount: 1800 },
			{ name: 'Tax', amount: 280 },
			{ name: 'Shipping', amount: 1000 },
		] );
	} );
} );
