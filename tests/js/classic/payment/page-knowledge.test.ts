/**
 * What classic pages know of the shopper without our specification's keys
 * (issue 37): the gateway plugin prints neither `isLoggedIn` nor
 * `customerBillingData`, so the save box and pay for order take them the
 * WooCommerce way, from what WooCommerce and the plugin do print.
 */
import {
	registrationRequired,
	shopperIsLoggedIn,
} from '../../../../assets/js/classic/payment/logged-in';
import {
	billingFromParams,
	knownBillingFields,
} from '../../../../assets/js/classic/payment/billing';

const win = window as unknown as Record< string, unknown >;

afterEach( () => {
	delete win.wc_tokenization_form_params;
	delete win.wc_stripe_upe_params;
	delete win.wcStripeExpressCheckoutPayForOrderParams;
	document.body.innerHTML = '';
} );

describe( 'The save box for logged-in shoppers without isLoggedIn', () => {
	it( 'reads WooCommerce\'s wc_tokenization_form_params.is_logged_in ("1" / "" as wp_localize_script prints it)', () => {
		win.wc_tokenization_form_params = {
			is_registration_required: '',
			is_logged_in: '1',
		};
		expect( shopperIsLoggedIn( { isLoggedIn: null }, document ) ).toBe(
			true
		);
		win.wc_tokenization_form_params = {
			is_registration_required: '1',
			is_logged_in: '',
		};
		expect( shopperIsLoggedIn( { isLoggedIn: null }, document ) ).toBe(
			false
		);
		expect( registrationRequired() ).toBe( true );
	} );

	it( "without WooCommerce's params: our specification's isLoggedIn, when printed", () => {
		expect( shopperIsLoggedIn( { isLoggedIn: true }, document ) ).toBe(
			true
		);
		expect( registrationRequired() ).toBe( false );
	} );

	it( 'without either: the save box the gateway prints only for a logged-in shopper', () => {
		const form = document.createElement( 'form' );
		expect( shopperIsLoggedIn( { isLoggedIn: null }, form ) ).toBe( false );
		form.innerHTML =
			'<p class="form-row woocommerce-SavedPaymentMethods-saveNew"><input id="wc-stripe-new-payment-method" type="checkbox"></p>';
		expect( shopperIsLoggedIn( { isLoggedIn: null }, form ) ).toBe( true );
	} );
} );

describe( 'Pay for order without customerBillingData', () => {
	it( "knows the order's billing country (customerData) and email (the wallet buttons' order details), and asks no more of them", () => {
		win.wcStripeExpressCheckoutPayForOrderParams = {
			order: 31,
			orderDetails: {
				orderKey: 'wc_order_x',
				billingEmail: 'gus@example.com',
			},
		};
		const billing = billingFromParams( 'NL' );
		expect( billing ).toEqual( {
			email: 'gus@example.com',
			address: { country: 'NL', line2: '' },
		} );
		expect( knownBillingFields( billing ) ).toEqual( [
			'billing_email',
			'billing_country',
		] );
	} );

	it( 'a printed customerBillingData is read first', () => {
		win.wc_stripe_upe_params = {
			customerBillingData: {
				name: 'Gus Guest',
				email: 'gus@example.com',
				address: { country: 'NL', line1: 'Kalverstraat 1' },
			},
		};
		expect( billingFromParams( 'DE' ) ).toMatchObject( {
			name: 'Gus Guest',
			address: { country: 'NL', line1: 'Kalverstraat 1', line2: '' },
		} );
	} );

	it( 'nothing printed at all: only the second address line, which the element never asks for', () => {
		expect( billingFromParams() ).toEqual( {
			email: undefined,
			address: { country: undefined, line2: '' },
		} );
	} );
} );
