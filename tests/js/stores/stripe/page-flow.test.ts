/**
 * A classic page's payment flow: the checkout form, Stripe's payment form
 * and the wallet buttons move the one flow status only through its named
 * steps, so a payment under way on one surface stops every other.
 */
import { readFileSync } from 'fs';
import path from 'path';
import { dispatch, select } from '@wordpress/data';
import { store } from '../../../../assets/js/stores/stripe';
import { pagePaymentFlow } from '../../../../assets/js/stores/stripe/page-flow';

beforeEach( () => dispatch( store ).resetFlow() );

describe( 'One payment at a time on a classic page', () => {
	it( 'a payment starts when none is under way, and no other starts until it ends', () => {
		const form = pagePaymentFlow();
		const wallet = pagePaymentFlow();
		expect( form.begin( 'creating-payment-method' ) ).toBe( true );
		expect( select( store ).getFlowStatus() ).toBe(
			'creating-payment-method'
		);
		expect( wallet.isBusy() ).toBe( true );
		expect( wallet.begin( 'creating-order' ) ).toBe( false );
		expect( select( store ).getFlowStatus() ).toBe(
			'creating-payment-method'
		);
	} );

	it( "a failure frees the page and keeps the shopper's message", () => {
		const flow = pagePaymentFlow();
		flow.begin( 'creating-order' );
		flow.fail( 'The card was declined.' );
		expect( flow.isBusy() ).toBe( false );
		expect( select( store ).getLastError() ).toBe(
			'The card was declined.'
		);
		expect( flow.begin( 'creating-order' ) ).toBe( true );
		expect( select( store ).getLastError() ).toBeNull();
	} );
} );

describe( 'The payment method in the form', () => {
	it( "on the checkout, the form's own submit places the order next: the flow is free for it", () => {
		const flow = pagePaymentFlow();
		flow.begin( 'creating-payment-method' );
		flow.methodInForm( 'checkout' );
		expect( flow.begin( 'creating-order' ) ).toBe( true );
	} );

	it( 'on a page that posts natively, the order is under way: nothing else starts', () => {
		const flow = pagePaymentFlow();
		flow.begin( 'creating-payment-method' );
		flow.methodInForm( 'posting' );
		expect( select( store ).getFlowStatus() ).toBe( 'creating-order' );
		expect( flow.begin( 'creating-order' ) ).toBe( false );
	} );

	it( 'leaving for the address the payment ended on stays busy', () => {
		const flow = pagePaymentFlow();
		flow.begin( 'creating-order' );
		flow.leaving();
		expect( select( store ).getFlowStatus() ).toBe( 'redirecting' );
		expect( flow.isBusy() ).toBe( true );
	} );
} );

describe( 'One writer of the flow status on the classic pages', () => {
	const root = path.resolve( __dirname, '../../../../assets/js' );
	const FILES = [
		'classic/checkout/index.ts',
		'classic/checkout/payment-pages.ts',
		'classic/payment/index.ts',
		'classic/payment/pay.ts',
		'express/classic-buttons.ts',
	];

	it.each( FILES )(
		'%s moves the flow only through the page flow',
		( file ) => {
			const source = readFileSync( path.join( root, file ), 'utf8' );
			expect( source ).not.toMatch(
				/\b(setFlowStatus|beginFlow|failFlow|resetFlow)\b/
			);
		}
	);
} );
