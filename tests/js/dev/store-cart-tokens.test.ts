/**
 * @jest-environment node
 */
/**
 * The development shop's Store API keeps WooCommerce's cart-token rules and
 * WordPress's cookie authentication, so a "buy now" that cuts a corner
 * fails here as it would on a real shop: every cart answer names its cart
 * in `Cart-Token`; a request with a valid token works on that cart and
 * needs no Nonce for cart writes, but the checkout always does; a
 * logged-in shopper counts as themselves only with `X-WP-Nonce`; the
 * order-received page empties the visitor's cart unless the order was made
 * from a cart of its own.
 */
import { runningShop } from '../fixtures/running-shop';
import { createCartToken } from '../../../dev/server/woocommerce/store-api/cart-tokens';
import { productBySlug } from '../../../dev/server/woocommerce/includes/catalogue';

const shopOrigin = runningShop( { reset: true } );

interface Answer {
	status: number;
	body: any;
	headers: Headers;
}

/** A browser tab: its session cookie, and whatever headers a test adds. */
function browser() {
	let cookie = '';
	async function call(
		path: string,
		init: { method?: string; body?: unknown; headers?: object } = {}
	): Promise< Answer > {
		const response = await fetch( shopOrigin() + path, {
			method: init.method || 'GET',
			body:
				init.body === undefined
					? undefined
					: JSON.stringify( init.body ),
			headers: {
				'Content-Type': 'application/json',
				...( cookie ? { Cookie: cookie } : {} ),
				...( init.headers as Record< string, string > ),
			},
		} );
		// The session cookie; the cart cookies do not matter here.
		const session = /devshop_session=[^;,]+/.exec(
			response.headers.get( 'set-cookie' ) || ''
		);
		cookie = session ? session[ 0 ] : cookie;
		const text = await response.text();
		let body: unknown = text;
		try {
			body = JSON.parse( text );
		} catch {}
		return { status: response.status, body, headers: response.headers };
	}
	/**
	 * This browser's nonces, read from a product page as a script reads
	 * them: the Store API's from the gateway's express params, WordPress's
	 * REST nonce from the middleware printed after `wp-api-fetch`.
	 */
	async function nonces(): Promise< Record< string, string > > {
		const page = String( ( await call( '/product/beanie/' ) ).body );
		const express = /"nonce":(\{[^}]*\})/.exec( page );
		const rest = /createNonceMiddleware\( "([^"]+)" \)/.exec( page );
		return {
			...( express ? JSON.parse( express[ 1 ] ) : {} ),
			wp_rest: rest?.[ 1 ] || '',
		};
	}
	return { call, nonces };
}

const STORE = '/wp-json/wc/store/v1';

const productId = async ( slug: string ) => productBySlug( slug )!.id;

/** A cart of the shopper's own: Sticker × 2. */
async function shopperWithCart() {
	const tab = browser();
	await tab.call( '/__dev/cart', {
		method: 'POST',
		body: { items: [ { slug: 'sticker', quantity: 2 } ] },
	} );
	return tab;
}

/** What "buy now" does: a cookie-less cart read opens a cart of its own. */
async function openSeparateCart(): Promise< string > {
	const response = await fetch( `${ shopOrigin() }${ STORE }/cart` );
	const token = response.headers.get( 'cart-token' );
	expect( token ).toBeTruthy();
	return token!;
}

