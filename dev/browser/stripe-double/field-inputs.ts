/**
 * The Payment Element's inputs, each in its own row with an accessible
 * label and the place where its validation error shows: text fields,
 * select lists and boxes to tick.
 */
import type { FieldSpec } from './payment-fields';

export type Inputs = Map< string, HTMLInputElement | HTMLSelectElement >;

export function drawFields(
	wrapper: HTMLElement,
	id: string,
	fields: FieldSpec[],
	type: string,
	onChange: () => void
): Inputs {
	const inputs: Inputs = new Map();
	for ( const field of fields ) {
		const row = document.createElement( 'div' );
		row.dataset.field = field.name;
		row.setAttribute(
			'style',
			field.checkbox
				? 'display:flex;gap:.4rem;align-items:flex-start'
				: 'display:grid;gap:.2rem'
		);
		// Link can stand in for the card's own fields (link-option.ts).
		if ( type === 'card' ) {
			row.className = 'stripe-double-card-field';
		}
		const label = document.createElement( 'label' );
		label.htmlFor = `${ id }-${ field.name }`;
		label.textContent = field.label;
		const input = field.options
			? document.createElement( 'select' )
			: document.createElement( 'input' );
		input.id = `${ id }-${ field.name }`;
		input.name = field.name;
		if ( input instanceof HTMLInputElement ) {
			input.type = field.checkbox ? 'checkbox' : 'text';
			if ( ! field.checkbox ) {
				input.placeholder = field.placeholder || '';
				input.autocomplete = ( field.autocomplete ||
					'off' ) as AutoFill;
			}
		} else {
			for ( const [ value, text ] of field.options || [] ) {
				input.add( new Option( text, value ) );
			}
		}
		const error = document.createElement( 'p' );
		error.className = 'stripe-double-field-error';
		error.setAttribute(
			'style',
			'color:#cc1818;margin:0;font-size:.85rem'
		);
		input.addEventListener( 'input', () => {
			error.textContent = '';
			onChange();
		} );
		input.addEventListener( 'change', onChange );
		inputs.set( field.name, input );
		if ( field.checkbox ) {
			row.append( input, label, error );
			wrapper.append( row );
		} else {
			row.append( label, input, error );
			wrapper.append( row );
		}
	}
	return inputs;
}
