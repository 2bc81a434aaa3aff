/**
 * The classic BLIK code field checks itself as the shopper types or leaves
 * it: six digits pass; anything else says 'BLIK Code is invalid' under the
 * field; an empty field shows no error. The check's code loads on the
 * first such event.
 */
import { watchBlikCode } from '../../../../assets/js/classic/payment/blik-field';

const flush = async () => {
	for ( let i = 0; i < 3; i++ ) {
		await new Promise( ( resolve ) => setTimeout( resolve, 0 ) );
	}
};

beforeAll( () => watchBlikCode() );

function type( value: string, event = 'input' ) {
	const field = document.getElementById(
		'wc-stripe-blik-code'
	) as HTMLInputElement;
	field.value = value;
	field.dispatchEvent( new Event( event, { bubbles: true } ) );
	return field;
}

beforeEach( () => {
	document.body.innerHTML =
		'<p class="form-row"><input id="wc-stripe-blik-code" type="text"></p>';
} );

describe( 'The classic BLIK code field', () => {
	it( "a short code says 'BLIK Code is invalid' under the field", async () => {
		const field = type( '12' );
		await flush();
		const error = document.getElementById(
			'wc-stripe-blik-code_description'
		);
		expect( error ).toHaveTextContent( 'BLIK Code is invalid' );
		expect( error ).toHaveAttribute( 'role', 'alert' );
		expect( field.closest( '.form-row' ) ).toHaveClass(
			'woocommerce-invalid'
		);
		expect( field ).toHaveAttribute( 'aria-invalid', 'true' );
		expect( field ).toHaveAttribute(
			'aria-describedby',
			'wc-stripe-blik-code_description'
		);
	} );

	it.each( [ '123456', '' ] )(
		'%p shows no error (checked on leaving the field too)',
		async ( value ) => {
			type( '12' );
			await flush();
			const field = type( value, 'focusout' );
			await flush();
			expect(
				document.getElementById( 'wc-stripe-blik-code_description' )
			).toBeNull();
			expect( field.closest( '.form-row' ) ).not.toHaveClass(
				'woocommerce-invalid'
			);
			expect( field ).toHaveAttribute( 'aria-invalid', 'false' );
		}
	);
} );
