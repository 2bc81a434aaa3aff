/**
 * The one payment flow every surface calls, in its two homes: on the
 * `wc/stripe` store (checkouts and payment pages) and in page memory
 * (product and cart pages, without `@wordpress/data`). Both answer the same
 * way, and no file outside `stores/` moves the flow status itself.
 */
import { readdirSync, readFileSync, statSync } from 'fs';
import path from 'path';
import { createPageMemoryFlow } from '../../../../assets/js/stores/payment-flow/page-memory-flow';
import { storePaymentFlow } from '../../../../assets/js/stores/stripe/payment-flow';
import type { PaymentFlow } from '../../../../assets/js/stores/payment-flow/types';
import type { Transport } from '../../../../assets/js/core/transport/types';
import {
	fakeServices,
	registryWithStripeStore,
} from '../../doubles/stripe-store';

const transport: Transport = {
	request: jest.fn( () => {
		throw new Error( 'no request expected' );
	} ),
};

function onTheStore( stripe: unknown ) {
	const { registry, store } = registryWithStripeStore(
		fakeServices( { stripe } ).services
	);
	registry.dispatch( store ).setExpressSettings( {
		ajaxUrl: '/?wc-ajax=%%endpoint%%',
		publishableKey: 'pk_test',
	} as never );
	return {
		flow: storePaymentFlow( registry ),
		status: () => registry.select( store ).getFlowStatus(),
	};
}

function inPageMemory( stripe: unknown ) {
	const flow = createPageMemoryFlow( {
		getStripe: async () => stripe as never,
		express: { ajaxUrl: '/?wc-ajax=%%endpoint%%' },
		transport,
	} );
	return { flow, status: () => null };
}

describe.each( [
	[ 'on the wc/stripe store', onTheStore ],
	[ 'in page memory', inPageMemory ],
] )( 'The payment flow %s', ( _home, make ) => {
	let flow: PaymentFlow;
	beforeEach( () => ( { flow } = make( {} ) ) );

	it( 'one payment at a time: begin answers at once, and refuses while one is under way', () => {
		expect( flow.begin( 'creating-payment-method' ) ).toBe( true );
		expect( flow.isBusy() ).toBe( true );
		expect( flow.begin( 'creating-order' ) ).toBe( false );
	} );

	it( 'a failure frees the page for the next attempt', () => {
		flow.begin( 'creating-order' );
		flow.fail();
		expect( flow.isBusy() ).toBe( false );
		expect( flow.begin( 'creating-order' ) ).toBe( true );
	} );

	it( 'the method in a form that submits again frees the flow; one that posts keeps it', () => {
		flow.begin( 'creating-payment-method' );
		flow.methodInForm( 'form-submits' );
		expect( flow.isBusy() ).toBe( false );
		flow.begin( 'creating-payment-method' );
		flow.methodInForm( 'order-under-way' );
		expect( flow.begin( 'creating-order' ) ).toBe( false );
	} );

	it( 'leaving stays busy; done frees it', () => {
		flow.begin( 'creating-order' );
		flow.leaving();
		expect( flow.isBusy() ).toBe( true );
		flow.done();
		expect( flow.isBusy() ).toBe( false );
	} );

	it( 'completes an order the gateway already paid by going to its page, confirming meanwhile', async () => {
		flow.begin( 'creating-order' );
		const done = flow.complete(
			'https://shop.test/checkout/order-received/7/'
		);
		expect( flow.isBusy() ).toBe( true );
		await expect( done ).resolves.toEqual( {
			ok: true,
			redirectUrl: 'https://shop.test/checkout/order-received/7/',
		} );
	} );

	it( 'says why it cannot finish when Stripe.js did not load', async () => {
		( { flow } = make( null ) );
		const result = await flow.complete(
			'#wc-stripe-confirm-pi:7:secret:n'
		);
		expect( result.ok ).toBe( false );
	} );
} );

describe( 'On the store, the status the steps lead to is the state every surface reads', () => {
	it( 'confirming, then leaving', async () => {
		const { flow, status } = onTheStore( {} );
		flow.begin( 'creating-order' );
		const done = flow.complete( 'https://shop.test/order-received/7/' );
		expect( status() ).toBe( 'confirming' );
		await done;
		flow.leaving();
		expect( status() ).toBe( 'redirecting' );
	} );
} );

describe( 'No file outside stores/ moves the flow status itself', () => {
	const root = path.resolve( __dirname, '../../../../assets/js' );
	const files = ( dir: string ): string[] =>
		readdirSync( dir ).flatMap( ( name ) => {
			const full = path.join( dir, name );
			return statSync( full ).isDirectory()
				? files( full )
				: [ path.relative( root, full ) ];
		} );
	const SURFACES = files( root ).filter(
		( file ) => ! file.startsWith( 'stores/' ) && /\.tsx?$/.test( file )
	);

	it( 'no surface dispatches a flow step or sets a status', () => {
		expect( SURFACES.length ).toBeGreaterThan( 50 );
		expect(
			SURFACES.filter( ( file ) =>
				/\b(flowStep|setFlowStatus|beginFlow|failFlow|resetFlow|FLOW_STEP)\b/.test(
					readFileSync( path.join( root, file ), 'utf8' )
				)
			)
		).toEqual( [] );
	} );
} );
