import { watchProductForm } from '../../../../assets/js/core/product-form/watch-form';

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

describe( "The blocks' quantity steppers and the Add to Cart + Options block's choices", () => {
	it( "a stepper's change, which does not bubble, is a quantity change", () => {
		document.body.innerHTML =
			'<form class="cart"><div class="quantity wc-block-components-quantity-selector"><input class="input-text qty text" type="number" value="1"></div></form>';
		const block = jest.fn();
		const changed = jest.fn();
		watchProductForm( block, changed );
		const input = document.querySelector< HTMLInputElement >( '.qty' )!;
		input.value = '2';
		input.dispatchEvent( new Event( 'change' ) );
		expect( block ).toHaveBeenCalledTimes( 1 );
		expect( changed.mock.calls ).toEqual( [ [ 'quantity' ] ] );
	} );

	it( 'a pill clicked or a dropdown changed is a variation change, read a frame later (after the block binds it)', async () => {
		document.body.innerHTML = `<form class="wc-block-add-to-cart-with-options">
			<div role="radiogroup"><input type="radio" name="attribute_color" value="Red"></div>
			<select name="attribute_size"><option value="S">S</option></select>
		</form>`;
		const changed = jest.fn();
		watchProductForm( jest.fn(), changed );
		document.querySelector< HTMLInputElement >( 'input' )!.click();
		document
			.querySelector( 'select' )!
			.dispatchEvent( new Event( 'change', { bubbles: true } ) );
		expect( changed ).not.toHaveBeenCalled();
		await new Promise( ( resolve ) => requestAnimationFrame( resolve ) );
		await new Promise( ( resolve ) => requestAnimationFrame( resolve ) );
		expect( changed.mock.calls ).toEqual( [
			[ 'variation' ],
			[ 'variation' ],
		] );
	} );
} );
