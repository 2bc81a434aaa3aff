/**
 * WooCommerce's notice rules as the block checkout host runs them
 * (StoreNoticesContainer and getNoticeContexts(), runCheckoutFailObservers'
 * fallback buckets, removeNoticesByStatus over registered containers), and
 * the fail-observer fallback they lead to on the host's Place Order flow.
 */
import {
	areaNotices,
	hasErrorInFallbackBuckets,
	withoutAreaErrors,
	type BoardNotice,
} from '../../../../dev/browser/blocks-host/notice-rules';
import { createEmitters } from '../../../../dev/browser/blocks-host/emitters';
import { placeOrder } from '../../../../dev/browser/blocks-host/flow';
import { flowInput } from '../../fixtures/flow-input';

const notice = (
	context: string,
	status: BoardNotice[ 'status' ] = 'error',
	id = context
): BoardNotice => ( { id, context, status, content: `in ${ context }` } );

const CHECKOUT_AREA = [ 'wc/checkout', 'wc/cart' ];

describe( 'an area shows its contexts and the WooCommerce sub-contexts that have no area of their own', () => {
	const notices = [
		notice( 'wc/checkout' ),
		notice( 'wc/checkout/contact-information' ),
		notice( 'wc/checkout/order-information' ),
		notice( 'wc/checkout/payments/stripe-fields' ),
		notice( 'wc/cart' ),
		notice( 'global' ),
	];

	it( 'shows an unclaimed WooCommerce sub-context, sub-contexts first', () => {
		expect(
			areaNotices( notices, CHECKOUT_AREA, [
				...CHECKOUT_AREA,
				'wc/checkout/contact-information',
			] ).map( ( shown ) => shown.context )
		).toEqual( [
			'wc/checkout/order-information',
			'wc/checkout',
			'wc/cart',
		] );
	} );

	it( 'leaves a sub-context with an area of its own to that area', () => {
		expect(
			areaNotices( notices, CHECKOUT_AREA, CHECKOUT_AREA ).map(
				( shown ) => shown.context
			)
		).toContain( 'wc/checkout/contact-information' );
		expect(
			areaNotices(
				notices,
				[ 'wc/checkout/contact-information' ],
				[ 'wc/checkout/contact-information' ]
			).map( ( shown ) => shown.context )
		).toEqual( [ 'wc/checkout/contact-information' ] );
	} );

	it( "never shows a payment method's own context, nor the default one", () => {
		const everywhere = [
			...areaNotices( notices, CHECKOUT_AREA, [] ),
			...areaNotices(
				notices,
				[ 'wc/checkout/payments' ],
				[ 'wc/checkout/payments' ]
			),
		].map( ( shown ) => shown.context );
		expect( everywhere ).not.toContain(
			'wc/checkout/payments/stripe-fields'
		);
		expect( everywhere ).not.toContain( 'global' );
	} );
} );

describe( "the fail-observer fallback looks for an error in WooCommerce's buckets only", () => {
	it.each( [
		'wc/checkout',
		'wc/cart',
		'wc/checkout/contact-information',
		'wc/checkout/payments',
		'wc/checkout/express-payments',
	] )( 'an error in %s counts', ( context ) => {
		expect( hasErrorInFallbackBuckets( [ notice( context ) ] ) ).toBe(
			true
		);
	} );

	it.each( [ 'wc/checkout/payments/stripe-fields', 'global' ] )(
		'an error in %s does not',
		( context ) => {
			expect( hasErrorInFallbackBuckets( [ notice( context ) ] ) ).toBe(
				false
			);
		}
	);

	it( 'a notice that is not an error does not', () => {
		expect(
			hasErrorInFallbackBuckets( [ notice( 'wc/checkout', 'info' ) ] )
		).toBe( false );
	} );
} );

describe( 'clearing errors reaches only the contexts that have an area', () => {
	it( 'keeps notices elsewhere, and notices that are not errors', () => {
		const left = withoutAreaErrors(
			[
				notice( 'wc/checkout' ),
				notice( 'wc/cart', 'info' ),
				notice( 'wc/checkout/payments/stripe-fields' ),
			],
			CHECKOUT_AREA
		);
		expect( left.map( ( kept ) => kept.context ) ).toEqual( [
			'wc/cart',
			'wc/checkout/payments/stripe-fields',
		] );
	} );
} );

describe( "a success observer's error in a method's own context, then the fail observers", () => {
	function run( failAnswer: unknown ) {
		const emitters = createEmitters();
		const notices: BoardNotice[] = [];
		emitters.registration.onCheckoutSuccess( () => ( {
			type: 'error',
			message: 'Unable to process this payment.',
			messageContext: 'wc/checkout/payments/stripe-fields',
		} ) );
		emitters.registration.onCheckoutFail( () => failAnswer );
		const input = flowInput( {
			emitters,
			addNotice: ( added ) =>
				notices.push( {
					status: 'error',
					id: added.id || String( notices.length ),
					...added,
				} ),
			hasErrorNotice: () => hasErrorInFallbackBuckets( notices ),
			post: async () => ( {
				kind: 'json',
				ok: true,
				status: 200,
				body: {
					order_id: 7,
					payment_result: {
						payment_status: 'success',
						payment_details: [],
						redirect_url: '#wc-stripe-confirm-pi:7:secret:nonce',
					},
				},
			} ),
		} );
		return placeOrder( input ).then( () =>
			notices.map( ( shown ) => `${ shown.context }: ${ shown.content }` )
		);
	}

	it( 'a fail observer that answers nothing gets WooCommerce\'s "Something went wrong" in wc/checkout', async () => {
		expect( await run( true ) ).toEqual( [
			'wc/checkout/payments/stripe-fields: Unable to process this payment.',
			'wc/checkout: Something went wrong. Please contact us to get assistance.',
		] );
	} );

	it( 'a fail observer that answers with the message adds no fallback', async () => {
		expect(
			await run( {
				type: 'failure',
				message: 'Unable to process this payment.',
				messageContext: 'wc/checkout/payments/stripe-fields',
			} )
		).toEqual( [
			'wc/checkout/payments/stripe-fields: Unable to process this payment.',
			'wc/checkout/payments/stripe-fields: Unable to process this payment.',
		] );
	} );
} );
