/**
 * The checkout's behaviours load at the shopper's first interaction; a
 * field the shopper enters and leaves before they arrive (a fast tab
 * through the first fields) is checked as soon as they do.
 */
import { startCheckoutForm } from '../../../../assets/js/classic/checkout-form/index';
import { renderCheckout } from '../checkout-markup';

const flush = () => new Promise( ( resolve ) => setTimeout( resolve, 0 ) );

beforeEach( () => {
	window.fetch = jest.fn( () => new Promise< Response >( () => {} ) );
	window.wc_checkout_params = {
		wc_ajax_url: '/?wc-ajax=%%endpoint%%',
		is_checkout: '0',
	};
} );

it( 'a required field left empty before the behaviours loaded is marked once they are', async () => {
	renderCheckout();
	startCheckoutForm( { guard: { begin: () => true, end: () => {} } } );
	const field = document.getElementById( 'billing_first_name' )!;
	// A Tab press is the shopper's input that starts the load; the field is
	// left before the code arrives.
	field.dispatchEvent(
		new KeyboardEvent( 'keydown', { key: 'Tab', bubbles: true } )
	);
	field.dispatchEvent( new FocusEvent( 'focusin', { bubbles: true } ) );
	field.dispatchEvent( new FocusEvent( 'focusout', { bubbles: true } ) );
	const row = field.closest( '.form-row' )!;
	expect( row ).not.toHaveClass( 'woocommerce-invalid' );
	for ( let i = 0; i < 5; i++ ) {
		await flush();
	}
	expect( row ).toHaveClass(
		'woocommerce-invalid',
		'woocommerce-invalid-required-field'
	);
} );
