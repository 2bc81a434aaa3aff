/**
 * @jest-environment node
 */
/**
 * The development shop keeps WooCommerce's and Stripe's contracts: nonce rules,
 * cart shape, checkout outcomes, pay-for-order rules, idempotent charging.
 */
import { runningShop } from '../fixtures/running-shop';
import { cardMethod } from '../fixtures/card-method';

const shopOrigin = runningShop( { reset: true } );

/** A browser: keeps its session cookie and the Store API nonce. */
function shopper() {
	let cookie = '';
	let nonce = '';
	async function call( path: string, init: RequestInit = {} ) {
		const response = await fetch( shopOrigin() + path, {
			...init,
			headers: {
				'Content-Type': 'application/json',
				...( cookie ? { Cookie: cookie } : {} ),
				...( nonce ? { Nonce: nonce } : {} ),
				...( init.headers as Record< string, string > ),
			},
		} );
		cookie =
			response.headers.get( 'set-cookie' )?.split( ';' )[ 0 ] || cookie;
		nonce = response.headers.get( 'nonce' ) || nonce;
		return {
			status: response.status,
			body: await response.json().catch( () => null ),
		};
	}
	return {
		call,
		post: ( path: string, body: unknown = {}, headers = {} ) =>
			call( path, {
				method: 'POST',
				body: JSON.stringify( body ),
				headers,
			} ),
	};
}

const billing = {
	first_name: 'Erika',
	last_name: 'Mustermann',
	address_1: 'Unter den Linden 1',
	city: 'Berlin',
	postcode: '10117',
	country: 'DE',
	email: 'erika@example.com',
	phone: '',
};

function checkoutBody( paymentMethod: string ) {
	return {
		billing_address: billing,
		shipping_address: billing,
		payment_method: 'stripe',
		payment_data: [
			{ key: 'wc-stripe-payment-method', value: paymentMethod },
			{ key: 'wc-stripe-is-deferred-intent', value: true },
		],
	};
}

describe( 'Store API nonce (CONTRACTS §2)', () => {
	it( 'a cart write without Nonce is 401 woocommerce_rest_missing_nonce; a bad one 403', async () => {
		const guest = shopper();
		const missing = await guest.post(
			'/wp-json/wc/store/v1/cart/add-item',
			{ id: 11 }
		);
		expect( missing.status ).toBe( 401 );
		expect( missing.body.code ).toBe( 'woocommerce_rest_missing_nonce' );
		const bad = await guest.post(
			'/wp-json/wc/store/v1/cart/add-item',
			{ id: 11 },
			{ Nonce: 'forged' }
		);
		expect( bad.status ).toBe( 403 );
		expect( bad.body.code ).toBe( 'woocommerce_rest_invalid_nonce' );
	} );

	it( 'an expired nonce (a page a cache kept a day) is refused as WooCommerce refuses it: 403, its code and message, and a fresh Nonce that works', async () => {
		const read = await fetch( shopOrigin() + '/wp-json/wc/store/v1/cart' );
		const cookie =
			read.headers.get( 'set-cookie' )?.split( ';' )[ 0 ] || '';
		const printed = read.headers.get( 'nonce' ) || '';
		expect(
			(
				await fetch( shopOrigin() + '/__dev/expire-nonces', {
					method: 'POST',
				} )
			).ok
		).toBe( true );
		// A Beanie added in this session with `nonce`.
		const addItemWith = ( nonce: string ) =>
			fetch( shopOrigin() + '/wp-json/wc/store/v1/cart/add-item', {
				method: 'POST',
				headers: {
					'Content-Type': 'application/json',
					Cookie: cookie,
					Nonce: nonce,
				},
				body: JSON.stringify( { id: 11 } ),
			} );
		const refused = await addItemWith( printed );
		expect( refused.status ).toBe( 403 );
		expect( await refused.json() ).toEqual( {
			code: 'woocommerce_rest_invalid_nonce',
			message: 'Nonce is invalid.',
			data: { status: 403 },
		} );
		const fresh = refused.headers.get( 'nonce' ) || '';
		expect( fresh ).not.toBe( printed );
		const added = await addItemWith( fresh );
		expect( added.status ).toBe( 201 );
	} );

	it( 'an expired X-WP-Nonce is refused as WordPress refuses it, a guest’s too (rest_cookie_check_errors)', async () => {
		const page = await fetch( shopOrigin() + '/product/beanie/' );
		const cookie =
			page.headers.get( 'set-cookie' )?.split( ';' )[ 0 ] || '';
		const html = await page.text();
		const restNonce = /createNonceMiddleware\(\s*"([^"]+)"/.exec(
			html
		)?.[ 1 ];
		expect( restNonce ).toBeTruthy();
		const call = () =>
			fetch( shopOrigin() + '/wp-json/wc/store/v1/cart', {
				headers: { Cookie: cookie, 'X-WP-Nonce': restNonce || '' },
			} );
		expect( ( await call() ).status ).toBe( 200 );
		await fetch( shopOrigin() + '/__dev/expire-nonces', {
			method: 'POST',
		} );
		const refused = await call();
		expect( refused.status ).toBe( 403 );
		expect( ( await refused.json() ).code ).toBe(
			'rest_cookie_invalid_nonce'
		);
		// Without it, the guest's call goes through.
		expect(
			(
				await fetch( shopOrigin() + '/wp-json/wc/store/v1/cart', {
					headers: { Cookie: cookie },
				} )
			).status
		).toBe( 200 );
	} );

	it( 'with the nonce from a response, add-item answers 201 with the cart in minor units', async () => {
		const guest = shopper();
		await guest.call( '/wp-json/wc/store/v1/cart' );
		const added = await guest.post( '/wp-json/wc/store/v1/cart/add-item', {
			id: 11,
			quantity: 2,
		} );
		expect( added.status ).toBe( 201 );
		expect( added.body.items[ 0 ] ).toMatchObject( {
			id: 11,
			quantity: 2,
			name: 'Beanie',
			totals: { line_subtotal: '3600', currency_minor_unit: 2 },
		} );
		expect( added.body.payment_methods ).toContain( 'stripe' );
	} );
} );

