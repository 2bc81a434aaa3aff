/**
 * @jest-environment node
 */
/**
 * The shop's Store API makes and keeps draft orders as WooCommerce's does
 * (Utilities/DraftOrderTrait.php, Routes/V1/Checkout.php): GET /checkout
 * makes the `checkout-draft` order from the cart and answers it, the block
 * checkout page prints that answer as `checkoutData`, a cart write keeps the
 * draft in line with the cart, and POST /checkout pays that same order. A
 * new guest's cart starts in the store's country
 * (`wc_get_customer_default_location()`).
 */
import { runningShop } from '../fixtures/running-shop';
import { STORE, storeApiClient } from '../fixtures/store-api-client';
import { cardMethod } from '../fixtures/card-method';

const shopOrigin = runningShop( { reset: true } );

const billing = {
	first_name: 'Erika',
	last_name: 'Mustermann',
	company: '',
	address_1: 'Unter den Linden 1',
	address_2: '',
	city: 'Berlin',
	state: '',
	postcode: '10117',
	country: 'DE',
	email: 'erika@example.com',
	phone: '',
};

async function allOrders(): Promise< any[] > {
	return ( await fetch( `${ shopOrigin() }/__dev/orders?drafts=1` ) ).json();
}

/** window.wcSettings.checkoutData as the block checkout page prints it. */
async function printedCheckoutData( tab: ReturnType< typeof storeApiClient > ) {
	const page = await tab.call( '/checkout/' );
	const found = /window\.wcSettings = (.*);\n/.exec( page.body as string );
	return JSON.parse( found![ 1 ] ).checkoutData;
}

describe( 'A new guest’s cart (wc_get_customer_default_location)', () => {
	it( 'starts in the store’s country, for billing and shipping', async () => {
		const tab = storeApiClient( shopOrigin );
		const cart = await tab.call( `${ STORE }/cart` );
		expect( cart.body.billing_address.country ).toBe( 'DE' );
		expect( cart.body.shipping_address.country ).toBe( 'DE' );
		await fetch( `${ shopOrigin() }/__dev/settings`, {
			method: 'POST',
			headers: { 'Content-Type': 'application/json' },
			body: JSON.stringify( { storeCountry: 'NL' } ),
		} );
		const other = storeApiClient( shopOrigin );
		expect(
			( await other.call( `${ STORE }/cart` ) ).body.billing_address
				.country
		).toBe( 'NL' );
		expect( [ ...tab.problems, ...other.problems ] ).toEqual( [] );
	} );
} );

describe( 'Draft orders (DraftOrderTrait)', () => {
	it( 'GET /checkout makes a checkout-draft order from the cart, and answers the same one again', async () => {
		const tab = storeApiClient( shopOrigin );
		await tab.fillCart( [ { slug: 'beanie' } ] );
		const first = await tab.call( `${ STORE }/checkout` );
		expect( first.status ).toBe( 200 );
		expect( first.body ).toMatchObject( {
			status: 'checkout-draft',
			order_number: String( first.body.order_id ),
			customer_id: 0,
			payment_method: '',
			billing_address: { country: 'DE' },
			payment_result: {
				payment_status: '',
				payment_details: [],
				redirect_url: '',
			},
			extensions: {},
		} );
		expect( first.body.order_id ).toBeGreaterThan( 0 );
		expect( first.body.order_key ).toMatch( /^wc_order_/ );
		const again = await tab.call( `${ STORE }/checkout` );
		expect( again.body.order_id ).toBe( first.body.order_id );
		// Drafts stay out of the orders list unless asked for.
		expect(
			await ( await fetch( `${ shopOrigin() }/__dev/orders` ) ).json()
		).toEqual( [] );
		expect( await allOrders() ).toHaveLength( 1 );
		expect( tab.problems ).toEqual( [] );
	} );

	it( 'the block checkout page prints that answer as checkoutData', async () => {
		const tab = storeApiClient( shopOrigin );
		await tab.fillCart( [ { slug: 'beanie' } ] );
		const printed = await printedCheckoutData( tab );
		const asked = await tab.call( `${ STORE }/checkout` );
		expect( printed ).toEqual( asked.body );
		expect( printed.order_id ).toBeGreaterThan( 0 );
	} );

	it( 'an empty cart makes no draft: GET /checkout is 400 woocommerce_rest_cart_empty', async () => {
		const tab = storeApiClient( shopOrigin );
		await tab.call( `${ STORE }/cart` );
		const answer = await tab.call( `${ STORE }/checkout` );
		expect( answer.status ).toBe( 400 );
		expect( answer.body.code ).toBe( 'woocommerce_rest_cart_empty' );
		expect( await allOrders() ).toEqual( [] );
		expect( tab.problems ).toEqual( [] );
	} );

	it( 'a cart write keeps the draft in line with the cart', async () => {
		const tab = storeApiClient( shopOrigin );
		await tab.fillCart( [ { slug: 'beanie' } ] );
		const draft = await tab.call( `${ STORE }/checkout` );
		await tab.post( `${ STORE }/cart/add-item`, { id: 14, quantity: 1 } );
		const [ order ] = await allOrders();
		expect( order.id ).toBe( draft.body.order_id );
		expect( order.status ).toBe( 'checkout-draft' );
		// Beanie 18.00 + Gift Mug 12.00, shipping 5.00, 10 % tax.
		expect( order.total ).toBe( 3850 );
		expect( tab.problems ).toEqual( [] );
	} );

	it( 'POST /checkout pays the draft GET made: one order, the same id', async () => {
		const tab = storeApiClient( shopOrigin );
		await tab.fillCart( [ { slug: 'beanie' } ] );
		const draft = await tab.call( `${ STORE }/checkout` );
		const paid = await tab.post( `${ STORE }/checkout`, {
			billing_address: billing,
			payment_method: 'stripe',
			payment_data: [
				{
					key: 'wc-stripe-payment-method',
					value: await cardMethod( shopOrigin(), '4242424242424242' ),
				},
			],
		} );
		expect( paid.status ).toBe( 200 );
		expect( paid.body ).toMatchObject( {
			order_id: draft.body.order_id,
			order_number: String( draft.body.order_id ),
			status: 'processing',
			payment_method: 'stripe',
			billing_address: { email: 'erika@example.com' },
			payment_result: { payment_status: 'success' },
		} );
		const orders = await allOrders();
		expect( orders ).toHaveLength( 1 );
		expect( orders[ 0 ] ).toMatchObject( {
			id: draft.body.order_id,
			status: 'processing',
		} );
		expect( tab.problems ).toEqual( [] );
	} );

	it( 'a declined payment answers 400 with the order and its failed payment result, and the retry pays the same order', async () => {
		const tab = storeApiClient( shopOrigin );
		await tab.fillCart( [ { slug: 'beanie' } ] );
		const pay = async ( number: string ) =>
			tab.post( `${ STORE }/checkout`, {
				billing_address: billing,
				payment_method: 'stripe',
				payment_data: [
					{
						key: 'wc-stripe-payment-method',
						value: await cardMethod( shopOrigin(), number ),
					},
				],
			} );
		const declined = await pay( '4000000000000002' );
		expect( declined.status ).toBe( 400 );
		expect( declined.body ).toMatchObject( {
			status: 'failed',
			payment_result: { payment_status: 'failure' },
		} );
		expect( declined.body.code ).toBeUndefined();
		const paid = await pay( '4242424242424242' );
		expect( paid.status ).toBe( 200 );
		expect( paid.body.order_id ).toBe( declined.body.order_id );
		expect( tab.problems ).toEqual( [] );
	} );
} );

