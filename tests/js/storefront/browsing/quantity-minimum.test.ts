import {
	raiseToMinimum,
	watchQuantityInputs,
} from '../../../../assets/js/storefront/browsing/quantity-minimum';

function quantityInput( value: string, min: string ): HTMLInputElement {
	const input = document.createElement( 'input' );
	input.type = 'number';
	input.className = 'qty';
	input.min = min;
	input.value = value;
	return input;
}

describe( 'Quantity inputs: value below the min attribute is raised to min', () => {
	it( 'raises a value below min to min', () => {
		const input = quantityInput( '1', '3' );
		raiseToMinimum( input );
		expect( input.value ).toBe( '3' );
	} );

	it( 'leaves a value at or above min alone', () => {
		const input = quantityInput( '5', '3' );
		raiseToMinimum( input );
		expect( input.value ).toBe( '5' );
	} );

	it( 'leaves the value alone when there is no min', () => {
		const input = quantityInput( '0', '' );
		raiseToMinimum( input );
		expect( input.value ).toBe( '0' );
	} );

	it( 'applies to quantity fields added after load (delegated listener)', () => {
		watchQuantityInputs( document );
		const input = quantityInput( '0', '2' );
		document.body.appendChild( input );
		input.dispatchEvent( new Event( 'change', { bubbles: true } ) );
		expect( input.value ).toBe( '2' );
		input.remove();
	} );
} );