describe( 'Store API coupons (CartController::apply_coupon)', () => {
	it( 'a coupon applies once; the second try is 400 "has already been applied", the cart unchanged', async () => {
		const guest = shopper();
		await guest.call( '/wp-json/wc/store/v1/cart' );
		await guest.post( '/wp-json/wc/store/v1/cart/add-item', { id: 11 } );
		const first = await guest.post(
			'/wp-json/wc/store/v1/cart/apply-coupon',
			{
				code: 'save10',
			}
		);
		expect( first.status ).toBe( 200 );
		const again = await guest.post(
			'/wp-json/wc/store/v1/cart/apply-coupon',
			{
				code: 'SAVE10',
			}
		);
		expect( again.status ).toBe( 400 );
		expect( again.body ).toMatchObject( {
			code: 'woocommerce_rest_cart_coupon_error',
			message: 'Coupon code "save10" has already been applied.',
		} );
		const cart = await guest.call( '/wp-json/wc/store/v1/cart' );
		expect(
			cart.body.coupons.map( ( coupon: { code: string } ) => coupon.code )
		).toEqual( [ 'save10' ] );
	} );
} );

describe( 'Checkout with the Stripe gateway', () => {
	async function withCart() {
		const guest = shopper();
		await guest.call( '/wp-json/wc/store/v1/cart' );
		await guest.post( '/wp-json/wc/store/v1/cart/add-item', { id: 11 } );
		return guest;
	}

	it( '4242 pays: 200, success, order processing, charged once', async () => {
		const guest = await withCart();
		const result = await guest.post(
			'/wp-json/wc/store/v1/checkout',
			checkoutBody( await cardMethod( shopOrigin(), '4242424242424242' ) )
		);
		expect( result.status ).toBe( 200 );
		expect( result.body.payment_result.payment_status ).toBe( 'success' );
		expect( result.body.payment_result.redirect_url ).toMatch(
			/\/checkout\/order-received\/\d+\/\?key=wc_order_/
		);
		const intents = await (
			await fetch( `${ shopOrigin() }/__dev/intents` )
		).json();
		expect( intents ).toHaveLength( 1 );
		expect( intents[ 0 ] ).toMatchObject( {
			status: 'succeeded',
			charge_count: 1,
			amount: 2530,
		} );
	} );

	it( 'a decline answers 400 with payment_status failure and errorMessage; the retry reuses the order', async () => {
		const guest = await withCart();
		const declined = await guest.post(
			'/wp-json/wc/store/v1/checkout',
			checkoutBody( await cardMethod( shopOrigin(), '4000000000000002' ) )
		);
		expect( declined.status ).toBe( 400 );
		expect( declined.body.payment_result.payment_status ).toBe( 'failure' );
		expect( declined.body.payment_result.payment_details ).toContainEqual( {
			key: 'errorMessage',
			value: 'The card was declined.',
		} );
		const paid = await guest.post(
			'/wp-json/wc/store/v1/checkout',
			checkoutBody( await cardMethod( shopOrigin(), '4242424242424242' ) )
		);
		expect( paid.body.order_id ).toBe( declined.body.order_id );
		const orders = await (
			await fetch( `${ shopOrigin() }/__dev/orders` )
		).json();
		expect( orders ).toHaveLength( 1 );
		expect( orders[ 0 ].status ).toBe( 'processing' );
	} );

	it( '3D Secure cards return the #wc-stripe-confirm-pi hash', async () => {
		const guest = await withCart();
		const result = await guest.post(
			'/wp-json/wc/store/v1/checkout',
			checkoutBody( await cardMethod( shopOrigin(), '4000002760003184' ) )
		);
		expect( result.body.payment_result.redirect_url ).toMatch(
			/^#wc-stripe-confirm-pi:\d+:pi_\w+_secret_\w+:\w+$/
		);
	} );

	it( 'confirming a succeeded intent again never charges twice', async () => {
		const guest = await withCart();
		await guest.post(
			'/wp-json/wc/store/v1/checkout',
			checkoutBody( await cardMethod( shopOrigin(), '4242424242424242' ) )
		);
		const [ intent ] = await (
			await fetch( `${ shopOrigin() }/__dev/intents` )
		).json();
		const state = await (
			await fetch( `${ shopOrigin() }/__stripe/v1/__state` )
		).json();
		const secret = state.intents[ 0 ].client_secret;
		await fetch(
			`${ shopOrigin() }/__stripe/v1/payment_intents/${ intent.id }/confirm`,
			{
				method: 'POST',
				headers: { 'Content-Type': 'application/json' },
				body: JSON.stringify( { client_secret: secret } ),
			}
		);
		const [ after ] = await (
			await fetch( `${ shopOrigin() }/__dev/intents` )
		).json();
		expect( after.confirm_count ).toBe( 2 );
		expect( after.charge_count ).toBe( 1 );
	} );

	it( 'an empty cart cannot check out', async () => {
		const guest = shopper();
		await guest.call( '/wp-json/wc/store/v1/cart' );
		const result = await guest.post(
			'/wp-json/wc/store/v1/checkout',
			checkoutBody( 'pm_x' )
		);
		expect( result.status ).toBe( 400 );
		expect( result.body.code ).toBe( 'woocommerce_rest_cart_empty' );
		// WooCommerce 10.0.2's words (CartController::validate_cart_not_empty()).
		expect( result.body.message ).toBe(
			'Cannot place an order, your cart is empty.'
		);
	} );
} );

