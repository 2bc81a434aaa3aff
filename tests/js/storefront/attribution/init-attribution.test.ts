/**
 * Order attribution on a page that seldom prints the element (shop,
 * account): its code loads only where the page prints one, and once
 * defined the element carries the visit's fields; a page without one
 * defines nothing.
 */
import { inputsOnDemand } from '../../../../assets/js/storefront/attribution/inputs-on-demand';
import {
	PRINTED_ELEMENT,
	expectVisitInElement,
	flush,
	startPage,
} from './attribution-page';

describe( 'Order attribution, the element loaded on demand', () => {
	it( 'defines no element on a page that prints none', async () => {
		startPage( '<p>shop</p>', inputsOnDemand );
		await flush();
		expect(
			window.customElements.get( 'wc-order-attribution-inputs' )
		).toBeUndefined();
	} );

	it( "gives a printed element one hidden input per field, holding the visit's values", async () => {
		const config = startPage( PRINTED_ELEMENT, inputsOnDemand );
		await flush();
		expectVisitInElement( config );
	} );
} );
