/**
 * WooCommerce's blocks (the Mini-Cart block among them) hear our cart
 * events as `wc-blocks_<name>` on the body, once: we fire it without
 * jQuery; with jQuery, WooCommerce's own bridge makes it from the jQuery
 * event.
 */
import { emitCartEvent } from '../../../../../assets/js/storefront/browsing/actions/cart-event';

afterEach( () => {
	delete ( window as unknown as { jQuery?: unknown } ).jQuery;
} );

describe( 'The blocks’ cart events', () => {
	it.each( [ 'adding_to_cart', 'added_to_cart', 'removed_from_cart' ] )(
		'without jQuery, `%s` is heard by a native listener and by the blocks’ listener (wc-blocks_ prefix, on the body, no bubbling, an empty detail)',
		( name ) => {
			const heard: unknown[] = [];
			const blocks = ( event: Event ) =>
				heard.push( [
					event.type,
					event.bubbles,
					( event as CustomEvent ).detail,
				] );
			const native = jest.fn();
			document.body.addEventListener( `wc-blocks_${ name }`, blocks );
			document.addEventListener( name, native );
			emitCartEvent( name, [ {}, 'hash' ] );
			expect( heard ).toEqual( [ [ `wc-blocks_${ name }`, false, {} ] ] );
			expect( native ).toHaveBeenCalledTimes( 1 );
			document.body.removeEventListener( `wc-blocks_${ name }`, blocks );
			document.removeEventListener( name, native );
		}
	);

	it( 'with jQuery, only the jQuery event fires, so WooCommerce’s bridge turns it into the blocks’ event once', () => {
		const jQuery = require( 'jquery' );
		( window as unknown as { jQuery: unknown } ).jQuery = jQuery;
		const blocks = jest.fn();
		document.body.addEventListener( 'wc-blocks_added_to_cart', blocks );
		// WooCommerce's bridge, as the Mini-Cart block sets it up.
		const bridge = () =>
			document.body.dispatchEvent(
				new CustomEvent( 'wc-blocks_added_to_cart', { detail: {} } )
			);
		jQuery( document ).on( 'added_to_cart', bridge );
		emitCartEvent( 'added_to_cart', [ {}, 'hash' ] );
		expect( blocks ).toHaveBeenCalledTimes( 1 );
		jQuery( document ).off( 'added_to_cart', bridge );
		document.body.removeEventListener( 'wc-blocks_added_to_cart', blocks );
	} );
} );
