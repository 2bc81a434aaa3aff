/**
 * Order attribution on a page whose script carries the element's code
 * (pages with wallet buttons or a checkout form): the element is defined
 * as the page starts and carries the visit's fields.
 */
import { inputsWithPage } from '../../../../assets/js/storefront/attribution/inputs-with-page';
import {
	PRINTED_ELEMENT,
	expectVisitInElement,
	startPage,
} from './attribution-page';

describe( 'Order attribution, the element with the page', () => {
	it( 'defines the element as the page starts', () => {
		startPage( '<p>product</p>', inputsWithPage );
		expect(
			window.customElements.get( 'wc-order-attribution-inputs' )
		).toBeDefined();
	} );

	it( "gives a printed element one hidden input per field, holding the visit's values, at once", () => {
		const config = startPage( PRINTED_ELEMENT, inputsWithPage );
		expectVisitInElement( config );
	} );
} );
