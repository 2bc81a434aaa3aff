/**
 * @jest-environment node
 */
/**
 * The Stripe double beside the real store answers the gateway's PHP as
 * Stripe's REST API does (form-encoded bracket parameters, the secret key,
 * Stripe's objects and errors), on the same account the Stripe.js double
 * uses, and tells the store later changes with webhooks signed as the
 * gateway 8.8.0 checks them (WC_Stripe_Webhook_Handler::validate_request()).
 */
import http from 'node:http';
import { createHmac } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { createStripeDouble } from '../../../../dev/server/stripe/rest-api/server';

const SECRET = 'sk_test_unit';
const WEBHOOK_SECRET = 'whsec_unit';
const basic = `Basic ${ Buffer.from( `${ SECRET }:` ).toString( 'base64' ) }`;

let double: http.Server;
let store: http.Server;
let origin = '';
const webhooks: Array< { body: string; signature: string } > = [];

beforeAll( async () => {
	store = http.createServer( ( req, res ) => {
		let body = '';
		req.on( 'data', ( chunk ) => ( body += chunk ) );
		req.on( 'end', () => {
			webhooks.push( {
				body,
				signature: String( req.headers[ 'stripe-signature' ] ),
			} );
			res.end();
		} );
	} );
	await new Promise< void >( ( resolve ) =>
		store.listen( 0, '127.0.0.1', resolve )
	);
	const storePort = ( store.address() as AddressInfo ).port;
	// The double's address must be known before it listens: a free port.
	const probe = http.createServer();
	await new Promise< void >( ( resolve ) =>
		probe.listen( 0, '127.0.0.1', resolve )
	);
	const port = ( probe.address() as AddressInfo ).port;
	await new Promise( ( resolve ) => probe.close( resolve ) );
	origin = `http://127.0.0.1:${ port }`;
	double = createStripeDouble( {
		origin,
		storeOrigin: `http://127.0.0.1:${ storePort }`,
		secretKey: SECRET,
		webhookSecret: WEBHOOK_SECRET,
		webhookDelayMs: 0,
		country: 'DE',
		currency: 'EUR',
	} );
	await new Promise< void >( ( resolve ) =>
		double.listen( port, '127.0.0.1', resolve )
	);
} );

afterAll( async () => {
	await new Promise( ( resolve ) => double.close( resolve ) );
	await new Promise( ( resolve ) => store.close( resolve ) );
} );

/** A request as WordPress's HTTP API sends the gateway's: form-encoded. */
async function api(
	method: 'GET' | 'POST',
	path: string,
	form = '',
	authorization = basic
) {
	const response = await fetch(
		`${ origin }${ path }${ method === 'GET' && form ? `?${ form }` : '' }`,
		{
			method,
			headers: {
				Authorization: authorization,
				'Content-Type': 'application/x-www-form-urlencoded',
			},
			body: method === 'POST' ? form : undefined,
		}
	);
	return { status: response.status, body: await response.json() };
}

/** The webhook about an intent, once the store has received it. */
async function delivered( intentId: string ) {
	for ( let tries = 0; tries < 250; tries++ ) {
		const hook = webhooks.find(
			( entry ) => JSON.parse( entry.body ).data.object.id === intentId
		);
		if ( hook ) {
			return hook;
		}
		await new Promise( ( resolve ) => setTimeout( resolve, 20 ) );
	}
	return undefined;
}

/** A card made in the browser, as the Stripe.js double makes it. */
async function card( number: string ): Promise< string > {
	const response = await fetch( `${ origin }/__stripe/v1/payment_methods`, {
		method: 'POST',
		headers: { 'Content-Type': 'application/json' },
		body: JSON.stringify( {
			type: 'card',
			card: { number, exp_month: 12, exp_year: 2034, cvc: '123' },
			billing_details: { name: 'Erika Mustermann' },
		} ),
	} );
	return ( await response.json() ).id;
}

const pay = ( method: string ) =>
	[
		'amount=2530',
		'currency=eur',
		`payment_method=${ method }`,
		'payment_method_types%5B0%5D=card',
		'confirm=true',
		'metadata%5Border_id%5D=42',
		'level3%5Bline_items%5D%5B0%5D%5Bproduct_code%5D=beanie',
	].join( '&' );

