/**
 * WooCommerce's events reach other plugins once each: through jQuery (with
 * their extra arguments) when jQuery is on the page, as DOM events otherwise.
 */
import { answer, ask, emit, listen } from '../../../../assets/js/core/dom';

type Handler = ( event: unknown, ...args: unknown[] ) => unknown;

/** A small jQuery stand-in: handlers per element and event name. */
function installFakeJQuery() {
	const handlers = new Map< unknown, Map< string, Handler[] > >();
	const of = ( target: unknown, name: string ) => {
		if ( ! handlers.has( target ) ) {
			handlers.set( target, new Map() );
		}
		const byName = handlers.get( target )!;
		if ( ! byName.has( name ) ) {
			byName.set( name, [] );
		}
		return byName.get( name )!;
	};
	const jQuery = ( target: unknown ) => ( {
		on: ( name: string, handler: Handler ) =>
			of( target, name ).push( handler ),
		off: ( name: string, handler: Handler ) => {
			const list = of( target, name );
			list.splice( list.indexOf( handler ), 1 );
		},
		trigger: ( name: string, args: unknown[] = [] ) =>
			of( target, name ).forEach( ( handler ) =>
				handler( { type: name }, ...args )
			),
		triggerHandler: ( name: string, args: unknown[] = [] ) => {
			let result: unknown;
			of( target, name ).forEach( ( handler ) => {
				result = handler( { type: name }, ...args );
			} );
			return result;
		},
	} );
	( window as unknown as { jQuery: unknown } ).jQuery = jQuery;
	return jQuery;
}

afterEach( () => {
	delete ( window as unknown as { jQuery?: unknown } ).jQuery;
} );

describe( 'The jQuery event bridge', () => {
	it( 'with jQuery, a listener attached with jQuery receives the event once, with its arguments', () => {
		const jQuery = installFakeJQuery();
		const received: unknown[][] = [];
		jQuery( document.body ).on( 'added_to_cart', ( _e, ...args ) =>
			received.push( args )
		);
		const native = jest.fn();
		document.body.addEventListener( 'added_to_cart', native );
		emit( document.body, 'added_to_cart', [ { a: '<p/>' }, 'hash' ] );
		expect( received ).toEqual( [ [ { a: '<p/>' }, 'hash' ] ] );
		expect( native ).not.toHaveBeenCalled();
		document.body.removeEventListener( 'added_to_cart', native );
	} );

	it( 'without jQuery, a bubbling DOM event carries the arguments in detail', () => {
		const seen = jest.fn();
		document.addEventListener( 'updated_checkout', ( event ) =>
			seen( ( event as CustomEvent ).detail )
		);
		emit( document.body, 'updated_checkout', [ { result: 'success' } ] );
		expect( seen ).toHaveBeenCalledWith( [ { result: 'success' } ] );
	} );

	it( 'listens to events other scripts fire, either way, with the element they were fired on', () => {
		const handler = jest.fn();
		const stop = listen( document, 'init', handler );
		const tabs = document.createElement( 'div' );
		document.body.append( tabs );
		tabs.dispatchEvent(
			new CustomEvent( 'init', { bubbles: true, detail: [ 'x' ] } )
		);
		expect( handler ).toHaveBeenCalledWith( [ 'x' ], tabs );
		stop();
		tabs.remove();

		const jQuery = installFakeJQuery();
		const viaJQuery = jest.fn();
		listen( document.body, 'update_checkout', viaJQuery );
		jQuery( document.body ).trigger( 'update_checkout', [ { y: 1 } ] );
		expect( viaJQuery ).toHaveBeenCalledWith( [ { y: 1 } ], undefined );
	} );

	it( 'a listener of ours never stops the event from reaching the listeners further up, whatever it returns', () => {
		// The real jQuery: a handler returning false stops propagation.
		const jQuery = require( 'jquery' );
		( window as unknown as { jQuery: unknown } ).jQuery = jQuery;
		const ours = jest.fn( () => false as unknown as void );
		const stop = listen( document.body, 'updated_checkout', ours );
		const theirs = jest.fn();
		jQuery( document ).on( 'updated_checkout', theirs );
		emit( document.body, 'updated_checkout', [ { result: 'success' } ] );
		expect( ours ).toHaveBeenCalledWith(
			[ { result: 'success' } ],
			document.body
		);
		expect( theirs ).toHaveBeenCalledTimes( 1 );
		jQuery( document ).off( 'updated_checkout', theirs );
		stop();
	} );

	it( 'asks handler events: false from any jQuery listener, or preventDefault natively, says no', () => {
		const form = document.createElement( 'form' );
		expect( ask( form, 'checkout_place_order_stripe' ) ).toBe( true );
		form.addEventListener( 'checkout_place_order_stripe', ( event ) =>
			event.preventDefault()
		);
		expect( ask( form, 'checkout_place_order_stripe' ) ).toBe( false );

		const jQuery = installFakeJQuery();
		jQuery( form ).on( 'checkout_place_order', () => false );
		expect( ask( form, 'checkout_place_order' ) ).toBe( false );
	} );
} );

describe( 'Answering a handler event (a gateway taking over the submit)', () => {
	it( 'natively: false from the handler prevents, anything else lets it go on', () => {
		const form = document.createElement( 'form' );
		const handler = jest.fn( ( args: unknown[] ): boolean | void => {
			expect( args ).toEqual( [ 'api' ] );
		} );
		const stop = answer( form, 'checkout_place_order_stripe', handler );
		expect( ask( form, 'checkout_place_order_stripe', [ 'api' ] ) ).toBe(
			true
		);
		handler.mockReturnValue( false );
		expect( ask( form, 'checkout_place_order_stripe', [ 'api' ] ) ).toBe(
			false
		);
		stop();
		expect( ask( form, 'checkout_place_order_stripe', [ 'api' ] ) ).toBe(
			true
		);
	} );

	it( 'with jQuery: the answer reaches triggerHandler', () => {
		installFakeJQuery();
		const form = document.createElement( 'form' );
		answer( form, 'checkout_place_order_stripe', () => false );
		expect( ask( form, 'checkout_place_order_stripe' ) ).toBe( false );
	} );
} );
