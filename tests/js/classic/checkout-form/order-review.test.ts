/**
 * Order review updates: typing waits 1 s after the last key and updates only
 * when the group's required address fields are filled; selects and other
 * changes update after 5 ms; a new update aborts the one in flight; the
 * answer's fragments replace their areas and `updated_checkout` follows; a
 * failure shows its message.
 */
import { startOrderReview } from '../../../../assets/js/classic/checkout-form/order-review';
import type { ShopAjax } from '../../../../assets/js/core/transport';
import { PARAMS, fill, renderCheckout } from '../checkout-markup';

type Call = {
	data: Record< string, unknown >;
	signal?: AbortSignal;
	resolve: ( answer: unknown ) => void;
};

function setUp() {
	const form = renderCheckout();
	const calls: Call[] = [];
	const ajax = {
		updateOrderReview: (
			data: Record< string, unknown >,
			signal?: AbortSignal
		) =>
			new Promise( ( resolve ) =>
				calls.push( { data, signal, resolve } )
			),
	} as unknown as ShopAjax;
	const hooks = {
		afterAnswer: jest.fn(),
		afterFailure: jest.fn(),
		reload: jest.fn(),
	};
	const review = startOrderReview( form, PARAMS, ajax, hooks );
	return { form, calls, hooks, review };
}

const key = ( id: string ) =>
	document
		.getElementById( id )!
		.dispatchEvent(
			new KeyboardEvent( 'keydown', { bubbles: true, key: '1' } )
		);
const change = ( id: string ) =>
	document
		.getElementById( id )!
		.dispatchEvent( new Event( 'change', { bubbles: true } ) );

beforeEach( () => jest.useFakeTimers() );
afterEach( () => jest.useRealTimers() );

describe( 'Typing in an address field waits 1 s after the last key', () => {
	it( 'sends one update per typing burst, once the required address fields are filled', () => {
		const { calls } = setUp();
		fill( {
			billing_address_1: 'Unter den Linden 1',
			billing_city: 'Berlin',
		} );
		for ( const digit of '10117' ) {
			fill( { billing_postcode: 'x' + digit } );
			key( 'billing_postcode' );
			jest.advanceTimersByTime( 300 );
		}
		expect( calls ).toHaveLength( 0 );
		jest.advanceTimersByTime( 700 );
		expect( calls ).toHaveLength( 0 );
		jest.advanceTimersByTime( 5 );
		expect( calls ).toHaveLength( 1 );
		expect( calls[ 0 ].data ).toMatchObject( {
			security: 'orn',
			country: 'DE',
			address: 'Unter den Linden 1',
			city: 'Berlin',
			postcode: 'x7',
			s_country: 'DE',
			has_full_address: true,
			payment_method: 'stripe',
			shipping_method: { 0: 'flat_rate:1' },
		} );
		expect( String( calls[ 0 ].data.post_data ) ).toContain(
			'billing_city=Berlin'
		);
	} );

	it( 'does not update while a required field of that group is empty', () => {
		const { calls } = setUp();
		fill( { billing_postcode: '10117' } );
		key( 'billing_postcode' );
		jest.advanceTimersByTime( 2000 );
		expect( calls ).toHaveLength( 0 );
	} );

	it( 'Tab does not count as typing', () => {
		const { calls } = setUp();
		fill( {
			billing_address_1: 'a',
			billing_city: 'b',
			billing_postcode: 'c',
		} );
		document
			.getElementById( 'billing_city' )!
			.dispatchEvent(
				new KeyboardEvent( 'keydown', { bubbles: true, key: 'Tab' } )
			);
		jest.advanceTimersByTime( 2000 );
		expect( calls ).toHaveLength( 0 );
	} );
} );

describe( 'Other changes update after 5 ms', () => {
	it.each( [
		[ 'the country select', 'billing_country' ],
		[ 'the shipping method', 'shipping_method_0_free_shipping2' ],
		[ 'ship to a different address', 'ship-to-different-address-checkbox' ],
	] )( '%s', ( _name, id ) => {
		const { calls } = setUp();
		change( id );
		jest.advanceTimersByTime( 4 );
		expect( calls ).toHaveLength( 0 );
		jest.advanceTimersByTime( 1 );
		expect( calls ).toHaveLength( 1 );
	} );

	it( 'ships elsewhere: the s_ fields come from the shipping address', () => {
		const { calls } = setUp();
		(
			document.getElementById(
				'ship-to-different-address-checkbox'
			) as HTMLInputElement
		 ).checked = true;
		fill( { shipping_city: 'Paris', billing_city: 'Berlin' } );
		change( 'ship-to-different-address-checkbox' );
		jest.advanceTimersByTime( 5 );
		expect( calls[ 0 ].data ).toMatchObject( {
			city: 'Berlin',
			s_city: 'Paris',
			s_country: 'FR',
		} );
	} );

	it( 'a coupon change keeps the chosen rates: no shipping_method sent', () => {
		const { calls } = setUp();
		document.body.dispatchEvent(
			new CustomEvent( 'update_checkout', {
				detail: [ { update_shipping_method: false } ],
			} )
		);
		jest.advanceTimersByTime( 5 );
		expect( calls[ 0 ].data ).not.toHaveProperty( 'shipping_method' );
	} );
} );