describe( 'Pay for order (CONTRACTS §2)', () => {
	it( 'a bad key is 401 woocommerce_rest_invalid_order; a wrong email 401 woocommerce_rest_invalid_billing_email', async () => {
		const guest = shopper();
		await guest.call( '/wp-json/wc/store/v1/cart' );
		await guest.post( '/wp-json/wc/store/v1/cart/add-item', { id: 11 } );
		const declined = await guest.post(
			'/wp-json/wc/store/v1/checkout',
			checkoutBody( await cardMethod( shopOrigin(), '4000000000000002' ) )
		);
		const { order_id: id, order_key: key } = declined.body;
		const badKey = await guest.post(
			`/wp-json/wc/store/v1/checkout/${ id }?key=wrong`,
			{}
		);
		expect( badKey.body.code ).toBe( 'woocommerce_rest_invalid_order' );
		const badEmail = await guest.post(
			`/wp-json/wc/store/v1/checkout/${ id }?key=${ key }&billing_email=other@example.com`,
			{}
		);
		expect( badEmail.status ).toBe( 401 );
		expect( badEmail.body.code ).toBe(
			'woocommerce_rest_invalid_billing_email'
		);
		const paid = await guest.post(
			`/wp-json/wc/store/v1/checkout/${ id }?key=${ key }&billing_email=erika@example.com`,
			checkoutBody( await cardMethod( shopOrigin(), '4242424242424242' ) )
		);
		expect( paid.body.payment_result.payment_status ).toBe( 'success' );
	} );
} );
