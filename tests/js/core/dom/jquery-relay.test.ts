/**
 * Changes other scripts make through jQuery (WordPress's jQuery 3) reach our
 * native listeners once, and no jQuery handler runs twice.
 */
import relayJQueryEvents from '../../../../assets/js/core/dom/jquery-relay';

const jQuery = require( 'jquery' );

let form: HTMLFormElement;
let field: HTMLSelectElement;

beforeAll( () => relayJQueryEvents( jQuery ) );

beforeEach( () => {
	document.body.innerHTML =
		'<form class="checkout"><select id="billing_country"><option value="NL">NL</option><option value="DE">DE</option></select></form>';
	form = document.querySelector( 'form' )!;
	field = document.querySelector( 'select' )!;
} );

afterEach( () => jQuery( '*' ).add( document ).off() );

describe( 'jQuery’s trigger() of a field event reaches native listeners', () => {
	// The events WooCommerce 10.0.2's handlers hear on our fields and forms.
	it.each( [ 'change', 'input', 'validate', 'refresh' ] )(
		'`%s` triggered with jQuery is heard once by a native listener up the tree, with the trigger’s extra arguments',
		( type ) => {
			const heard: unknown[] = [];
			form.addEventListener( type, ( event ) =>
				heard.push( [ event.target, ( event as CustomEvent ).detail ] )
			);
			jQuery( field ).trigger( type, [ 'extra' ] );
			expect( heard ).toEqual( [ [ field, [ 'extra' ] ] ] );
		}
	);

	it( 'an address plugin setting the country with jQuery: the native change listener reads the new value', () => {
		const values: string[] = [];
		document.addEventListener( 'change', ( event ) =>
			values.push( ( event.target as HTMLSelectElement ).value )
		);
		jQuery( '#billing_country' ).val( 'DE' ).trigger( 'change' );
		expect( values ).toEqual( [ 'DE' ] );
	} );
} );

describe( 'No handler runs twice', () => {
	it( 'a jQuery handler runs once for a jQuery trigger (the relayed native event is not dispatched to it again)', () => {
		const handler = jest.fn();
		jQuery( form ).on( 'change', 'select', handler );
		jQuery( document.body ).on( 'change', handler );
		jQuery( field ).trigger( 'change' );
		expect( handler ).toHaveBeenCalledTimes( 2 );
	} );

	it( 'a native event (the shopper’s) is not relayed: each listener runs once', () => {
		const viaJQuery = jest.fn();
		const native = jest.fn();
		jQuery( form ).on( 'change', viaJQuery );
		form.addEventListener( 'change', native );
		field.dispatchEvent( new Event( 'change', { bubbles: true } ) );
		expect( viaJQuery ).toHaveBeenCalledTimes( 1 );
		expect( native ).toHaveBeenCalledTimes( 1 );
	} );

	it( 'a jQuery trigger from inside a relayed listener reaches jQuery’s handlers (country → state, as country-select.js does)', () => {
		document.body.insertAdjacentHTML(
			'beforeend',
			'<select id="billing_state"><option value="">–</option></select>'
		);
		const state = jQuery( '#billing_state' );
		const stateHandler = jest.fn();
		state.on( 'change', stateHandler );
		field.addEventListener( 'change', () => state.trigger( 'change' ) );
		jQuery( field ).trigger( 'change' );
		expect( stateHandler ).toHaveBeenCalledTimes( 1 );
	} );

	it( 'triggerHandler() runs jQuery’s handlers only, as jQuery says', () => {
		const native = jest.fn();
		form.addEventListener( 'validate', native );
		jQuery( field ).triggerHandler( 'validate' );
		expect( native ).not.toHaveBeenCalled();
	} );

	it( 'an event whose default a jQuery handler prevented is not relayed', () => {
		const native = jest.fn();
		form.addEventListener( 'change', native );
		jQuery( field ).on( 'change', ( event: Event ) =>
			event.preventDefault()
		);
		jQuery( field ).trigger( 'change' );
		expect( native ).not.toHaveBeenCalled();
	} );
} );

describe( 'Other scripts’ hooks on these events still run', () => {
	it( 'a `_default` and a `preDispatch` set before ours are called', () => {
		const $ = {
			event: {
				special: {
					change: {
						_default: jest.fn( () => 'theirs' ),
						preDispatch: jest.fn( () => undefined ),
					},
				},
			},
		} as const;
		const { _default: theirDefault, preDispatch: theirPre } =
			$.event.special.change;
		relayJQueryEvents(
			$ as unknown as Parameters< typeof relayJQueryEvents >[ 0 ]
		);
		const hooks = (
			$ as unknown as {
				event: {
					special: Record<
						string,
						{
							_default: ( ...a: unknown[] ) => unknown;
							preDispatch: ( e: unknown ) => unknown;
						}
					>;
				};
			}
		 ).event.special.change;
		expect( hooks._default( { target: field } ) ).toBe( 'theirs' );
		expect( theirDefault ).toHaveBeenCalled();
		hooks.preDispatch( { originalEvent: new Event( 'change' ) } );
		expect( theirPre ).toHaveBeenCalled();
	} );
} );
