/**
 * The storefront's cart calls: the cart page's shipping choice
 * (`shipping_method[index]`), coupons answered with notice HTML (and
 * anything else from a coupon call is no answer of the shop's).
 */
import {
	createCartAjax,
	createTransport,
} from '../../../../assets/js/core/transport';
import { cartQueue } from '../../../../assets/js/storefront/browsing/cart-queue';
import { sharedCart } from '../../../../assets/js/storefront/browsing/shared-cart';
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

	it.each( [
		[ 'a maintenance page', '<!doctype html><h1>Maintenance</h1>' ],
		[ 'a PHP warning', '<br /><b>Notice</b>: Undefined index' ],
	] )(
		"a coupon answer that is none of the shop's notices (%s) is a failure with no message of its own",
		async ( _name, text ) => {
			const { ajax } = cart( () => ( { text } ) );
			expect(
				await ajax.applyCoupon( { security: 's', coupon_code: 'x' } )
			).toEqual( { ok: false, message: '' } );
			expect(
				await ajax.removeCoupon( { security: 's', coupon: 'x' } )
			).toEqual( { ok: false, message: '' } );
		}
	);

	it( 'a coupon answer with a success notice is the answer', async () => {
		const { ajax } = cart( () => ( {
			text: '<div class="woocommerce-message" role="alert">Coupon code applied successfully.</div>',
		} ) );
		const result = await ajax.applyCoupon( {
			security: 's',
			coupon_code: 'save10',
		} );
		expect( result.ok && result.data.isError ).toBe( false );
	} );

	it( 'the page shares one cart client and one queue', () => {
		expect( sharedCart( '/a' ).ajax ).toBe( sharedCart( '/b' ).ajax );
		expect( sharedCart( '/a' ).queue ).toBe( cartQueue() );
	} );
} );
