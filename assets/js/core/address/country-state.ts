/**
 * Address forms follow the chosen country, as WooCommerce's country-select
 * and address-i18n scripts do, for billing, shipping, account addresses and
 * the cart's shipping calculator. The state field becomes a list of the
 * country's states, a hidden input (no states) or a text input (a country
 * we know nothing about), keeping its id, name, classes and value; then each
 * field's label, placeholder, required and hidden flags, priority order and
 * width classes come from the country's locale.
 */
import { emit } from '../dom/jquery-bridge';
import { all, delegate, setShown } from '../dom/form-dom';
import {
	fieldLocaleFor,
	type AddressData,
	type FieldLocale,
} from './address-locale';
import { swapStateBox, type StateField } from './state-field';

const WRAPPERS =
	'.woocommerce-billing-fields, .woocommerce-shipping-fields, .woocommerce-address-fields, .woocommerce-shipping-calculator';
const COUNTRY_FIELDS = 'select.country_to_state, input.country_to_state';
const FIELDSETS =
	'.woocommerce-billing-fields__field-wrapper, .woocommerce-shipping-fields__field-wrapper, .woocommerce-address-fields__field-wrapper, .woocommerce-additional-fields__field-wrapper .woocommerce-account-fields';
const WIDTHS = [ 'form-row-first', 'form-row-last', 'form-row-wide' ];

function wrapperOf( country: Element ): HTMLElement | null {
	return (
		country.closest< HTMLElement >( WRAPPERS ) ||
		country.closest( '.form-row' )?.parentElement ||
		null
	);
}

function markRequired(
	row: HTMLElement,
	required: boolean,
	optionalText: string
): void {
	const label = row.querySelector( 'label' );
	if ( required ) {
		row.classList.add( 'validate-required' );
		label?.querySelector( '.optional' )?.remove();
		if ( label && ! label.querySelector( '.required' ) ) {
			const star = document.createElement( 'span' );
			star.className = 'required';
			star.setAttribute( 'aria-hidden', 'true' );
			star.textContent = '*';
			label.append( '\u00a0', star );
		}
	} else {
		label?.querySelector( '.required' )?.remove();
		row.classList.remove(
			'validate-required',
			'woocommerce-invalid',
			'woocommerce-invalid-required-field'
		);
		if ( label && ! label.querySelector( '.optional' ) ) {
			const optional = document.createElement( 'span' );
			optional.className = 'optional';
			optional.textContent = `(${ optionalText })`;
			label.append( '\u00a0', optional );
		}
	}
	row.querySelectorAll( 'input, select, textarea' ).forEach( ( field ) => {
		if ( required ) {
			field.setAttribute( 'aria-required', 'true' );
		} else {
			field.removeAttribute( 'aria-required' );
		}
	} );
}

function applyFieldLocale(
	row: HTMLElement,
	key: string,
	rules: FieldLocale,
	optionalText: string
): void {
	const label = row.querySelector( 'label' );
	const fields = all< HTMLInputElement >( 'input, select, textarea', row );
	if ( rules.label !== undefined && label ) {
		label.textContent = rules.label;
	}
	const placeholder =
		rules.placeholder ??
		( rules.label !== undefined &&
		! row.querySelector( 'label:not(.screen-reader-text)' )
			? rules.label
			: undefined );
	if ( placeholder !== undefined ) {
		fields.forEach( ( field ) => {
			field.setAttribute( 'placeholder', placeholder );
			field.setAttribute( 'data-placeholder', placeholder );
		} );
	}
	if ( key === 'phone' ) {
		// The store decides whether a phone is required, not the country.
		row.dataset.i18nRequired ??= String(
			row.classList.contains( 'validate-required' )
		);
		markRequired(
			row,
			row.dataset.i18nRequired === 'true' && rules.hidden !== true,
			optionalText
		);
	} else {
		markRequired(
			row,
			rules.required === true && rules.hidden !== true,
			optionalText
		);
	}
	if ( rules.priority !== undefined ) {
		row.dataset.priority = String( rules.priority );
	}
	if ( rules.hidden === true ) {
		setShown( row, false );
		fields.forEach( ( field ) => ( field.value = '' ) );
	} else if (
		key !== 'state' ||
		! row.querySelector( 'input[type="hidden"]' )
	) {
		setShown( row, true );
	}
	if ( Array.isArray( rules.class ) ) {
		row.classList.remove( ...WIDTHS );
		row.classList.add( ...rules.class.filter( Boolean ) );
	}
}

/** Rows in priority order (a row without one follows the row before it). */
function sortRows(): void {
	for ( const fieldset of all( FIELDSETS ) ) {
		const rows = all( '.form-row', fieldset );
		const parent = rows[ 0 ]?.parentElement;
		if ( ! parent ) {
			continue;
		}
		let previous = 0;
		const sorted = rows
			.map( ( row, index ) => {
				const own = parseInt( row.dataset.priority || '', 10 );
				previous = Number.isNaN( own ) || ! own ? previous + 1 : own;
				return { row, priority: previous, index };
			} )
			.sort( ( a, b ) => a.priority - b.priority || a.index - b.index )
			.map( ( { row } ) => row );
		if ( sorted.every( ( row, index ) => row === rows[ index ] ) ) {
			continue;
		}
		// Moving a row takes the focus from a field in it: give it back.
		const page = parent.ownerDocument;
		const focused = page.activeElement as HTMLElement | null;
		sorted.forEach( ( row ) => parent.append( row ) );
		if ( focused && page.activeElement !== focused ) {
			focused.focus();
		}
	}
}

function applyLocale(
	data: AddressData,
	country: string,
	wrapper: HTMLElement
): void {
	for ( const [ key, selector ] of Object.entries( data.localeFields ) ) {
		const rules = fieldLocaleFor( data, country, key );
		for ( const row of all( selector, wrapper ) ) {
			applyFieldLocale( row, key, rules, data.optionalText );
		}
	}
	sortRows();
}

export function refreshCountry( data: AddressData, field: StateField ): void {
	const wrapper = wrapperOf( field );
	if ( ! wrapper ) {
		return;
	}
	const country = field.value;
	if ( swapStateBox( data, country, wrapper ) ) {
		emit( document.body, 'country_to_state_changed', [ country, wrapper ] );
	}
	applyLocale( data, country, wrapper );
	emit( document.body, 'country_to_state_changing', [ country, wrapper ] );
}

export function startCountryState( data: AddressData ): void {
	// `refresh` too: country-select.js listens to both, and other scripts
	// fire it to have the address follow the country again.
	for ( const type of [ 'change', 'refresh' ] ) {
		delegate( document, type, COUNTRY_FIELDS, ( _event, field ) =>
			refreshCountry( data, field as StateField )
		);
	}
	for ( const field of all< StateField >(
		'#billing_country, #shipping_country, #calc_shipping_country'
	) ) {
		if ( field.value ) {
			refreshCountry( data, field );
		}
	}
	emit( document.body, 'wc_address_i18n_ready' );
}
