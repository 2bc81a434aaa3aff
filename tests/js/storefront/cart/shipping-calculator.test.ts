/**
 * The cart's shipping calculator: its link opens and closes the form and
 * says which (aria-expanded), opening it makes the state field follow the
 * country shown, and Update posts the form's fields with WooCommerce's
 * `calc_shipping` through the cart page's post, then fires
 * `updated_shipping_method`.
 */
import {
	submitCalculator,
	toggleCalculator,
} from '../../../../assets/js/storefront/cart/shipping-calculator';

const quoted = ( value: unknown ) =>
	JSON.stringify( value ).replace( /"/g, '&quot;' );

beforeEach( () => {
	jest.useFakeTimers();
	Object.assign( window, {
		wc_country_select_params: {
			countries: quoted( { US: { CA: 'California' }, DE: [] } ),
			i18n_select_state_text: 'Select an option…',
		},
		wc_address_i18n_params: {
			locale: quoted( { default: {} } ),
			locale_fields: JSON.stringify( {} ),
			i18n_optional_text: 'optional',
		},
	} );
	document.body.innerHTML = `<form class="woocommerce-shipping-calculator" action="/cart/" method="post"><a href="#" class="shipping-calculator-button" aria-expanded="false" role="button">Calculate shipping</a><section class="shipping-calculator-form" style="display:none;"><p class="form-row" id="calc_shipping_country_field"><select id="calc_shipping_country" name="calc_shipping_country" class="country_to_state"><option value="DE">Germany</option><option value="US" selected>United States (US)</option></select></p><p class="form-row" id="calc_shipping_state_field"><label for="calc_shipping_state">State</label><input type="text" class="input-text" id="calc_shipping_state" name="calc_shipping_state"></p></section></form>`;
} );
afterEach( () => jest.useRealTimers() );

const link = () =>
	document.querySelector( '.shipping-calculator-button' ) as HTMLElement;
const section = () =>
	document.querySelector( '.shipping-calculator-form' ) as HTMLElement;
const isOpen = () => ! section().hidden && section().style.display !== 'none';

describe( 'The shipping calculator', () => {
	it( 'its link opens the form, then closes it once the slide ends', () => {
		toggleCalculator( link() );
		expect( link().getAttribute( 'aria-expanded' ) ).toBe( 'true' );
		expect( isOpen() ).toBe( true );

		toggleCalculator( link() );
		expect( link().getAttribute( 'aria-expanded' ) ).toBe( 'false' );
		jest.advanceTimersByTime( 1000 );
		expect( isOpen() ).toBe( false );
	} );

	it( 'a second click while it slides closed opens it again', () => {
		toggleCalculator( link() );
		jest.advanceTimersByTime( 1000 );
		toggleCalculator( link() );
		jest.advanceTimersByTime( 100 );
		toggleCalculator( link() );
		jest.advanceTimersByTime( 1000 );
		expect( link().getAttribute( 'aria-expanded' ) ).toBe( 'true' );
		expect( isOpen() ).toBe( true );
	} );

	it( 'opening it makes the state field follow the country shown', () => {
		toggleCalculator( link() );
		const state = document.getElementById( 'calc_shipping_state' );
		expect( state?.tagName ).toBe( 'SELECT' );
		expect( state?.getAttribute( 'name' ) ).toBe( 'calc_shipping_state' );
	} );

	it( 'Update posts the fields with calc_shipping to the form’s action, then fires updated_shipping_method', async () => {
		const order: string[] = [];
		const post = jest.fn( async () => {
			order.push( 'post' );
		} );
		document.body.addEventListener( 'updated_shipping_method', () =>
			order.push( 'updated_shipping_method' )
		);
		const form = document.querySelector( 'form' ) as HTMLFormElement;
		await submitCalculator(
			form,
			{ calc_shipping_country: 'US', calc_shipping_state: 'CA' },
			post
		);
		expect( post ).toHaveBeenCalledWith( form.action, {
			calc_shipping_country: 'US',
			calc_shipping_state: 'CA',
			calc_shipping: 'x',
		} );
		expect( order ).toEqual( [ 'post', 'updated_shipping_method' ] );
	} );
} );
