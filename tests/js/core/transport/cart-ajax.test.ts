/**
 * The storefront's cart calls: refreshed fragments (with WooCommerce's
 * `time` field and the shop's timeout), the cart page's shipping choice
 * (`shipping_method[index]`), coupons answered with notice HTML.
 */
import {
	createCartAjax,
	createTransport,
	sharedCart,
} from '../../../../assets/js/core/transport';
import { fakeFetch, formOf } from './fake-fetch';

function cart( answer: Parameters< typeof fakeFetch >[ 0 ] ) {
	const fake = fakeFetch( answer );
	return {
		ajax: createCartAjax(
			{ ajaxUrl: '/?wc-ajax=%%endpoint%%' },
			createTransport( { fetch: fake.fetch } )
		),
		calls: fake.calls,
	};
}

describe( 'Cart wc-ajax calls', () => {
	it( 'get_refreshed_fragments posts time=<ms>', async () => {
		const { ajax, calls } = cart( () => ( {
			body: { fragments: { a: '<a></a>' }, cart_hash: 'h' },
		} ) );
		const result = await ajax.refreshFragments( 5000 );
		expect( result ).toEqual( {
			ok: true,
			data: { fragments: { a: '<a></a>' }, cart_hash: 'h' },
		} );
		expect( calls[ 0 ].url ).toBe( '/?wc-ajax=get_refreshed_fragments' );
		expect( Number( formOf( calls[ 0 ] ).get( 'time' ) ) ).toBeGreaterThan(
			0
		);
	} );

	it( 'get_refreshed_fragments gives up after the shop’s timeout', async () => {
		jest.useFakeTimers();
		const { ajax } = cart( () => 'hang' );
		const pending = ajax.refreshFragments( 5000 );
		jest.advanceTimersByTime( 5000 );
		expect( await pending ).toEqual( {
			ok: false,
			message:
				'A timeout occurred while connecting to the server. Please try again.',
		} );
		jest.useRealTimers();
	} );

	it( 'update_shipping_method sends security and shipping_method[index]', async () => {
		const { ajax, calls } = cart( () => ( {
			text: '<div class="cart_totals"></div>',
		} ) );
		const result = await ajax.updateShippingMethod( 'nonce', [
			'free_shipping:2',
		] );
		expect( result ).toEqual( {
			ok: true,
			data: { html: '<div class="cart_totals"></div>', isError: false },
		} );
		expect( Object.fromEntries( formOf( calls[ 0 ] ) ) ).toEqual( {
			security: 'nonce',
			'shipping_method[0]': 'free_shipping:2',
		} );
	} );

	it( 'a coupon answer with an error notice is an error', async () => {
		const { ajax } = cart( () => ( {
			text: '<ul class="woocommerce-error" role="alert"><li>No.</li></ul>',
		} ) );
		const result = await ajax.applyCoupon( {
			security: 's',
			coupon_code: 'x',
		} );
		expect( result.ok && result.data.isError ).toBe( true );
	} );

	it( 'the page shares one cart client and one queue', () => {
		expect( sharedCart( '/a' ) ).toBe( sharedCart( '/b' ) );
	} );
} );
