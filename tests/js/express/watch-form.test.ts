import { watchProductForm } from '../../../assets/js/express/product/watch-form';

describe( 'Quantity changes: the buttons blocked at once (the product source reads once the typing pauses)', () => {
	it( 'blocks on each keystroke and tells of each change', () => {
		document.body.innerHTML =
			'<div class="quantity"><input class="qty" type="number" value="1"></div>';
		const block = jest.fn();
		const changed = jest.fn();
		watchProductForm( block, changed );
		const input = document.querySelector( '.qty' )!;
		input.dispatchEvent( new Event( 'input', { bubbles: true } ) );
		input.dispatchEvent( new Event( 'input', { bubbles: true } ) );
		expect( block ).toHaveBeenCalledTimes( 2 );
		expect( changed.mock.calls ).toEqual( [
			[ 'quantity' ],
			[ 'quantity' ],
		] );
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