describe( 'the secret key, as the gateway sends it', () => {
	it( 'no key: 401 with Stripe’s message', async () => {
		const answer = await api( 'GET', '/v1/account', '', '' );
		expect( answer.status ).toBe( 401 );
		expect( answer.body.error.message ).toMatch(
			/You did not provide an API key/
		);
	} );

	it( 'a wrong key: 401 naming it masked', async () => {
		const answer = await api(
			'GET',
			'/v1/account',
			'',
			'Bearer sk_test_wrongwrong'
		);
		expect( answer.status ).toBe( 401 );
		expect( answer.body.error.message ).toMatch( /Invalid API Key/ );
	} );

	it( 'Basic (the gateway’s) and Bearer both reach the account', async () => {
		for ( const authorization of [ basic, `Bearer ${ SECRET }` ] ) {
			const answer = await api( 'GET', '/v1/account', '', authorization );
			expect( answer.status ).toBe( 200 );
			expect( answer.body ).toMatchObject( {
				object: 'account',
				country: 'DE',
				default_currency: 'eur',
			} );
			expect( answer.body.capabilities.ideal_payments ).toBe( 'active' );
		}
	} );
} );

describe( 'a card payment the gateway creates and confirms at once', () => {
	it( '4242: succeeded, charged once however often it is confirmed, with its charge and balance transaction', async () => {
		const method = await card( '4242424242424242' );
		const created = await api(
			'POST',
			'/v1/payment_intents',
			pay( method )
		);
		expect( created.status ).toBe( 200 );
		expect( created.body ).toMatchObject( {
			object: 'payment_intent',
			status: 'succeeded',
			amount: 2530,
			payment_method: method,
			metadata: { order_id: '42' },
		} );
		const again = await api(
			'POST',
			`/v1/payment_intents/${ created.body.id }/confirm`
		);
		expect( again.body.latest_charge ).toBe( created.body.latest_charge );

		const charge = await api(
			'GET',
			`/v1/charges/${ created.body.latest_charge }`
		);
		expect( charge.body ).toMatchObject( {
			object: 'charge',
			status: 'succeeded',
			paid: true,
			captured: true,
			payment_intent: created.body.id,
			payment_method_details: {
				type: 'card',
				card: { last4: '4242', funding: 'credit' },
			},
		} );
		const txn = await api(
			'GET',
			`/v1/balance/history/${ charge.body.balance_transaction }`
		);
		expect( txn.body.net + txn.body.fee ).toBe( 2530 );

		const intents = await (
			await fetch( `${ origin }/__dev/intents` )
		).json();
		expect(
			intents.find(
				( intent: { id: string } ) => intent.id === created.body.id
			)
		).toMatchObject( { charge_count: 1, confirm_count: 2 } );
	} );

	it( '4000 0000 0000 0002: 402, a card_error with the intent as Stripe nests it', async () => {
		const answer = await api(
			'POST',
			'/v1/payment_intents',
			pay( await card( '4000000000000002' ) )
		);
		expect( answer.status ).toBe( 402 );
		expect( answer.body.error ).toMatchObject( {
			type: 'card_error',
			code: 'card_declined',
			payment_intent: {
				object: 'payment_intent',
				status: 'requires_payment_method',
			},
		} );
	} );

	it( '3D Secure: requires_action; once the shopper authenticates in the browser, the store hears payment_intent.succeeded, signed', async () => {
		const created = await api(
			'POST',
			'/v1/payment_intents',
			pay( await card( '4000002760003184' ) )
		);
		expect( created.body ).toMatchObject( {
			status: 'requires_action',
			next_action: { type: 'use_stripe_sdk' },
		} );
		await fetch(
			`${ origin }/__stripe/v1/intents/${ created.body.id }/authenticate`,
			{
				method: 'POST',
				headers: { 'Content-Type': 'application/json' },
				body: JSON.stringify( {
					client_secret: created.body.client_secret,
					outcome: 'complete',
				} ),
			}
		);
		const expanded = await api(
			'GET',
			`/v1/payment_intents/${ created.body.id }`,
			'expand%5B%5D=payment_method'
		);
		expect( expanded.body.status ).toBe( 'succeeded' );
		expect( expanded.body.payment_method ).toMatchObject( {
			object: 'payment_method',
			card: { last4: '3184' },
		} );

		const delivery = await delivered( created.body.id );
		expect( delivery ).toBeDefined();
		const event = JSON.parse( delivery!.body );
		expect( event ).toMatchObject( {
			object: 'event',
			type: 'payment_intent.succeeded',
			data: { object: { status: 'succeeded' } },
		} );
		// The gateway's check: the format, then HMAC-SHA256 of "{t}.{body}".
		const match =
			/^t=(?<timestamp>\d+)(?<signatures>(,v\d+=[a-z0-9]+){1,2})$/.exec(
				delivery!.signature
			);
		expect( match ).not.toBeNull();
		const expected = createHmac( 'sha256', WEBHOOK_SECRET )
			.update( `${ match!.groups!.timestamp }.${ delivery!.body }` )
			.digest( 'hex' );
		expect( match!.groups!.signatures ).toContain( `v1=${ expected }` );
	} );
} );

