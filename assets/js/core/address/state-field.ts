/**
 * The state field follows the country: a list of the country's states, a
 * hidden input when it has none, or a text input for a country we know no
 * states of. The new field keeps the old one's id, name, classes, value and
 * accessibility attributes, so the form posts and reads as before.
 */
import { setShown } from '../dom/form-dom';
import { stateBoxFor, type AddressData } from './address-locale';

const STATE_BOXES = '#billing_state, #shipping_state, #calc_shipping_state';

export type StateField = HTMLInputElement | HTMLSelectElement;

/** The state field as the country needs it; true when it was swapped. */
export function swapStateBox(
	data: AddressData,
	country: string,
	wrapper: HTMLElement
): boolean {
	const current = wrapper.querySelector< StateField >( STATE_BOXES );
	if ( ! current ) {
		return false;
	}
	const row = current.closest< HTMLElement >( '.form-row' );
	const value = current.value;
	const kind = stateBoxFor( data, country );
	const classes = current.dataset.inputClasses || '';
	const placeholder =
		current.getAttribute( 'placeholder' ) ||
		current.dataset.placeholder ||
		'';
	const isHidden =
		current instanceof HTMLInputElement && current.type === 'hidden';
	let next: StateField | null = null;

	if ( kind === 'hidden' ) {
		if ( row ) {
			setShown( row, false );
		}
		if ( isHidden ) {
			current.value = '';
			return false;
		}
		next = document.createElement( 'input' );
		next.type = 'hidden';
		next.className = `hidden ${ classes }`.trim();
		next.value = '';
	} else {
		if ( row ) {
			setShown( row, true );
		}
		if ( kind === 'select' ) {
			const select =
				current instanceof HTMLSelectElement
					? current
					: document.createElement( 'select' );
			const text = placeholder || data.selectStateText;
			select.className = `state_select ${ classes }`.trim();
			select.setAttribute( 'data-placeholder', text );
			select.replaceChildren( new Option( text, '' ) );
			for ( const [ code, name ] of Object.entries(
				data.states[ country ]
			) ) {
				select.add( new Option( name, code ) );
			}
			select.value = value;
			if ( select.selectedIndex < 0 ) {
				select.value = '';
			}
			next = select === current ? null : select;
			if ( ! next ) {
				select.dispatchEvent(
					new Event( 'change', { bubbles: true } )
				);
			}
		} else if ( current instanceof HTMLSelectElement || isHidden ) {
			next = document.createElement( 'input' );
			next.type = 'text';
			next.className = `input-text ${ classes }`.trim();
			if ( placeholder ) {
				next.placeholder = placeholder;
			}
		}
	}
	if ( ! next ) {
		return false;
	}
	next.id = current.id;
	next.name = current.name;
	if ( classes ) {
		next.dataset.inputClasses = classes;
	}
	for ( const attribute of [
		'autocomplete',
		'aria-required',
		'aria-describedby',
	] ) {
		const copied = current.getAttribute( attribute );
		if ( copied !== null ) {
			next.setAttribute( attribute, copied );
		}
	}
	if ( kind === 'text' ) {
		next.value = value;
	}
	current.replaceWith( next );
	if ( next instanceof HTMLSelectElement ) {
		next.dispatchEvent( new Event( 'change', { bubbles: true } ) );
	}
	return true;
}
