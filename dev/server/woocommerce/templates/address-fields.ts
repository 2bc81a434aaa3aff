/**
 * Address fields in WooCommerce's markup (`woocommerce_form_field`): a
 * `.form-row` per field with its width, `address-field`, `validate-*`
 * classes and priority, the label with its required star or "(optional)",
 * and the state as a list, a hidden input or a text input by country.
 *
 * Follows: woocommerce includes/wc-template-functions.php
 * woocommerce_form_field().
 */
import { escapeHtml } from '../../http/respond';
import { COUNTRIES, COUNTRY_STATES } from '../includes/countries';
import {
	DEFAULT_ADDRESS_FIELDS,
	LOCALE_FIELD_SELECTORS,
	fieldRulesFor,
	localeForBrowser,
	type AddressKey,
	type FieldRules,
} from '../includes/address-locale';
import type { Address } from '../includes/types';

export interface FieldSpec extends FieldRules {
	name: string;
	type?: 'text' | 'email' | 'tel' | 'password' | 'country' | 'state';
	validate?: Array< 'email' | 'phone' >;
	value?: string;
	country?: string;
}

const attr = ( name: string, value: string | undefined ) =>
	value ? ` ${ name }="${ escapeHtml( value ) }"` : '';

/** A select's options, code to name, with the current value selected. */
function optionsHtml( names: Record< string, string >, value: string ) {
	return Object.entries( names )
		.map(
			( [ code, name ] ) =>
				`<option value="${ code }"${
					code === value ? ' selected' : ''
				}>${ escapeHtml( name ) }</option>`
		)
		.join( '' );
}

function control( spec: FieldSpec ): string {
	const common = `name="${ spec.name }" id="${ spec.name }"${ attr(
		'autocomplete',
		spec.autocomplete
	) }${ spec.required ? ' aria-required="true"' : '' }`;
	const value = spec.value ?? '';
	if ( spec.type === 'country' ) {
		const options = optionsHtml( COUNTRIES, value );
		return `<select ${ common } class="country_to_state country_select" data-label="${ escapeHtml(
			spec.label
		) }" data-placeholder="Select a country / region…"><option value="">Select a country / region…</option>${ options }</select>`;
	}
	if ( spec.type === 'state' ) {
		const states = COUNTRY_STATES[ spec.country || '' ];
		if ( states && Object.keys( states ).length ) {
			const options = optionsHtml( states, value );
			return `<select ${ common } class="state_select" data-input-classes="" data-placeholder="Select an option…" data-label="${ escapeHtml(
				spec.label
			) }"><option value="">Select an option…</option>${ options }</select>`;
		}
		if ( states ) {
			return `<input type="hidden" class="hidden" ${ common } value="" data-input-classes="">`;
		}
	}
	const type = spec.type === 'state' ? 'text' : spec.type;
	return `<input type="${ type || 'text' }" class="input-text" ${ common } value="${ escapeHtml(
		value
	) }"${ attr( 'placeholder', spec.placeholder ) }>`;
}

export function formRow( spec: FieldSpec ): string {
	const classes = [
		'form-row',
		...( spec.class || [ 'form-row-wide' ] ),
		...( spec.required ? [ 'validate-required' ] : [] ),
		...( spec.validate || [] ).map( ( rule ) => `validate-${ rule }` ),
	].join( ' ' );
	const mark = spec.required
		? '&nbsp;<span class="required" aria-hidden="true">*</span>'
		: '&nbsp;<span class="optional">(optional)</span>';
	const stateHidden =
		spec.type === 'state' &&
		COUNTRY_STATES[ spec.country || '' ] &&
		! Object.keys( COUNTRY_STATES[ spec.country || '' ] ).length;
	const hidden = spec.hidden || stateHidden ? ' hidden' : '';
	return `<p class="${ classes }" id="${ spec.name }_field" data-priority="${
		spec.priority ?? ''
	}"${ hidden }><label for="${ spec.name }"${ attr(
		'class',
		spec.label_class?.join( ' ' )
	) }>${ escapeHtml( spec.label ) }${ mark }</label><span class="woocommerce-input-wrapper">${ control(
		spec
	) }</span></p>`;
}

const ADDRESS_KEYS = Object.keys( DEFAULT_ADDRESS_FIELDS ) as AddressKey[];

/** The checkout's billing or shipping fields for a country, in priority order. */
export function addressFieldSpecs(
	group: 'billing' | 'shipping',
	country: string,
	values: Partial< Address >
): FieldSpec[] {
	const specs: FieldSpec[] = ADDRESS_KEYS.map( ( key ) => {
		const rules = fieldRulesFor( country, key );
		return {
			...rules,
			required: rules.required === true && rules.hidden !== true,
			name: `${ group }_${ key }`,
			type:
				key === 'country' || key === 'state'
					? ( key as FieldSpec[ 'type' ] )
					: 'text',
			country,
			value: key === 'country' ? country : ( values[ key ] ?? '' ),
		};
	} );
	if ( group === 'billing' ) {
		specs.push(
			{
				name: 'billing_phone',
				label: 'Phone',
				type: 'tel',
				required: true,
				validate: [ 'phone' ],
				autocomplete: 'tel',
				priority: 100,
				value: values.phone ?? '',
			},
			{
				name: 'billing_email',
				label: 'Email address',
				type: 'email',
				required: true,
				validate: [ 'email' ],
				autocomplete: 'email',
				priority: 110,
				value: values.email ?? '',
			}
		);
	}
	return specs.sort( ( a, b ) => ( a.priority ?? 0 ) - ( b.priority ?? 0 ) );
}

/**
 * What WooCommerce prints for its country-select and address-i18n scripts
 * (`wc_country_select_params`, `wc_address_i18n_params`) wherever an address
 * form follows its country: the checkout and the cart's shipping calculator.
 * The JSON parts are text (wp_json_encode()); wp_localize_script() decodes
 * HTML entities in every top-level string, so their quotes arrive as quotes
 * (woocommerce includes/class-wc-frontend-scripts.php get_script_data(),
 * `wc-country-select` and `wc-address-i18n`, the 10.x form).
 */
export function addressScriptGlobals() {
	return {
		wc_country_select_params: {
			countries: JSON.stringify( COUNTRY_STATES ),
			i18n_select_state_text: 'Select an option…',
			i18n_no_matches: 'No matches found',
			i18n_ajax_error: 'Loading failed',
			i18n_input_too_short_1: 'Please enter 1 or more characters',
			i18n_input_too_short_n: 'Please enter %qty% or more characters',
			i18n_input_too_long_1: 'Please delete 1 character',
			i18n_input_too_long_n: 'Please delete %qty% characters',
			i18n_selection_too_long_1: 'You can only select 1 item',
			i18n_selection_too_long_n: 'You can only select %qty% items',
			i18n_load_more: 'Loading more results…',
			i18n_searching: 'Searching…',
		},
		wc_address_i18n_params: {
			locale: JSON.stringify( localeForBrowser() ),
			locale_fields: JSON.stringify( LOCALE_FIELD_SELECTORS ),
			i18n_required_text: 'required',
			i18n_optional_text: 'optional',
		},
	};
}
