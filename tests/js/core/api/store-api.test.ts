import { createStoreApi } from '../../../../assets/js/core/api';
import {
	openSeparateCart,
	restCookieHeaders,
} from '../../../../assets/js/core/api/store-api';
import { createTransport } from '../../../../assets/js/core/transport';
import { fakeFetch } from '../transport/fake-fetch';

describe( 'Store API (header Nonce) (SPEC §7, CONTRACTS §2)', () => {
	it( 'sends the Nonce header with writes, none with reads (as WooCommerce’s blocks), and keeps the fresh one each answer carries', async () => {
		let round = 0;
		const { fetch, calls } = fakeFetch( () => ( {
			body: {},
			headers: { Nonce: `fresh-${ ++round }` },
		} ) );
		const store = createStoreApi(
			{ nonce: 'first' },
			createTransport( { fetch } )
		);
		await store.addItem( { id: 11 } );
		await store.getCart();
		await store.removeItem( { key: 'k' } );
		const sent = calls.map(
			( call ) => ( call.init.headers as Record< string, string > ).Nonce
		);
		expect( sent ).toEqual( [ 'first', undefined, 'fresh-2' ] );
		expect( store.currentNonce() ).toBe( 'fresh-3' );
	} );

	it( 'a page that printed no nonce (the gateway 8.8.0): the first write reads the cart, as this shopper, for the nonce its answer carries', async () => {
		const { fetch, calls } = fakeFetch( ( url, init ) => ( {
			body: {},
			headers: ( init.method === 'GET'
				? { Nonce: 'from-the-cart-read' }
				: {} ) as Record< string, string >,
		} ) );
		const store = createStoreApi(
			{ nonce: '', headers: { 'X-WP-Nonce': 'rest' } },
			createTransport( { fetch } )
		);
		await store.checkout( {} );
		expect( calls.map( ( call ) => call.init.method ) ).toEqual( [
			'GET',
			'POST',
		] );
		expect( calls[ 0 ].url ).toBe( '/wp-json/wc/store/v1/cart' );
		expect(
			( calls[ 0 ].init.headers as Record< string, string > )[
				'X-WP-Nonce'
			]
		).toBe( 'rest' );
		expect(
			( calls[ 1 ].init.headers as Record< string, string > ).Nonce
		).toBe( 'from-the-cart-read' );
		// Known from then on: no second read.
		await store.checkout( {} );
		expect( calls ).toHaveLength( 3 );
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

	it( 'a client made with a cart token works on that cart: it sends the token and keeps the one each answer renews', async () => {
		let round = 0;
		const { fetch, calls } = fakeFetch( () => ( {
			body: {},
			headers: { 'Cart-Token': `renewed-${ ++round }` },
		} ) );
		const store = createStoreApi(
			{ nonce: '', cartToken: 'first', headers: { 'X-WP-Nonce': 'r' } },
			createTransport( { fetch } )
		);
		await store.getCart();
		await store.addItem( { id: 11 } );
		const sent = calls.map(
			( call ) => call.init.headers as Record< string, string >
		);
		expect( sent[ 0 ][ 'Cart-Token' ] ).toBe( 'first' );
		expect( sent[ 1 ][ 'Cart-Token' ] ).toBe( 'renewed-1' );
		expect( sent[ 1 ][ 'X-WP-Nonce' ] ).toBe( 'r' );
		// Made without a Store API nonce, it sends none.
		expect( sent[ 1 ] ).not.toHaveProperty( 'Nonce' );
		expect( store.currentCartToken() ).toBe( 'renewed-2' );
	} );

	it( 'a client without a token stays on the cookie’s cart whatever the answers name', async () => {
		const { fetch, calls } = fakeFetch( () => ( {
			body: {},
			headers: { 'Cart-Token': 'the-cookies-cart' },
		} ) );
		const store = createStoreApi(
			{ nonce: 'n' },
			createTransport( { fetch } )
		);
		await store.getCart();
		await store.getCart();
		expect(
			( calls[ 1 ].init.headers as Record< string, string > )[
				'Cart-Token'
			]
		).toBeUndefined();
	} );

	it( 'a cart of its own is opened by a cart read sent without cookies: its answer’s token names it', async () => {
		const { fetch, calls } = fakeFetch( () => ( {
			body: { items: [] },
			headers: { 'Cart-Token': 'new-cart' },
		} ) );
		expect( await openSeparateCart( createTransport( { fetch } ) ) ).toBe(
			'new-cart'
		);
		expect( calls[ 0 ].url ).toBe( '/wp-json/wc/store/v1/cart' );
		expect( calls[ 0 ].init.credentials ).toBe( 'omit' );
		const none = fakeFetch( () => ( { body: { items: [] } } ) );
		expect(
			await openSeparateCart( createTransport( { fetch: none.fetch } ) )
		).toBeNull();
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

	it( 'a 5xx or an HTML page in place of the answer (a proxy’s 502 or 504) is unanswered too; a 4xx with the shop’s JSON error is an answer', async () => {
		const answers = [
			{ status: 502, text: '<html><h1>502 Bad Gateway</h1></html>' },
			{ status: 504, text: '<html><h1>504 Gateway Timeout</h1></html>' },
			{
				status: 500,
				body: { code: 'internal_server_error', message: 'Critical' },
			},
			{ status: 403, text: '<html>Forbidden by the firewall</html>' },
		];
		for ( const answer of answers ) {
			const { fetch } = fakeFetch( () => answer );
			expect(
				await createStoreApi(
					{ nonce: 'n' },
					createTransport( { fetch } )
				).checkout( {} )
			).toMatchObject( { ok: false, unanswered: true } );
		}
		const { fetch } = fakeFetch( () => ( {
			status: 403,
			body: { code: 'woocommerce_rest_invalid_nonce', message: 'No' },
		} ) );
		expect(
			await createStoreApi(
				{ nonce: 'n' },
				createTransport( { fetch } )
			).checkout( {} )
		).toMatchObject( { ok: false, unanswered: false } );
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

describe( 'A page served from a cache: its Store API nonce has expired', () => {
	/** WooCommerce's refusal of an expired nonce, with this visitor's fresh one. */
	const refusal = {
		status: 403,
		body: {
			code: 'woocommerce_rest_invalid_nonce',
			message: 'Nonce is invalid.',
			data: { status: 403 },
		},
		headers: { Nonce: 'fresh' },
	};

	it( 'the refused call is sent again once, with the fresh nonce the refusal carried; later calls keep it', async () => {
		let round = 0;
		const { fetch, calls } = fakeFetch( () =>
			++round === 1
				? refusal
				: { body: { order_id: 7, payment_result: {} }, headers: {} }
		);
		const store = createStoreApi(
			{ nonce: 'expired' },
			createTransport( { fetch } )
		);
		const answer = await store.checkout( { payment_method: 'stripe' } );
		expect( answer.ok ).toBe( true );
		expect(
			calls.map(
				( call ) =>
					( call.init.headers as Record< string, string > ).Nonce
			)
		).toEqual( [ 'expired', 'fresh' ] );
		await store.addItem( { id: 11 } );
		expect(
			( calls[ 2 ].init.headers as Record< string, string > ).Nonce
		).toBe( 'fresh' );
	} );

	it( 'only once: refused again, the refusal is the answer', async () => {
		let round = 0;
		const { fetch, calls } = fakeFetch( () => ( {
			...refusal,
			headers: { Nonce: `fresh-${ ++round }` },
		} ) );
		const answer = await createStoreApi(
			{ nonce: 'expired' },
			createTransport( { fetch } )
		).checkout( {} );
		expect( calls ).toHaveLength( 2 );
		expect( answer ).toMatchObject( {
			ok: false,
			code: 'woocommerce_rest_invalid_nonce',
		} );
	} );

	it( 'a refusal without a fresh nonce, or another refusal (a missing nonce, WordPress’s cookie check), is not sent again', async () => {
		const answers: Array< {
			status: number;
			body: unknown;
			headers?: Record< string, string >;
		} > = [
			{ ...refusal, headers: {} },
			{
				status: 401,
				body: {
					code: 'woocommerce_rest_missing_nonce',
					message: 'Missing the Nonce header.',
				},
				headers: { Nonce: 'fresh' },
			},
			{
				status: 403,
				body: {
					code: 'rest_cookie_invalid_nonce',
					message: 'Cookie check failed',
				},
			},
		];
		for ( const answer of answers ) {
			const { fetch, calls } = fakeFetch( () => answer );
			await createStoreApi(
				{ nonce: 'expired' },
				createTransport( { fetch } )
			).addItem( { id: 11 } );
			expect( calls ).toHaveLength( 1 );
		}
	} );

	it( 'a client made without a nonce (a cart of its own) never writes with one, even when offered a fresh one', async () => {
		const { fetch, calls } = fakeFetch( () => refusal );
		await createStoreApi(
			{ nonce: '', cartToken: 'token' },
			createTransport( { fetch } )
		).addItem( { id: 11 } );
		expect( calls ).toHaveLength( 1 );
		expect( calls[ 0 ].init.headers ).not.toHaveProperty( 'Nonce' );
	} );
} );

describe( 'Guest calls carry only the nonces they need', () => {
	afterEach( () => {
		document.body.className = '';
	} );

	it( 'a guest (WordPress’s body classes without logged-in) sends no X-WP-Nonce: a cached page’s would be refused', () => {
		document.body.className = 'single-product woocommerce';
		expect( restCookieHeaders( 'rest-nonce' ) ).toEqual( {} );
	} );

	it( 'a logged-in shopper sends it, or WordPress would take them for a guest', () => {
		document.body.className = 'single-product logged-in';
		expect( restCookieHeaders( 'rest-nonce' ) ).toEqual( {
			'X-WP-Nonce': 'rest-nonce',
		} );
	} );

	it( 'a body without classes (a theme without body_class()) tells nothing: the nonce goes', () => {
		expect( restCookieHeaders( 'rest-nonce' ) ).toEqual( {
			'X-WP-Nonce': 'rest-nonce',
		} );
	} );
} );
