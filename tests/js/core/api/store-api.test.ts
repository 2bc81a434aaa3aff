import { createStoreApi } from '../../../../assets/js/core/api';
import { createTransport } from '../../../../assets/js/core/transport';
import { fakeFetch } from '../transport/fake-fetch';

describe( 'Store API (header Nonce) (SPEC §7, CONTRACTS §2)', () => {
	it( 'sends the Nonce header and keeps the fresh one each answer carries', async () => {
		let round = 0;
		const { fetch, calls } = fakeFetch( () => ( {
			body: {},
			headers: { Nonce: `fresh-${ ++round }` },
		} ) );
		const store = createStoreApi(
			{ nonce: 'first' },
			createTransport( { fetch } )
		);
		await store.getCart();
		await store.getCart();
		expect(
			( calls[ 0 ].init.headers as Record< string, string > ).Nonce
		).toBe( 'first' );
		expect(
			( calls[ 1 ].init.headers as Record< string, string > ).Nonce
		).toBe( 'fresh-1' );
		expect( store.currentNonce() ).toBe( 'fresh-2' );
	} );

	it( 'add-item sends id and quantity (default 1) plus extras', async () => {
		const { fetch, calls } = fakeFetch( () => ( {
			status: 201,
			body: {},
		} ) );
		await createStoreApi(
			{ nonce: 'n' },
			createTransport( { fetch } )
		).addItem( { id: 11, variation: [] } );
		expect( calls[ 0 ].url ).toBe( '/wp-json/wc/store/v1/cart/add-item' );
		expect( JSON.parse( String( calls[ 0 ].init.body ) ) ).toEqual( {
			id: 11,
			variation: [],
			quantity: 1,
		} );
	} );

	it( 'empties the cart with one remove-item per line, ignoring errors', async () => {
		const { fetch, calls } = fakeFetch( ( _url, init ) =>
			JSON.parse( String( init.body ) ).key === 'a'
				? {
						status: 409,
						body: {
							code: 'woocommerce_rest_cart_invalid_key',
							message: 'gone',
						},
					}
				: { body: {} }
		);
		await createStoreApi(
			{ nonce: 'n' },
			createTransport( { fetch } )
		).emptyCart( [ 'a', 'b' ], 'bk1' );
		expect(
			calls.map( ( call ) => JSON.parse( String( call.init.body ) ) )
		).toEqual( [
			{ key: 'a', booking_id: 'bk1' },
			{ key: 'b', booking_id: 'bk1' },
		] );
	} );

	it( 'a 400 checkout answer with payment_result is a result to read, not a transport error', async () => {
		const body = {
			order_id: 5,
			status: 'failed',
			payment_result: {
				payment_status: 'failure',
				payment_details: [
					{ key: 'errorMessage', value: 'The card was declined.' },
				],
				redirect_url: '',
			},
		};
		const { fetch } = fakeFetch( () => ( { status: 400, body } ) );
		expect(
			await createStoreApi(
				{ nonce: 'n' },
				createTransport( { fetch } )
			).checkout( {} )
		).toEqual( { ok: true, data: body } );
	} );

	it( 'other checkout errors come back with their message and code', async () => {
		const { fetch } = fakeFetch( () => ( {
			status: 400,
			body: {
				code: 'woocommerce_rest_cart_empty',
				message: 'Cannot create order from empty cart.',
			},
		} ) );
		expect(
			await createStoreApi(
				{ nonce: 'n' },
				createTransport( { fetch } )
			).checkout( {} )
		).toEqual( {
			ok: false,
			message: 'Cannot create order from empty cart.',
			code: 'woocommerce_rest_cart_empty',
			data: {
				code: 'woocommerce_rest_cart_empty',
				message: 'Cannot create order from empty cart.',
			},
			// The shop answered: it made no order.
			unanswered: false,
		} );
	} );

	it( 'a checkout whose answer never arrives, or cannot be read, is marked unanswered: the shop may have placed the order', async () => {
		const lost = await createStoreApi(
			{ nonce: 'n' },
			createTransport( {
				fetch: async () => {
					throw new TypeError( 'Failed to fetch' );
				},
			} )
		).checkout( {} );
		expect( lost ).toMatchObject( { ok: false, unanswered: true } );
		const { fetch } = fakeFetch( () => ( {
			status: 200,
			text: '<br /><b>Notice</b>: Undefined index',
		} ) );
		expect(
			await createStoreApi(
				{ nonce: 'n' },
				createTransport( { fetch } )
			).checkout( {} )
		).toMatchObject( { ok: false, unanswered: true } );
	} );

	it( 'express checkout adds the express headers and nonce', async () => {
		const { fetch, calls } = fakeFetch( () => ( {
			body: {
				payment_result: {
					payment_status: 'success',
					payment_details: [],
					redirect_url: '/x',
				},
			},
		} ) );
		await createStoreApi(
			{ nonce: 'n' },
			createTransport( { fetch } )
		).checkout( {}, { nonce: 'express-nonce' } );
		expect( calls[ 0 ].init.headers ).toMatchObject( {
			'X-WCSTRIPE-EXPRESS-CHECKOUT': 'true',
			'X-WCSTRIPE-EXPRESS-CHECKOUT-NONCE': 'express-nonce',
		} );
	} );

	it( 'pay-for-order posts to /checkout/{orderId} with key and billing_email', async () => {
		const { fetch, calls } = fakeFetch( () => ( {
			body: {
				payment_result: {
					payment_status: 'success',
					payment_details: [],
					redirect_url: '/x',
				},
			},
		} ) );
		await createStoreApi(
			{ nonce: 'n' },
			createTransport( { fetch } )
		).payForOrder(
			12,
			{ key: 'wc_order_k', billing_email: 'a@b.test' },
			{ shipping_address: {} }
		);
		expect( calls[ 0 ].url ).toBe(
			'/wp-json/wc/store/v1/checkout/12?key=wc_order_k&billing_email=a%40b.test'
		);
	} );
} );
