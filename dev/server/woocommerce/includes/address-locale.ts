/**
 * WooCommerce's address fields and their per-country rules
 * (`WC_Countries::get_default_address_fields()` and `get_country_locale()`):
 * label, placeholder, required, hidden, priority and width classes. The
 * checkout page renders its fields from these, prints them for the browser
 * (`wc_address_i18n_params`), and the checkout validates with them.
 *
 * Follows: woocommerce includes/class-wc-countries.php
 * get_default_address_fields(), get_country_locale().
 */
export interface FieldRules {
	label?: string;
	placeholder?: string;
	required?: boolean;
	hidden?: boolean;
	priority?: number;
	class?: string[];
	autocomplete?: string;
	label_class?: string[];
}

export type AddressKey =
	| 'first_name'
	| 'last_name'
	| 'company'
	| 'country'
	| 'address_1'
	| 'address_2'
	| 'city'
	| 'state'
	| 'postcode';

export const DEFAULT_ADDRESS_FIELDS: Record< AddressKey, FieldRules > = {
	first_name: {
		label: 'First name',
		required: true,
		class: [ 'form-row-first' ],
		autocomplete: 'given-name',
		priority: 10,
	},
	last_name: {
		label: 'Last name',
		required: true,
		class: [ 'form-row-last' ],
		autocomplete: 'family-name',
		priority: 20,
	},
	company: {
		label: 'Company name',
		required: false,
		class: [ 'form-row-wide' ],
		autocomplete: 'organization',
		priority: 30,
	},
	country: {
		label: 'Country / Region',
		required: true,
		class: [ 'form-row-wide', 'address-field', 'update_totals_on_change' ],
		autocomplete: 'country',
		priority: 40,
	},
	address_1: {
		label: 'Street address',
		placeholder: 'House number and street name',
		required: true,
		class: [ 'form-row-wide', 'address-field' ],
		autocomplete: 'address-line1',
		priority: 50,
	},
	address_2: {
		label: 'Apartment, suite, unit, etc.',
		label_class: [ 'screen-reader-text' ],
		placeholder: 'Apartment, suite, unit, etc. (optional)',
		required: false,
		class: [ 'form-row-wide', 'address-field' ],
		autocomplete: 'address-line2',
		priority: 60,
	},
	city: {
		label: 'Town / City',
		required: true,
		class: [ 'form-row-wide', 'address-field' ],
		autocomplete: 'address-level2',
		priority: 70,
	},
	state: {
		label: 'State / County',
		required: true,
		class: [ 'form-row-wide', 'address-field' ],
		autocomplete: 'address-level1',
		priority: 80,
	},
	postcode: {
		label: 'Postcode / ZIP',
		required: true,
		class: [ 'form-row-wide', 'address-field' ],
		autocomplete: 'postal-code',
		priority: 90,
	},
};

/** The address form's fields, in the order WooCommerce prints them. */
export const ADDRESS_FORM_KEYS = Object.keys(
	DEFAULT_ADDRESS_FIELDS
) as AddressKey[];

const NO_STATE: FieldRules = { required: false, hidden: true };

/** Countries that differ from the defaults, and how. */
export const COUNTRY_LOCALE: Record<
	string,
	Partial< Record< AddressKey, FieldRules > >
> = {
	AT: { postcode: { priority: 65 }, state: NO_STATE },
	AU: {
		city: { label: 'Suburb' },
		postcode: { label: 'Postcode' },
		state: { label: 'State' },
	},
	BE: { postcode: { priority: 65 }, state: NO_STATE },
	BR: { postcode: { priority: 45 }, state: { label: 'State' } },
	CA: { postcode: { label: 'Postal code' }, state: { label: 'Province' } },
	DE: { postcode: { priority: 65 }, state: NO_STATE },
	FR: { postcode: { priority: 65 }, state: NO_STATE },
	GB: {
		postcode: { label: 'Postcode' },
		state: { label: 'County', required: false },
	},
	MX: { state: { label: 'State' } },
	NL: { postcode: { priority: 65 }, state: NO_STATE },
	PL: { postcode: { priority: 65 }, state: NO_STATE },
	PR: { city: { label: 'Municipality' }, state: NO_STATE },
	PT: { postcode: { priority: 65 }, state: NO_STATE },
	US: { postcode: { label: 'ZIP Code' }, state: { label: 'State' } },
};

/** The rules of one field for a country. */
export function fieldRulesFor( country: string, key: AddressKey ): FieldRules {
	return {
		...DEFAULT_ADDRESS_FIELDS[ key ],
		...( COUNTRY_LOCALE[ country ]?.[ key ] || {} ),
	};
}

/** The browser's copy: `{ default, CC: overrides }`, as WooCommerce prints. */
export function localeForBrowser() {
	return { default: DEFAULT_ADDRESS_FIELDS, ...COUNTRY_LOCALE };
}

/** Which rows each locale key changes (`woocommerce_country_locale_field_selectors`). */
export const LOCALE_FIELD_SELECTORS = {
	address_1: '#billing_address_1_field, #shipping_address_1_field',
	address_2: '#billing_address_2_field, #shipping_address_2_field',
	state: '#billing_state_field, #shipping_state_field, #calc_shipping_state_field',
	postcode:
		'#billing_postcode_field, #shipping_postcode_field, #calc_shipping_postcode_field',
	city: '#billing_city_field, #shipping_city_field, #calc_shipping_city_field',
};
