/**
 * The unconfirmed-purchase rule's pure parts: what the purchase's cart
 * says, and a mark that outlives the page and expires.
 */
import {
	UNCONFIRMED_TTL_MS,
	createUnconfirmedMarks,
	verdictFromCart,
} from '../../../../assets/js/core/express/unconfirmed-order';
import { cartKeyOf } from '../../../../assets/js/core/express/cart-token';
import { mayHaveReachedShop } from '../../../../assets/js/core/api/unanswered';
import { createExpiringStorage } from '../../../../assets/js/core/storage';

describe( 'The purchase’s cart says what became of the order', () => {
	it( 'emptied: WooCommerce empties it once the order is paid', () => {
		expect( verdictFromCart( { ok: true, data: { items: [] } } ) ).toBe(
			'paid'
		);
	} );

	it( 'still holding its lines: no order was paid', () => {
		expect(
			verdictFromCart( { ok: true, data: { items: [ { key: 'a' } ] } } )
		).toBe( 'not-paid' );
	} );

	it( 'unreadable, or not a cart: nothing is known', () => {
		expect( verdictFromCart( { ok: false } ) ).toBe( 'unknown' );
		expect( verdictFromCart( { ok: true, data: '<html>' } ) ).toBe(
			'unknown'
		);
		expect( verdictFromCart( { ok: true, data: {} } ) ).toBe( 'unknown' );
	} );
} );

describe( 'The mark outlives the page, for a day', () => {
	function memory() {
		const data = new Map< string, string >();
		return {
			getItem: ( key: string ) => data.get( key ) ?? null,
			setItem: ( key: string, value: string ) =>
				void data.set( key, value ),
			removeItem: ( key: string ) => void data.delete( key ),
		};
	}

	it( 'a page loaded later reads what an earlier one noted, until it expires', () => {
		let now = 0;
		const backing = memory();
		createUnconfirmedMarks(
			createExpiringStorage( backing, () => now )
		).note( { cartToken: 'kept' } );
		const later = createUnconfirmedMarks(
			createExpiringStorage( backing, () => now )
		);
		now = UNCONFIRMED_TTL_MS - 1;
		expect( later.pending() ).toEqual( { cartToken: 'kept' } );
		now = UNCONFIRMED_TTL_MS;
		expect( later.pending() ).toBeNull();
	} );

	it( 'forgotten once the shop said what happened; anything else stored there is no mark', () => {
		const backing = memory();
		const marks = createUnconfirmedMarks(
			createExpiringStorage( backing )
		);
		marks.note( { cartToken: null } );
		marks.forget();
		expect( marks.pending() ).toBeNull();
		backing.setItem(
			'wc_stripe_express_unconfirmed',
			JSON.stringify( { value: 'junk', expires: Date.now() + 1000 } )
		);
		expect( marks.pending() ).toBeNull();
	} );
} );

describe( 'A cart token names its cart by the payload’s user_id', () => {
	const token = ( payload: object ) =>
		`h.${ window
			.btoa( JSON.stringify( payload ) )
			.replace( /\+/g, '-' )
			.replace( /\//g, '_' )
			.replace( /=+$/, '' ) }.sig`;

	it( 'reads the key, text or number', () => {
		expect( cartKeyOf( token( { user_id: 't_ab?c>' } ) ) ).toBe(
			't_ab?c>'
		);
		expect( cartKeyOf( token( { user_id: 7 } ) ) ).toBe( '7' );
	} );

	it( 'anything else names no cart', () => {
		expect( cartKeyOf( '' ) ).toBeNull();
		expect( cartKeyOf( null ) ).toBeNull();
		expect( cartKeyOf( 'not-a-token' ) ).toBeNull();
		expect( cartKeyOf( 'a.%%%.c' ) ).toBeNull();
		expect( cartKeyOf( token( { exp: 1 } ) ) ).toBeNull();
	} );
} );

describe( 'A call may have reached the shop without a readable answer', () => {
	it( 'a lost connection, an unreadable answer, a 5xx, an HTML page', () => {
		expect(
			mayHaveReachedShop( {
				kind: 'network',
				failure: 'timeout',
				message: '',
			} )
		).toBe( true );
		expect(
			mayHaveReachedShop( { kind: 'parse', message: '', text: '<br>' } )
		).toBe( true );
		expect(
			mayHaveReachedShop( {
				kind: 'http',
				status: 502,
				message: '',
				data: undefined,
			} )
		).toBe( true );
		expect(
			mayHaveReachedShop( {
				kind: 'http',
				status: 500,
				message: '',
				data: { code: 'x' },
			} )
		).toBe( true );
		expect(
			mayHaveReachedShop( {
				kind: 'http',
				status: 403,
				message: '',
				data: undefined,
			} )
		).toBe( true );
	} );

	it( 'not a 4xx with the shop’s own JSON error: the shop answered', () => {
		expect(
			mayHaveReachedShop( {
				kind: 'http',
				status: 400,
				message: '',
				data: { code: 'woocommerce_rest_cart_empty' },
			} )
		).toBe( false );
	} );
} );
