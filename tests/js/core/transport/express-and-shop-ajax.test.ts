import { createExpressApi } from '../../../../assets/js/core/api';
import {
	createCartAjax,
	createShopAjax,
	createTransport,
} from '../../../../assets/js/core/transport';
import { fakeFetch, formOf } from './fake-fetch';

const nonces = {
	shipping: 's',
	updateShipping: 'u',
	normalizeAddress: 'n',
	wcStoreApi: 'w',
	wcStoreApiExpressCheckout: 'we',
	getCartDetails: 'g',
	addToCart: 'a',
	clearCart: 'c',
	getSelectedProductData: 'p',
	checkout: 'k',
	wpRest: 'r',
};

describe( 'Express ajax calls (SPEC §7), each with its security nonce', () => {
	it( 'get_shipping_options sends the address and is_product_page', async () => {
		const { fetch, calls } = fakeFetch( () => ( {
			body: { result: 'success', shipping_options: [] },
		} ) );
		const api = createExpressApi(
			{ ajaxUrl: '/?wc-ajax=%%endpoint%%', nonces },
			createTransport( { fetch } )
		);
		await api.getShippingOptions(
			{
				first_name: 'Jane',
				last_name: 'Doe',
				company: '',
				country: 'DE',
				state: '',
				postcode: '10117',
				city: 'Berlin',
				address: 'A 1',
				address_2: 'Hinterhaus',
			},
			true
		);
		expect( calls[ 0 ].url ).toBe(
			'/?wc-ajax=wc_stripe_get_shipping_options'
		);
		expect( Object.fromEntries( formOf( calls[ 0 ] ) ) ).toEqual( {
			security: 's',
			first_name: 'Jane',
			last_name: 'Doe',
			company: '',
			country: 'DE',
			state: '',
			postcode: '10117',
			city: 'Berlin',
			address: 'A 1',
			address_2: 'Hinterhaus',
			is_product_page: 'true',
		} );
	} );

	it( 'update_shipping_method sends the shipping_method list', async () => {
		const { fetch, calls } = fakeFetch( () => ( {
			body: { result: 'success' },
		} ) );
		await createExpressApi(
			{ ajaxUrl: '/?wc-ajax=%%endpoint%%', nonces },
			createTransport( { fetch } )
		).updateShippingMethod( [ 'flat_rate:1' ], false );
		expect( formOf( calls[ 0 ] ).get( 'shipping_method[0]' ) ).toBe(
			'flat_rate:1'
		);
		expect( formOf( calls[ 0 ] ).get( 'security' ) ).toBe( 'u' );
	} );

	it( 'clear_cart sends the optional booking id', async () => {
		const { fetch, calls } = fakeFetch( () => ( { body: {} } ) );
		const api = createExpressApi(
			{ ajaxUrl: '/?wc-ajax=%%endpoint%%', nonces },
			createTransport( { fetch } )
		);
		await api.clearCart();
		await api.clearCart( 'b7' );
		expect( Object.fromEntries( formOf( calls[ 0 ] ) ) ).toEqual( {
			security: 'c',
		} );
		expect( Object.fromEntries( formOf( calls[ 1 ] ) ) ).toEqual( {
			security: 'c',
			booking_id: 'b7',
		} );
	} );
} );

describe( 'Shop ajax endpoint (SPEC §7)', () => {
	const shop = ( answer: Parameters< typeof fakeFetch >[ 0 ] ) => {
		const fake = fakeFetch( answer );
		const transport = createTransport( { fetch: fake.fetch } );
		const config = { ajaxUrl: '/?wc-ajax=%%endpoint%%' };
		return {
			ajax: {
				...createCartAjax( config, transport ),
				...createShopAjax( config, transport ),
			},
			calls: fake.calls,
		};
	};

	it( 'add_to_cart sends the button data attributes as they are', async () => {
		const { ajax, calls } = shop( () => ( {
			body: { fragments: {}, cart_hash: 'h' },
		} ) );
		await ajax.addToCart( {
			product_id: 11,
			quantity: 1,
			product_sku: 'beanie',
		} );
		expect( Object.fromEntries( formOf( calls[ 0 ] ) ) ).toEqual( {
			product_id: '11',
			quantity: '1',
			product_sku: 'beanie',
		} );
	} );

	it( 'remove_from_cart sends cart_item_key', async () => {
		const { ajax, calls } = shop( () => ( { body: { success: false } } ) );
		expect( await ajax.removeFromCart( 'k1' ) ).toEqual( {
			ok: true,
			data: { success: false },
		} );
		expect( formOf( calls[ 0 ] ).get( 'cart_item_key' ) ).toBe( 'k1' );
	} );

	it( 'apply_coupon returns HTML; an error class marks an error', async () => {
		const { ajax } = shop( () => ( {
			text: '<ul class="woocommerce-error" role="alert"><li>Coupon "x" does not exist!</li></ul>',
		} ) );
		expect(
			await ajax.applyCoupon( {
				security: 's',
				coupon_code: 'x',
				billing_email: 'a@b.test',
			} )
		).toEqual( {
			ok: true,
			data: {
				html: expect.stringContaining( 'does not exist' ),
				isError: true,
			},
		} );
	} );

	it( 'the checkout post repairs JSON wrapped in PHP notices', async () => {
		const { ajax } = shop( () => ( {
			text: '<b>Notice</b>{"result":"success","redirect":"/thanks/"}',
		} ) );
		expect( await ajax.checkout( '/?wc-ajax=checkout', {} ) ).toEqual( {
			ok: true,
			data: { result: 'success', redirect: '/thanks/' },
		} );
	} );

	it( 'an unreadable checkout answer is a failure with no message (callers show i18n_checkout_error)', async () => {
		const { ajax } = shop( () => ( { text: '<html>maintenance</html>' } ) );
		expect( await ajax.checkout( '/?wc-ajax=checkout', {} ) ).toEqual( {
			ok: false,
			message: '',
		} );
	} );
} );