/** A separate cart with a Beanie in it, added by this tab with the token. */
async function beanieInSeparateCart(
	tab: ReturnType< typeof browser >
): Promise< string > {
	const token = await openSeparateCart();
	await tab.call( `${ STORE }/cart/add-item`, {
		method: 'POST',
		body: { id: await productId( 'beanie' ) },
		headers: { 'Cart-Token': token },
	} );
	return token;
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

async function cardMethod() {
	const response = await fetch(
		`${ shopOrigin() }/__stripe/v1/payment_methods`,
		{
			method: 'POST',
			headers: { 'Content-Type': 'application/json' },
			body: JSON.stringify( {
				type: 'card',
				card: {
					number: '4242424242424242',
					exp_month: 12,
					exp_year: 2034,
					cvc: '123',
				},
			} ),
		}
	);
	return ( await response.json() ).id as string;
}

async function checkoutBody() {
	return {
		billing_address: billing,
		shipping_address: billing,
		payment_method: 'stripe',
		payment_data: [
			{ key: 'payment_method', value: 'stripe' },
			{ key: 'wc-stripe-payment-method', value: await cardMethod() },
			{ key: 'wc-stripe-is-deferred-intent', value: true },
		],
	};
}

const itemsOf = ( answer: Answer ) =>
	( answer.body.items as Array< { name: string; quantity: number } > ).map(
		( item ) => `${ item.name } × ${ item.quantity }`
	);

describe( 'Cart-Token: every cart answer names its cart', () => {
	it( 'the token of a cookie answer works on the same cart without the cookie', async () => {
		const tab = await shopperWithCart();
		const answer = await tab.call( `${ STORE }/cart` );
		const token = answer.headers.get( 'cart-token' )!;
		const byToken = await fetch( `${ shopOrigin() }${ STORE }/cart`, {
			headers: { 'Cart-Token': token },
		} );
		expect( itemsOf( { ...answer, body: await byToken.json() } ) ).toEqual(
			[ 'Sticker × 2' ]
		);
	} );

	it( 'a cookie-less read opens a new, empty cart; writes with its token need no Nonce and leave the shopper’s cart alone', async () => {
		const tab = await shopperWithCart();
		const before = ( await tab.call( `${ STORE }/cart` ) ).body;
		const token = await openSeparateCart();
		const added = await tab.call( `${ STORE }/cart/add-item`, {
			method: 'POST',
			body: { id: await productId( 'beanie' ), quantity: 1 },
			headers: { 'Cart-Token': token },
		} );
		expect( added.status ).toBe( 201 );
		expect( itemsOf( added ) ).toEqual( [ 'Beanie × 1' ] );
		expect( ( await tab.call( `${ STORE }/cart` ) ).body ).toEqual(
			before
		);
	} );

	it( 'an altered or expired token is no token: the write needs the Nonce', async () => {
		const tab = await shopperWithCart();
		const token = await openSeparateCart();
		const altered = token.slice( 0, -2 ) + 'xx';
		const expired = createCartToken( 'not the shop’s secret', 'abc' );
		for ( const header of [ altered, expired ] ) {
			const answer = await tab.call( `${ STORE }/cart/add-item`, {
				method: 'POST',
				body: { id: await productId( 'beanie' ) },
				headers: { 'Cart-Token': header },
			} );
			expect( answer.body.code ).toBe( 'woocommerce_rest_missing_nonce' );
		}
	} );

	it( 'the checkout asks for the Nonce even with a valid token', async () => {
		const tab = await shopperWithCart();
		const token = await beanieInSeparateCart( tab );
		const answer = await tab.call( `${ STORE }/checkout`, {
			method: 'POST',
			body: await checkoutBody(),
			headers: { 'Cart-Token': token },
		} );
		expect( answer.status ).toBe( 401 );
		expect( answer.body.code ).toBe( 'woocommerce_rest_missing_nonce' );
	} );
} );

describe( 'Cookie authentication on a cart token’s requests (WordPress)', () => {
	async function loggedInBuyNow() {
		const tab = await shopperWithCart();
		await tab.call( '/__dev/login', { method: 'POST' } );
		const nonces = await tab.nonces();
		const token = await beanieInSeparateCart( tab );
		return { tab, nonces, token };
	}

	it( 'without X-WP-Nonce the customer is a guest: User-ID 0, and their own Store API nonce is refused', async () => {
		const { tab, nonces, token } = await loggedInBuyNow();
		const answer = await tab.call( `${ STORE }/checkout`, {
			method: 'POST',
			body: await checkoutBody(),
			headers: { 'Cart-Token': token, Nonce: nonces.wc_store_api },
		} );
		expect( answer.headers.get( 'user-id' ) ).toBe( '0' );
		expect( answer.status ).toBe( 403 );
		expect( answer.body.code ).toBe( 'woocommerce_rest_invalid_nonce' );
	} );

	it( 'with X-WP-Nonce the order is the customer’s, made from the cart of its own', async () => {
		const { tab, nonces, token } = await loggedInBuyNow();
		const answer = await tab.call( `${ STORE }/checkout`, {
			method: 'POST',
			body: await checkoutBody(),
			headers: {
				'Cart-Token': token,
				Nonce: nonces.wc_store_api,
				'X-WP-Nonce': nonces.wp_rest,
			},
		} );
		expect( answer.status ).toBe( 200 );
		expect( answer.headers.get( 'user-id' ) ).toBe( '1' );
		expect( answer.body.customer_id ).toBe( 1 );
		const [ order ] = await (
			await fetch( `${ shopOrigin() }/__dev/orders` )
		).json();
		expect( order.total ).toBe( 2530 );
		expect( itemsOf( await tab.call( `${ STORE }/cart` ) ) ).toEqual( [
			'Sticker × 2',
		] );
	} );

	it( 'a wrong X-WP-Nonce is refused with 403 rest_cookie_invalid_nonce', async () => {
		const { tab, token } = await loggedInBuyNow();
		const answer = await tab.call( `${ STORE }/cart`, {
			headers: { 'Cart-Token': token, 'X-WP-Nonce': 'wrong' },
		} );
		expect( answer.status ).toBe( 403 );
		expect( answer.body.code ).toBe( 'rest_cookie_invalid_nonce' );
	} );
} );

describe( 'The order-received page and the visitor’s cart (wc_clear_cart_after_payment)', () => {
	async function buyNow( marked: boolean ) {
		const tab = await shopperWithCart();
		const nonces = await tab.nonces();
		const token = await beanieInSeparateCart( tab );
		const answer = await tab.call( `${ STORE }/checkout`, {
			method: 'POST',
			body: await checkoutBody(),
			headers: {
				'Cart-Token': token,
				Nonce: nonces.wc_store_api,
				...( marked ? { 'X-WCSTRIPE-BUY-NOW': 'true' } : {} ),
			},
		} );
		expect( answer.body.payment_result?.payment_status ).toBe( 'success' );
		expect( itemsOf( await tab.call( `${ STORE }/cart` ) ) ).toEqual( [
			'Sticker × 2',
		] );
		await tab.call(
			new URL( answer.body.payment_result.redirect_url ).pathname +
				new URL( answer.body.payment_result.redirect_url ).search
		);
		return itemsOf( await tab.call( `${ STORE }/cart` ) );
	}

	it( 'an order the gateway marked as bought in a cart of its own leaves the cart', async () => {
		expect( await buyNow( true ) ).toEqual( [ 'Sticker × 2' ] );
	} );

	it( 'without the mark, WooCommerce empties the visitor’s cart', async () => {
		expect( await buyNow( false ) ).toEqual( [] );
	} );
} );

describe( 'A proxy’s 502 after the order went through (fault proxy502)', () => {
	it( 'the order is placed and paid; the browser gets an HTML error page', async () => {
		const tab = browser();
		await tab.call( '/__dev/cart', {
			method: 'POST',
			body: { items: [ { slug: 'beanie' } ] },
		} );
		const nonces = await tab.nonces();
		await tab.call( '/__dev/faults', {
			method: 'POST',
			body: { target: 'store:checkout', mode: 'proxy502' },
		} );
		const answer = await tab.call( `${ STORE }/checkout`, {
			method: 'POST',
			body: await checkoutBody(),
			headers: { Nonce: nonces.wc_store_api },
		} );
		expect( answer.status ).toBe( 502 );
		expect( answer.body ).toContain( '502 Bad Gateway' );
		const orders = await (
			await fetch( `${ shopOrigin() }/__dev/orders` )
		).json();
		expect( orders.map( ( order: any ) => order.status ) ).toEqual( [
			'processing',
		] );
	} );
} );

describe( 'Express address changes through the Store API', () => {
	it( 'with the express headers the gateway pads a redacted postcode and names the state by its code', async () => {
		const tab = browser();
		const nonces = await tab.nonces();
		const token = await beanieInSeparateCart( tab );
		const answer = await tab.call( `${ STORE }/cart/update-customer`, {
			method: 'POST',
			body: {
				shipping_address: {
					country: 'US',
					state: 'New York',
					postcode: '10001',
					city: 'New York',
				},
			},
			headers: {
				'Cart-Token': token,
				'X-WCSTRIPE-EXPRESS-CHECKOUT': 'true',
				'X-WCSTRIPE-EXPRESS-CHECKOUT-NONCE':
					nonces.wc_store_api_express_checkout,
			},
		} );
		expect( answer.body.shipping_address.state ).toBe( 'NY' );
		const london = await tab.call( `${ STORE }/cart/update-customer`, {
			method: 'POST',
			body: { shipping_address: { country: 'GB', postcode: 'SW1A' } },
			headers: {
				'Cart-Token': token,
				'X-WCSTRIPE-EXPRESS-CHECKOUT': 'true',
				'X-WCSTRIPE-EXPRESS-CHECKOUT-NONCE':
					nonces.wc_store_api_express_checkout,
			},
		} );
		expect( london.body.shipping_address.postcode ).toBe( 'SW1A ***' );
	} );
} );
