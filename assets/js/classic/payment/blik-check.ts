/**
 * The BLIK code field's check: six digits, or 'BLIK Code is invalid' under
 * the field; an empty field shows no error.
 */
import { validateBlikCode } from '../../core/payment-rules/blik';

const ERROR_ID = 'wc-stripe-blik-code_description';

export function checkBlikField( field: HTMLElement ): void {
	const row = field.closest( '.form-row' );
	const code = validateBlikCode( ( field as HTMLInputElement ).value );
	document.getElementById( ERROR_ID )?.remove();
	const invalid = code.state === 'invalid';
	row?.classList.toggle( 'woocommerce-invalid', invalid );
	field.setAttribute( 'aria-invalid', String( invalid ) );
	if ( code.state === 'invalid' ) {
		const error = document.createElement( 'p' );
		error.id = ERROR_ID;
		error.className = 'wc-stripe-blik-error checkout-inline-error-message';
		error.setAttribute( 'role', 'alert' );
		error.textContent = code.message;
		row?.append( error );
		field.setAttribute( 'aria-describedby', ERROR_ID );
	} else {
		field.removeAttribute( 'aria-describedby' );
	}
}
