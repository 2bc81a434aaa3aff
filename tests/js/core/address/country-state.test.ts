/**
 * Changing the country switches the state field (a list of the country's
 * states, a hidden input when it has none, a text input for a country the
 * shop knows no states of) and applies the country's locale: labels,
 * placeholders, required and hidden flags, priority order and width
 * classes; for billing, shipping and the cart's shipping calculator.
 */
import {
	fieldLocaleFor,
	readAddressData,
	stateBoxFor,
} from '../../../../assets/js/core/address/address-locale';
import { startCountryState } from '../../../../assets/js/core/address/country-state';

const quoted = ( value: unknown ) =>
	JSON.stringify( value ).replace( /"/g, '&quot;' );

const DATA = readAddressData(
	{
		countries: quoted( {
			US: { CA: 'California', NY: 'New York' },
			DE: [],
		} ),
		i18n_select_state_text: 'Select an option…',
	},
	{
		locale: quoted( {
			default: {
				city: { label: 'Town / City', required: true, priority: 70 },
				state: {
					label: 'State / County',
					required: true,
					priority: 80,
				},
				postcode: {
					label: 'Postcode / ZIP',
					required: true,
					priority: 90,
					class: [ 'form-row-wide', 'address-field' ],
				},
			},
			DE: {
				postcode: { priority: 65 },
				state: { required: false, hidden: true },
			},
			US: { postcode: { label: 'ZIP Code' }, state: { label: 'State' } },
			GB: {
				postcode: { label: 'Postcode', class: [ 'form-row-first' ] },
				state: { label: 'County', required: false },
			},
		} ),
		locale_fields: JSON.stringify( {
			state: '#billing_state_field, #calc_shipping_state_field',
			postcode: '#billing_postcode_field, #calc_shipping_postcode_field',
			city: '#billing_city_field',
		} ),
		i18n_optional_text: 'optional',
	}
);

const row = ( name: string, priority: number, control: string ) =>
	`<p class="form-row form-row-wide address-field validate-required" id="${ name }_field" data-priority="${ priority }"><label for="${ name }">${ name } <span class="required" aria-hidden="true">*</span></label><span class="woocommerce-input-wrapper">${ control }</span></p>`;

function render() {
	document.body.innerHTML = `<div class="woocommerce-billing-fields"><div class="woocommerce-billing-fields__field-wrapper">
${ row(
	'billing_country',
	40,
	'<select id="billing_country" name="billing_country" class="country_to_state"><option value="DE" selected>Germany</option><option value="US">US</option><option value="GB">UK</option></select>'
) }
${ row( 'billing_city', 70, '<input type="text" class="input-text" id="billing_city" name="billing_city">' ) }
${ row(
	'billing_state',
	80,
	'<input type="hidden" class="hidden" id="billing_state" name="billing_state" value="" data-input-classes="">'
) }
${ row( 'billing_postcode', 90, '<input type="text" class="input-text" id="billing_postcode" name="billing_postcode">' ) }
</div></div>
<form class="woocommerce-shipping-calculator"><select id="calc_shipping_country" name="calc_shipping_country" class="country_to_state"><option value="">Select</option><option value="US">US</option></select>
${ row( 'calc_shipping_state', 0, '<input type="text" class="input-text" id="calc_shipping_state" name="calc_shipping_state">' ) }</form>`;
	startCountryState( DATA );
}

const country = ( id: string, value: string ) => {
	const select = document.getElementById( id ) as HTMLSelectElement;
	select.value = value;
	select.dispatchEvent( new Event( 'change', { bubbles: true } ) );
};
const state = ( id = 'billing_state' ) =>
	document.getElementById( id ) as HTMLInputElement | HTMLSelectElement;
const rowOf = ( id: string ) =>
	document.getElementById( `${ id }_field` ) as HTMLElement;

describe( 'The shop’s country and locale data', () => {
	it( 'reads the &quot;-escaped JSON: a list of states, none ([]), unknown', () => {
		expect( stateBoxFor( DATA, 'US' ) ).toBe( 'select' );
		expect( stateBoxFor( DATA, 'DE' ) ).toBe( 'hidden' );
		expect( stateBoxFor( DATA, 'GB' ) ).toBe( 'text' );
	} );

	it( 'merges a country’s field rules over the defaults', () => {
		expect( fieldLocaleFor( DATA, 'US', 'postcode' ) ).toMatchObject( {
			label: 'ZIP Code',
			required: true,
			priority: 90,
		} );
		expect( fieldLocaleFor( DATA, 'XX', 'state' ).label ).toBe(
			'State / County'
		);
	} );
} );

describe( 'Switching the country', () => {
	beforeEach( render );

	it( 'a country with states gets a list of them, keeping id, name and a valid value', () => {
		const changed = jest.fn();
		document.body.addEventListener( 'country_to_state_changed', changed );
		country( 'billing_country', 'US' );
		const box = state() as HTMLSelectElement;
		expect( box.tagName ).toBe( 'SELECT' );
		expect( box ).toHaveClass( 'state_select' );
		expect( box.name ).toBe( 'billing_state' );
		expect( [ ...box.options ].map( ( option ) => option.text ) ).toEqual( [
			'Select an option…',
			'California',
			'New York',
		] );
		expect( rowOf( 'billing_state' ).hidden ).toBe( false );
		expect( changed ).toHaveBeenCalledTimes( 1 );
		document.body.removeEventListener(
			'country_to_state_changed',
			changed
		);
	} );

	it( 'a country with no states gets a hidden input and a hidden row', () => {
		country( 'billing_country', 'US' );
		country( 'billing_country', 'DE' );
		expect( state() ).toHaveAttribute( 'type', 'hidden' );
		expect( rowOf( 'billing_state' ).hidden ).toBe( true );
	} );

	it( 'an unknown country gets a text input', () => {
		country( 'billing_country', 'US' );
		country( 'billing_country', 'GB' );
		expect( state() ).toHaveAttribute( 'type', 'text' );
		expect( state() ).toHaveClass( 'input-text' );
		expect( rowOf( 'billing_state' ).hidden ).toBe( false );
	} );

	it( 'labels, required and optional marks follow the locale', () => {
		country( 'billing_country', 'US' );
		const postcodeLabel =
			rowOf( 'billing_postcode' ).querySelector( 'label' );
		expect( postcodeLabel?.textContent ).toBe( 'ZIP Code\u00a0*' );
		expect( rowOf( 'billing_state' ) ).toHaveClass( 'validate-required' );
		country( 'billing_country', 'GB' );
		expect( rowOf( 'billing_state' ) ).not.toHaveClass(
			'validate-required'
		);
		expect(
			rowOf( 'billing_state' ).querySelector( 'label' )?.textContent
		).toBe( 'County\u00a0(optional)' );
		expect( state() ).not.toHaveAttribute( 'aria-required' );
	} );

	it( 'width classes come from the locale', () => {
		country( 'billing_country', 'GB' );
		expect( rowOf( 'billing_postcode' ) ).toHaveClass( 'form-row-first' );
		expect( rowOf( 'billing_postcode' ) ).not.toHaveClass(
			'form-row-wide'
		);
	} );

	it( 'rows follow the priority order', () => {
		country( 'billing_country', 'DE' );
		const order = () =>
			[
				...document.querySelectorAll(
					'.woocommerce-billing-fields__field-wrapper > .form-row'
				),
			].map( ( entry ) => entry.id );
		expect( order() ).toEqual( [
			'billing_country_field',
			'billing_postcode_field',
			'billing_city_field',
			'billing_state_field',
		] );
		country( 'billing_country', 'US' );
		expect( order()[ 3 ] ).toBe( 'billing_postcode_field' );
	} );

	it( 'the cart’s shipping calculator follows its own country', () => {
		country( 'calc_shipping_country', 'US' );
		expect( state( 'calc_shipping_state' ).tagName ).toBe( 'SELECT' );
		expect( state().getAttribute( 'type' ) ).toBe( 'hidden' );
	} );
} );
