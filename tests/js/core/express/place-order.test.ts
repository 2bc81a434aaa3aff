import { placeExpressOrder } from '../../../../assets/js/core/express/place-order';
import type { ExpressOrderPayload } from '../../../../assets/js/core/express/order-payload';

const payload: ExpressOrderPayload = {
	billing_address: { first_name: 'Jane', state: 'New York', country: 'US' },
	shipping_address: {
		first_name: 'Jane',
		state: 'New York',
		country: 'US',
		method: [ 'flat_rate:1' ],
	},
	payment_method: 'stripe',
	payment_data: [ { key: 'payment_method', value: 'stripe' } ],
	extensions: {},
	additional_fields: {},
	customer_note: '',
};

const paid = {
	ok: true as const,
	data: {
		order_id: 9,
		status: 'processing',
		payment_result: {
			payment_status: 'success' as const,
			payment_details: [],
			redirect_url: '/checkout/order-received/9/',
		},
	},
};

function deps( overrides: Record< string, unknown > = {} ) {
	let nonces = { wcStoreApi: 'store-1', wcStoreApiExpressCheckout: 'ece-1' };
	const store = {
		checkout: jest.fn( async () => paid as any ),
		payForOrder: jest.fn( async () => paid as any ),
	};
	const api = {
		normalizeAddress: jest.fn( async () => ( {
			ok: true as const,
			data: {
				billing_address: { ...payload.billing_address, state: 'NY' },
				shipping_address: { state: 'NY' },
			},
		} ) ),
		nonces: () => nonces as any,
		refreshNonces: jest.fn( async () => {
			nonces = {
				wcStoreApi: 'store-2',
				wcStoreApiExpressCheckout: 'ece-2',
			};
			return true;
		} ),
	};
	const storeApi = jest.fn( () => store );
	return { store, api, storeApi, payForOrder: null, ...overrides };
}

describe( 'The express order: addresses normalised, then the Store API checkout with the express headers and nonce', () => {
	it( 'normalises both addresses and keeps the shipping method', async () => {
		const d = deps();
		const outcome = await placeExpressOrder( payload, d as any );
		expect( outcome ).toEqual( {
			ok: true,
			redirect: '/checkout/order-received/9/',
		} );
		expect( d.api.normalizeAddress ).toHaveBeenCalledWith(
			payload.billing_address,
			payload.shipping_address
		);
		expect( d.storeApi ).toHaveBeenCalledWith( 'store-1' );
		expect( d.store.checkout ).toHaveBeenCalledWith(
			{
				...payload,
				billing_address: { ...payload.billing_address, state: 'NY' },
				shipping_address: { ...payload.shipping_address, state: 'NY' },
			},
			{ nonce: 'ece-1' }
		);
	} );

	it( 'a failed normalisation sends the addresses as given', async () => {
		const d = deps();
		d.api.normalizeAddress.mockResolvedValueOnce( {
			ok: false,
			message: 'x',
		} as any );
		await placeExpressOrder( payload, d as any );
		expect( d.store.checkout ).toHaveBeenCalledWith( payload, {
			nonce: 'ece-1',
		} );
	} );

	it( 'a refused nonce: fresh nonces, then one more try', async () => {
		const d = deps();
		d.store.checkout.mockResolvedValueOnce( {
			ok: false,
			message: 'Nonce is invalid.',
			code: 'woocommerce_rest_invalid_nonce',
		} );
		const outcome = await placeExpressOrder( payload, d as any );
		expect( outcome.ok ).toBe( true );
		expect( d.api.refreshNonces ).toHaveBeenCalledTimes( 1 );
		expect( d.storeApi ).toHaveBeenLastCalledWith( 'store-2' );
		expect( d.store.checkout ).toHaveBeenLastCalledWith(
			expect.anything(),
			{ nonce: 'ece-2' }
		);
	} );

	it( 'refused twice: the shopper sees the message, no third try', async () => {
		const d = deps();
		d.store.checkout.mockResolvedValue( {
			ok: false,
			message: 'Nonce is invalid.',
			code: 'woocommerce_rest_invalid_nonce',
		} );
		expect( await placeExpressOrder( payload, d as any ) ).toEqual( {
			ok: false,
			message: 'Nonce is invalid.',
		} );
		expect( d.store.checkout ).toHaveBeenCalledTimes( 2 );
	} );
} );

describe( 'Pay-for-order: POST /checkout/{orderId} with the key and billing email, and the order’s shipping address', () => {
	it( 'pays the page’s order', async () => {
		const order = {
			orderId: 31,
			orderKey: 'wc_order_abc',
			billingEmail: 'guest@example.com',
			shippingAddress: { first_name: 'Gus', country: 'NL' },
			total: 2530,
			displayItems: [],
		};
		const d = deps( { payForOrder: order } );
		await placeExpressOrder( payload, d as any );
		expect( d.store.checkout ).not.toHaveBeenCalled();
		expect( d.store.payForOrder ).toHaveBeenCalledWith(
			31,
			{ key: 'wc_order_abc', billing_email: 'guest@example.com' },
			expect.objectContaining( {
				shipping_address: { first_name: 'Gus', country: 'NL' },
				payment_method: 'stripe',
			} )
		);
	} );
} );
