/**
 * @jest-environment node
 */
/**
 * The development shop in the gateway 8.8.0's default configuration, its
 * Express Checkout Element off (`expressCheckoutElement: false`), answers
 * as the legacy Payment Request Button's PHP does
 * (class-wc-stripe-payment-request.php): its params, its selected product
 * data, its shipping options, its create_order, its login detour.
 */
import { runningShop } from '../fixtures/running-shop';
import { shopRequests } from '../fixtures/shop-requests';

const shopOrigin = runningShop( { reset: true } );

async function legacy() {
	await fetch( `${ shopOrigin() }/__dev/settings`, {
		method: 'POST',
		headers: { 'Content-Type': 'application/json' },
		body: JSON.stringify( { expressCheckoutElement: false } ),
	} );
}

const requests = shopRequests( shopOrigin );
const { page, ajax } = requests;

/** A browser with one line in its cart: its cookie. */
const shopperWith = ( slug: string, quantity = 1 ) =>
	requests.shopperWith( [ { slug, quantity } ] );

describe( 'the legacy Payment Request Button, as the gateway 8.8.0 prints and answers it', () => {
	it( 'a product page prints its params as javascript_params() does, and its hidden wrapper', async () => {
		await legacy();
		const cookie = await shopperWith( 'tote-bag' );
		const { html, globals } = await page( '/product/beanie/', cookie );
		expect( globals.wc_stripe_express_checkout_params ).toBeUndefined();
		const params = globals.wc_stripe_payment_request_params;
		expect( params.is_product_page ).toBe( '1' );
		expect( params.login_confirmation ).toBe( '' );
		expect( params.checkout.needs_payer_phone ).toBe( true );
		expect( params.product.displayItems ).toEqual( [
			{ label: 'Beanie', amount: 1800 },
			{ label: 'Tax', amount: 0, pending: true },
			{ label: 'Shipping', amount: 0, pending: true },
		] );
		expect( html ).toContain(
			'<div id="wc-stripe-payment-request-wrapper" style="margin-top: 1em;clear:both;display:none;">'
		);
		// The separator is the checkout's only.
		expect( html ).not.toContain(
			'wc-stripe-payment-request-button-separator'
		);
	} );

	it( 'selected product data: the quantity in the label, a stock refusal, no refusal for a combination that matches no variation', async () => {
		await legacy();
		const cookie = await shopperWith( 'beanie' );
		const { globals } = await page( '/product/hoodie/', cookie );
		const security =
			globals.wc_stripe_payment_request_params.nonce
				.get_selected_product_data;
		const two = await ajax( 'wc_stripe_get_selected_product_data', cookie, {
			security,
			product_id: '11',
			qty: '2',
		} );
		expect( two.displayItems[ 0 ] ).toEqual( {
			label: 'Beanie (x2)',
			amount: 3600,
		} );
		expect( two.total ).toEqual( {
			label: expect.stringMatching( / \(via WooCommerce\)$/ ),
			amount: 3600,
		} );
		const tooMany = await ajax(
			'wc_stripe_get_selected_product_data',
			cookie,
			{ security, product_id: '16', qty: '3' }
		);
		expect( tooMany.error ).toBe(
			'You cannot add that amount of "Tote Bag"; to the cart because there is not enough stock (2 remaining).'
		);
		const noMatch = await ajax(
			'wc_stripe_get_selected_product_data',
			cookie,
			{
				security,
				product_id: '12',
				'attributes[attribute_color]': 'Green',
				'attributes[attribute_size]': 'S',
			}
		);
		expect( noMatch.error ).toBeUndefined();
		expect( noMatch.total.amount ).toBe( 4500 );
	} );

	it( 'shipping options: the method chosen before comes first and stays applied', async () => {
		await legacy();
		const cookie = await shopperWith( 'beanie', 3 );
		const { globals } = await page( '/cart/', cookie );
		const { nonce } = globals.wc_stripe_payment_request_params;
		await ajax( 'wc_stripe_update_shipping_method', cookie, {
			security: nonce.update_shipping,
			'shipping_method[0]': 'free_shipping:2',
		} );
		const answer = await ajax( 'wc_stripe_get_shipping_options', cookie, {
			security: nonce.shipping,
			country: 'DE',
			postcode: '10117',
			city: 'Berlin',
			is_product_page: 'false',
		} );
		expect( answer.result ).toBe( 'success' );
		expect(
			answer.shipping_options.map( ( option: any ) => option.id )
		).toEqual( [ 'free_shipping:2', 'flat_rate:1' ] );
		expect( answer.displayItems[ 0 ] ).toEqual( {
			label: 'Subtotal',
			amount: 5400,
		} );
		expect( answer.displayItems ).toContainEqual( {
			label: 'Shipping',
			amount: 0,
		} );
	} );

	it( 'create_order: an empty cart refused; a state given by name becomes its code; a required state missing is said first', async () => {
		await legacy();
		const empty = await ajax( 'wc_stripe_create_order', '', {} );
		expect( empty ).toEqual( { success: false, data: 'Empty cart' } );
		const cookie = await shopperWith( 'beanie' );
		const { globals } = await page( '/product/beanie/', cookie );
		const fields = {
			_wpnonce: globals.wc_stripe_payment_request_params.nonce.checkout,
			billing_first_name: 'Jane',
			billing_last_name: 'Doe',
			billing_address_1: '1 Main St',
			billing_city: 'New York',
			billing_postcode: '10001',
			billing_country: 'US',
			billing_email: 'jane@example.com',
			billing_phone: '2125550100',
			payment_method: 'cheque',
			payment_request_type: 'google_pay',
		};
		const missing = await ajax( 'wc_stripe_create_order', cookie, {
			...fields,
			billing_state: '',
		} );
		expect( missing.result ).toBe( 'failure' );
		expect( missing.messages ).toMatch(
			/^<ul class="woocommerce-error" role="alert"><li>The Payment Request button is not supported in United States \(US\) because some required fields couldn't be verified\./
		);
		const named = await ajax( 'wc_stripe_create_order', cookie, {
			...fields,
			billing_state: 'New York',
		} );
		expect( named.messages ?? '' ).not.toMatch( /State/ );
		expect( named.result ).toBe( 'success' );
	} );

	it( 'the login detour: a nonce’d redirect URL becomes a cookie and My account; a bad nonce shows the page', async () => {
		await legacy();
		await fetch( `${ shopOrigin() }/__dev/settings`, {
			method: 'POST',
			headers: { 'Content-Type': 'application/json' },
			body: JSON.stringify( {
				loginRequired: true,
				guestCheckout: false,
			} ),
		} );
		const cookie = await shopperWith( 'beanie' );
		const { globals } = await page( '/product/beanie/', cookie );
		const login =
			globals.wc_stripe_payment_request_params.login_confirmation;
		expect( login.redirect_url ).toBe(
			`${ shopOrigin() }?_wpnonce=${ new URL(
				login.redirect_url
			).searchParams.get(
				'_wpnonce'
			) }&wc_stripe_payment_request_redirect_url=${ encodeURIComponent(
				`${ shopOrigin() }/product/beanie/`
			) }`
		);
		const detour = await fetch( login.redirect_url, {
			headers: { Cookie: cookie },
			redirect: 'manual',
		} );
		expect( detour.status ).toBe( 302 );
		expect( detour.headers.get( 'location' ) ).toBe( '/my-account/' );
		expect( detour.headers.get( 'set-cookie' ) ).toContain(
			'wc_stripe_payment_request_redirect_url='
		);
		const forged = await fetch(
			login.redirect_url.replace( /_wpnonce=\w+/, '_wpnonce=0' ),
			{ headers: { Cookie: cookie }, redirect: 'manual' }
		);
		expect( forged.status ).toBe( 200 );
	} );
} );