describe( 'customers, as the gateway looks a guest up and saves a card', () => {
	it( 'search by name and email finds the customer made; a setup intent attaches the card to her', async () => {
		const made = await api(
			'POST',
			'/v1/customers',
			'email=erika%40example.com&name=Erika+Mustermann&metadata%5Bsource%5D=unit'
		);
		const found = await api(
			'GET',
			'/v1/customers/search',
			`query=${ encodeURIComponent(
				"name:'Erika Mustermann' AND email:'erika@example.com'"
			) }`
		);
		expect( found.body ).toMatchObject( {
			object: 'search_result',
			data: [ { id: made.body.id } ],
		} );

		const method = await card( '4242424242424242' );
		const setup = await api(
			'POST',
			'/v1/setup_intents',
			`customer=${ made.body.id }&payment_method=${ method }&payment_method_types%5B0%5D=card&confirm=true`
		);
		expect( setup.body ).toMatchObject( {
			object: 'setup_intent',
			status: 'succeeded',
		} );
		const listed = await api(
			'GET',
			'/v1/payment_methods',
			`customer=${ made.body.id }&type=card&limit=100`
		);
		expect(
			listed.body.data.map( ( entry: { id: string } ) => entry.id )
		).toEqual( [ method ] );
	} );

	it( 'an unknown customer: 404 resource_missing', async () => {
		const answer = await api( 'GET', '/v1/customers/cus_nobody' );
		expect( answer.status ).toBe( 404 );
		expect( answer.body.error.code ).toBe( 'resource_missing' );
	} );
} );

describe( 'the request log', () => {
	it( 'lists what the gateway asked, with the answer’s id or error code', async () => {
		const log = await (
			await fetch( `${ origin }/__dev/requests` )
		).json();
		const paid = log.filter(
			( entry: { method: string; path: string } ) =>
				entry.method === 'POST' && entry.path === '/v1/payment_intents'
		);
		expect(
			paid.map( ( entry: { result: string } ) => entry.result )
		).toEqual( expect.arrayContaining( [ 'card_declined' ] ) );
		expect( paid[ 0 ].params ).toMatchObject( {
			amount: '2530',
			payment_method_types: [ 'card' ],
			metadata: { order_id: '42' },
			level3: { line_items: [ { product_code: 'beanie' } ] },
		} );
	} );
} );

describe( 'a card from a wallet, as Stripe records it', () => {
	it( 'a Google Pay sheet’s card says its wallet in card.wallet.type (the gateway names the order after it); a typed card says none', async () => {
		const made = await fetch( `${ origin }/__stripe/v1/payment_methods`, {
			method: 'POST',
			headers: { 'Content-Type': 'application/json' },
			body: JSON.stringify( {
				type: 'card',
				card: {
					number: '4242424242424242',
					exp_month: 12,
					exp_year: 2034,
					cvc: '123',
					wallet: 'google_pay',
				},
			} ),
		} );
		const id = ( await made.json() ).id;
		const wallet = await api( 'GET', `/v1/payment_methods/${ id }` );
		expect( wallet.body.card.wallet ).toEqual( {
			type: 'google_pay',
			dynamic_last4: null,
			google_pay: {},
		} );
		const typed = await api(
			'GET',
			`/v1/payment_methods/${ await card( '4242424242424242' ) }`
		);
		expect( typed.body.card.wallet ).toBeNull();
	} );
} );
