/**
 * Inline validation on the classic form: input clears a field's state;
 * validate, change and focusout check it and mark its row with
 * WooCommerce's classes and the field with aria-invalid.
 */
import { startValidation } from '../../../../assets/js/classic/checkout-form/validation';
import { renderCheckout } from '../checkout-markup';

function fire( id: string, type: string, value?: string ) {
	const field = document.getElementById( id ) as HTMLInputElement;
	if ( value !== undefined ) {
		field.value = value;
	}
	field.dispatchEvent(
		type === 'focusout'
			? new FocusEvent( 'focusout', { bubbles: true } )
			: new Event( type, { bubbles: true } )
	);
	return { field, row: field.closest( '.form-row' ) as HTMLElement };
}

beforeEach( () => startValidation( renderCheckout() ) );

describe( 'Validation runs on validate, change and focusout', () => {
	it.each( [ 'validate', 'change', 'focusout' ] )(
		'%s on an empty required field marks it required-invalid',
		( type ) => {
			const { field, row } = fire( 'billing_first_name', type, '' );
			expect( row ).toHaveClass(
				'woocommerce-invalid',
				'woocommerce-invalid-required-field'
			);
			expect( field ).toHaveAttribute( 'aria-invalid', 'true' );
		}
	);

	it( 'a valid value marks the row validated and drops aria-invalid', () => {
		fire( 'billing_first_name', 'focusout', '' );
		const { field, row } = fire( 'billing_first_name', 'change', 'Erika' );
		expect( row ).toHaveClass( 'woocommerce-validated' );
		expect( row ).not.toHaveClass( 'woocommerce-invalid' );
		expect( field ).not.toHaveAttribute( 'aria-invalid' );
	} );

	it( 'an email that does not match the pattern is email-invalid', () => {
		const { row } = fire( 'billing_email', 'focusout', 'erika@' );
		expect( row ).toHaveClass(
			'woocommerce-invalid',
			'woocommerce-invalid-email'
		);
		expect( row ).not.toHaveClass( 'woocommerce-invalid-required-field' );
	} );

	it( 'a phone with letters is phone-invalid', () => {
		const { row } = fire( 'billing_phone', 'change', '030 CALL ME' );
		expect( row ).toHaveClass( 'woocommerce-invalid-phone' );
	} );

	it( 'an unticked required checkbox (the terms) is required-invalid', () => {
		const { row } = fire( 'terms', 'validate' );
		expect( row ).toHaveClass( 'woocommerce-invalid-required-field' );
	} );
} );

describe( 'Typing clears the state', () => {
	it( 'input removes the classes, aria-invalid and an inline error', () => {
		const { row } = fire( 'billing_email', 'focusout', 'nope' );
		const inline = document.createElement( 'p' );
		inline.className = 'checkout-inline-error-message';
		row.append( inline );
		const { field } = fire( 'billing_email', 'input', 'nope@' );
		expect( row.className ).toBe(
			'form-row validate-required validate-email'
		);
		expect( field ).not.toHaveAttribute( 'aria-invalid' );
		expect(
			row.querySelector( '.checkout-inline-error-message' )
		).toBeNull();
	} );
} );
