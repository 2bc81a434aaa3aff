/**
 * Order attribution and `<wc-order-attribution-inputs>`: the element's
 * code is asked for only where the page prints one, and once defined the
 * element carries the visit's fields; a page without one defines nothing.
 */
import {
	PRINTED_ELEMENT,
	expectVisitInElement,
	flush,
	startPage,
} from './attribution-page';

describe( 'Order attribution: the element is defined where the page prints one', () => {
	it( 'defines no element on a page that prints none', async () => {
		startPage( '<p>shop</p>' );
		await flush();
		expect(
			window.customElements.get( 'wc-order-attribution-inputs' )
		).toBeUndefined();
	} );

	it( "gives a printed element one hidden input per field, holding the visit's values", async () => {
		const config = startPage( PRINTED_ELEMENT );
		await flush();
		expectVisitInElement( config );
	} );
} );
