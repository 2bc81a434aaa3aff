/**
 * Inline validation of the classic form, as WooCommerce does it: typing
 * clears a field's state; `validate`, `change` and `focusout` check it and
 * mark its `.form-row` (`woocommerce-invalid woocommerce-invalid-<problem>`
 * or `woocommerce-validated`) and the field (`aria-invalid`).
 */
import { delegate } from '../../core/dom/form-dom';
import { fieldProblems } from './field-rules';

export const FIELDS = '.input-text, select, input[type="checkbox"]';

const STATE_CLASSES = [
	'woocommerce-invalid',
	'woocommerce-invalid-required-field',
	'woocommerce-invalid-email',
	'woocommerce-invalid-phone',
	'woocommerce-validated',
];

type Field = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

function clearState( field: Field, row: Element ): void {
	field.removeAttribute( 'aria-invalid' );
	field.removeAttribute( 'aria-describedby' );
	row.querySelector( '.checkout-inline-error-message' )?.remove();
	row.classList.remove( ...STATE_CLASSES );
}

/** Checks one field the way a `validate` event does. */
export function validateField( field: Field ): void {
	const row = field.closest( '.form-row' );
	if ( ! row ) {
		return;
	}
	const has = ( name: string ) => row.classList.contains( name );
	const checkbox =
		field instanceof HTMLInputElement && field.type === 'checkbox';
	const problems = fieldProblems(
		field.value,
		checkbox ? ( field as HTMLInputElement ).checked : null,
		{
			required: has( 'validate-required' ),
			email: has( 'validate-email' ),
			phone: has( 'validate-phone' ),
		}
	);
	if ( ! problems.length ) {
		clearState( field, row );
		row.classList.add( 'woocommerce-validated' );
		return;
	}
	field.setAttribute( 'aria-invalid', 'true' );
	row.classList.remove( ...STATE_CLASSES );
	row.classList.add(
		'woocommerce-invalid',
		...problems.map( ( problem ) => `woocommerce-invalid-${ problem }` )
	);
}

/** Every field of the form, as after a failed checkout. */
export function validateAll( form: HTMLElement ): void {
	form.querySelectorAll< Field >( FIELDS ).forEach( validateField );
}

export function startValidation( form: HTMLElement ): void {
	delegate( form, 'input', FIELDS, ( _event, field ) => {
		const row = field.closest( '.form-row' );
		if ( row ) {
			clearState( field as Field, row );
		}
	} );
	for ( const type of [ 'validate', 'change', 'focusout' ] ) {
		delegate( form, type, FIELDS, ( _event, field ) =>
			validateField( field as Field )
		);
	}
}
