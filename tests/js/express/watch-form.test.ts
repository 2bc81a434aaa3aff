import {
	QUANTITY_DEBOUNCE_MS,
	watchProductForm,
} from '../../../assets/js/express/product/watch-form';

describe( 'Quantity changes debounced 250 ms; the buttons blocked at once', () => {
	beforeEach( () => jest.useFakeTimers() );
	afterEach( () => jest.useRealTimers() );

	it( 'blocks on each keystroke and refreshes once, 250 ms after the last', () => {
		document.body.innerHTML =
			'<div class="quantity"><input class="qty" type="number" value="1"></div>';
		const block = jest.fn();
		const changed = jest.fn();
		watchProductForm( block, changed );
		const input = document.querySelector( '.qty' )!;
		input.dispatchEvent( new Event( 'input', { bubbles: true } ) );
		jest.advanceTimersByTime( 200 );
		input.dispatchEvent( new Event( 'input', { bubbles: true } ) );
		expect( block ).toHaveBeenCalledTimes( 2 );
		jest.advanceTimersByTime( QUANTITY_DEBOUNCE_MS - 1 );
		expect( changed ).not.toHaveBeenCalled();
		jest.advanceTimersByTime( 1 );
		expect( changed ).toHaveBeenCalledTimes( 1 );
		expect( changed ).toHaveBeenCalledWith( 'quantity' );
	} );

	it( "WooCommerce's variation change and the deposit options are followed", () => {
		document.body.innerHTML =
			'<form class="cart"><input type="radio" name="wc_deposit_option" value="yes"></form>';
		const changed = jest.fn();
		watchProductForm( jest.fn(), changed );
		document.body.dispatchEvent(
			new CustomEvent( 'woocommerce_variation_has_changed', {
				detail: [],
			} )
		);
		document
			.querySelector( 'input' )!
			.dispatchEvent( new Event( 'change', { bubbles: true } ) );
		expect( changed.mock.calls ).toEqual( [
			[ 'variation' ],
			[ 'deposit' ],
		] );
	} );
} );