describe( 'POST /checkout refuses as WooCommerce’s routes do', () => {
	async function tabWithBeanie() {
		const tab = storeApiClient( shopOrigin );
		await tab.fillCart( [ { slug: 'beanie' } ] );
		return tab;
	}

	it( 'no billing address: 400 rest_missing_callback_param', async () => {
		const tab = await tabWithBeanie();
		const answer = await tab.post( `${ STORE }/checkout`, {
			payment_method: 'stripe',
		} );
		expect( answer.status ).toBe( 400 );
		expect( answer.body ).toMatchObject( {
			code: 'rest_missing_callback_param',
			data: { params: [ 'billing_address' ] },
		} );
		expect( tab.problems ).toEqual( [] );
	} );

	it( 'an unknown country: 400 rest_invalid_param with invalid_country', async () => {
		const tab = await tabWithBeanie();
		const answer = await tab.post( `${ STORE }/checkout`, {
			billing_address: { ...billing, country: 'XX' },
			payment_method: 'stripe',
		} );
		expect( answer.status ).toBe( 400 );
		expect( answer.body ).toMatchObject( {
			code: 'rest_invalid_param',
			message: 'Invalid parameter(s): billing_address',
			data: { details: { billing_address: { code: 'invalid_country' } } },
		} );
		expect( tab.problems ).toEqual( [] );
	} );

	it( 'no payment method: 400 woocommerce_rest_checkout_missing_payment_method', async () => {
		const tab = await tabWithBeanie();
		const answer = await tab.post( `${ STORE }/checkout`, {
			billing_address: billing,
		} );
		expect( answer.status ).toBe( 400 );
		expect( answer.body.code ).toBe(
			'woocommerce_rest_checkout_missing_payment_method'
		);
		expect( tab.problems ).toEqual( [] );
	} );

	it( 'a missing email: 400 woocommerce_rest_missing_email_address; a missing city: woocommerce_rest_invalid_address', async () => {
		const tab = await tabWithBeanie();
		const noEmail = await tab.post( `${ STORE }/checkout`, {
			billing_address: { ...billing, email: '' },
			payment_method: 'stripe',
		} );
		expect( noEmail.body.code ).toBe(
			'woocommerce_rest_missing_email_address'
		);
		const noCity = await tab.post( `${ STORE }/checkout`, {
			billing_address: { ...billing, city: '' },
			payment_method: 'stripe',
		} );
		expect( noCity.status ).toBe( 400 );
		expect( noCity.body ).toMatchObject( {
			code: 'woocommerce_rest_invalid_address',
			message:
				'There was a problem with the provided shipping address: City is required',
		} );
		expect( tab.problems ).toEqual( [] );
	} );
} );