describe( 'A new update aborts the one in flight', () => {
	it( 'aborts the first request; only the newest answer is applied', async () => {
		const { calls } = setUp();
		const updated = jest.fn();
		document.body.addEventListener( 'updated_checkout', updated );
		change( 'billing_country' );
		jest.advanceTimersByTime( 5 );
		change( 'billing_country' );
		jest.advanceTimersByTime( 5 );
		expect( calls ).toHaveLength( 2 );
		expect( calls[ 0 ].signal?.aborted ).toBe( true );
		calls[ 0 ].resolve( { ok: false, message: 'aborted' } );
		calls[ 1 ].resolve( {
			ok: true,
			data: {
				result: 'success',
				fragments: {
					'.woocommerce-checkout-review-order-table':
						'<table class="shop_table woocommerce-checkout-review-order-table"><tbody><tr><td>New</td></tr></tbody></table>',
				},
			},
		} );
		await jest.runAllTimersAsync();
		expect(
			document.querySelector( '.woocommerce-NoticeGroup' )
		).toBeNull();
		expect(
			document.querySelector( '.woocommerce-checkout-review-order-table' )
				?.textContent
		).toBe( 'New' );
		expect( updated ).toHaveBeenCalledTimes( 1 );
		document.body.removeEventListener( 'updated_checkout', updated );
	} );
} );

describe( 'The answer', () => {
	it( 'replaces the payment area keeping the terms and what was entered in payment fields', async () => {
		const { calls, hooks } = setUp();
		( document.getElementById( 'terms' ) as HTMLInputElement ).checked =
			true;
		(
			document.getElementById(
				'wc-stripe-new-payment-method'
			) as HTMLInputElement
		 ).checked = true;
		fill( { 'card-note': 'typed' } );
		const payment = document.getElementById( 'payment' )!.outerHTML;
		change( 'billing_country' );
		jest.advanceTimersByTime( 5 );
		calls[ 0 ].resolve( {
			ok: true,
			data: {
				result: 'success',
				fragments: { '.woocommerce-checkout-payment': payment },
			},
		} );
		await jest.runAllTimersAsync();
		expect( document.getElementById( 'payment' ) ).not.toBe( null );
		expect(
			( document.getElementById( 'terms' ) as HTMLInputElement ).checked
		).toBe( true );
		expect(
			(
				document.getElementById(
					'wc-stripe-new-payment-method'
				) as HTMLInputElement
			 ).checked
		).toBe( true );
		expect(
			( document.getElementById( 'card-note' ) as HTMLInputElement ).value
		).toBe( 'typed' );
		expect( hooks.afterAnswer ).toHaveBeenCalled();
		expect( document.querySelector( '.blockOverlay' ) ).toBeNull();
	} );

	it( 'a failure shows its messages at the top of the form and checks the fields again', async () => {
		const { calls, hooks } = setUp();
		change( 'billing_country' );
		jest.advanceTimersByTime( 5 );
		calls[ 0 ].resolve( {
			ok: true,
			data: {
				result: 'failure',
				messages:
					'<ul class="woocommerce-error" role="alert"><li>Out of stock</li></ul>',
			},
		} );
		await jest.runAllTimersAsync();
		const group = document.querySelector(
			'form.checkout > .woocommerce-NoticeGroup-updateOrderReview'
		);
		expect( group?.textContent ).toBe( 'Out of stock' );
		expect( hooks.afterFailure ).toHaveBeenCalled();
	} );

	it( 'a request that failed shows the transport message as text and unblocks', async () => {
		const { calls } = setUp();
		change( 'billing_country' );
		jest.advanceTimersByTime( 5 );
		expect( document.querySelectorAll( '.blockOverlay' ) ).toHaveLength(
			2
		);
		calls[ 0 ].resolve( {
			ok: false,
			message:
				'A timeout occurred while connecting to the server. Please try again.',
		} );
		await jest.runAllTimersAsync();
		expect(
			document.querySelector(
				'.woocommerce-NoticeGroup-updateOrderReview'
			)?.textContent
		).toBe(
			'A timeout occurred while connecting to the server. Please try again.'
		);
		expect( document.querySelector( '.blockOverlay' ) ).toBeNull();
	} );

	it( 'an answer the shop could not give says the summary was not updated, not that an order failed', async () => {
		const { calls } = setUp();
		change( 'billing_country' );
		jest.advanceTimersByTime( 5 );
		calls[ 0 ].resolve( { ok: false, message: '' } );
		await jest.runAllTimersAsync();
		const notice = document.querySelector(
			'.woocommerce-NoticeGroup-updateOrderReview'
		)?.textContent;
		expect( notice ).toBe(
			'The order summary could not be updated. Please try again.'
		);
		expect( notice ).not.toBe( PARAMS.checkoutError );
	} );
} );
