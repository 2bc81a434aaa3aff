/**
 * The payment flow's rule: one payment at a time on a page, moved by named
 * steps (begin, the method in the form, confirming, leaving, fail, done).
 */
import {
	isUnderWay,
	nextFlowStatus,
} from '../../../../assets/js/stores/payment-flow/steps';
import type {
	FlowStatus,
	FlowStep,
} from '../../../../assets/js/stores/payment-flow/steps';

const after = ( steps: FlowStep[], from: FlowStatus = 'idle' ) =>
	steps.reduce( nextFlowStatus, from );

describe( 'One payment at a time', () => {
	it( 'a payment begins where it starts when none is under way', () => {
		expect(
			after( [ { type: 'begin', start: 'creating-payment-method' } ] )
		).toBe( 'creating-payment-method' );
		expect( after( [ { type: 'begin', start: 'creating-order' } ] ) ).toBe(
			'creating-order'
		);
	} );

	it( 'a second begin while one is under way changes nothing', () => {
		expect(
			after( [
				{ type: 'begin', start: 'creating-payment-method' },
				{ type: 'begin', start: 'creating-order' },
			] )
		).toBe( 'creating-payment-method' );
	} );

	it.each( [
		[ 'idle', false ],
		[ 'creating-payment-method', true ],
		[ 'creating-order', true ],
		[ 'confirming', true ],
		[ 'redirecting', true ],
	] as Array< [ FlowStatus, boolean ] > )(
		'%s: a payment under way is %s',
		( status, busy ) => expect( isUnderWay( status ) ).toBe( busy )
	);
} );

describe( 'The payment method in the form', () => {
	it( "the classic checkout's own submit places the order next: the flow is free for it", () => {
		expect(
			after( [
				{ type: 'begin', start: 'creating-payment-method' },
				{ type: 'method-in-form', then: 'form-submits' },
			] )
		).toBe( 'idle' );
	} );

	it( 'elsewhere the order is under way with it', () => {
		expect(
			after( [
				{ type: 'begin', start: 'creating-payment-method' },
				{ type: 'method-in-form', then: 'order-under-way' },
			] )
		).toBe( 'creating-order' );
	} );
} );

describe( 'How a payment ends', () => {
	const underWay: FlowStep[] = [
		{ type: 'begin', start: 'creating-order' },
		{ type: 'confirming' },
	];

	it( 'leaving for the address the payment ended on stays busy', () => {
		expect( after( [ ...underWay, { type: 'leaving' } ] ) ).toBe(
			'redirecting'
		);
	} );

	it.each( [ 'fail', 'done' ] as const )(
		'%s frees the page for the next payment',
		( type ) => {
			expect( after( [ ...underWay, { type } ] ) ).toBe( 'idle' );
		}
	);
} );
