/**
 * @jest-environment node
 */
/**
 * The development shop's account rules, in WordPress's and WooCommerce's
 * words: logging in (`wp_authenticate()`), Account details
 * (`save_account_details`), an address form's post (`save_address`), an
 * address as WooCommerce formats it, and an order's payment method title.
 */
import '../../../dev/server/plugins';
import { createShopState } from '../../../dev/server/dev-shop/seed';
import { authenticate } from '../../../dev/server/wordpress/users';
import { accountDetailsProblems } from '../../../dev/server/woocommerce/form-handler/account-details-form';
import { readAddressPost } from '../../../dev/server/woocommerce/form-handler/account-address-form';
import { formattedAddress } from '../../../dev/server/woocommerce/includes/address-format';
import {
	orderPaymentTitle,
	paymentMethodTitle,
} from '../../../dev/server/woocommerce/includes/payment-titles';

describe( 'logging in, as wp_authenticate() answers', () => {
	const state = createShopState();
	const refused = ( login: string, password: string ) => {
		const result = authenticate( state, login, password );
		return result.ok ? null : result.html;
	};

	it( 'takes the email or the username', () => {
		expect( authenticate( state, 'TEST@example.com', 'password' ) ).toEqual(
			expect.objectContaining( { ok: true } )
		);
		expect( authenticate( state, 'tess', 'password' ) ).toEqual(
			expect.objectContaining( { ok: true } )
		);
	} );

	it( 'says which part is wrong, in WordPress’s words, escaping what was typed', () => {
		expect( refused( '', 'x' ) ).toBe(
			'<strong>Error:</strong> Username is required.'
		);
		expect( refused( 'tess', '' ) ).toBe(
			'<strong>Error:</strong> The password field is empty.'
		);
		expect( refused( 'nobody@example.com', 'x' ) ).toBe(
			'Unknown email address. Check again or try your username.'
		);
		expect( refused( '<b>bob</b>', 'x' ) ).toBe(
			'<strong>Error:</strong> The username <strong>&lt;b&gt;bob&lt;/b&gt;</strong> is not registered on this site. If you are unsure of your username, try your email address instead.'
		);
		expect( refused( 'test@example.com', 'wrong' ) ).toBe(
			'<strong>Error:</strong> The password you entered for the email address <strong>test@example.com</strong> is incorrect. <a href="/my-account/lost-password/">Lost your password?</a>'
		);
	} );
} );

describe( 'Account details, as save_account_details() checks them', () => {
	const state = createShopState();
	const [ customer ] = state.customers;
	const post = {
		firstName: 'Tess',
		lastName: 'Tester',
		displayName: 'Tess',
		email: 'test@example.com',
		current: '',
		password1: '',
		password2: '',
	};
	const problems = ( change: Partial< typeof post > ) =>
		accountDetailsProblems(
			{ ...post, ...change },
			customer,
			state.customers
		);

	it( 'passes the saved details unchanged', () => {
		expect( problems( {} ) ).toEqual( [] );
	} );

	it( 'refuses an email address as the display name, and empty required fields', () => {
		expect( problems( { displayName: 'tess@example.com' } ) ).toEqual( [
			'Display name cannot be changed to email address due to privacy concern.',
		] );
		expect( problems( { firstName: '', email: '' } ) ).toEqual( [
			'<strong>First name</strong> is a required field.',
			'<strong>Email address</strong> is a required field.',
		] );
	} );

	it( 'checks a password change in WooCommerce’s order', () => {
		expect( problems( { current: 'password' } ) ).toEqual( [
			'Please fill out all password fields.',
		] );
		expect( problems( { password1: 'a', password2: 'a' } ) ).toEqual( [
			'Please enter your current password.',
		] );
		expect( problems( { current: 'password', password1: 'a' } ) ).toEqual( [
			'Please re-enter your password.',
		] );
		expect(
			problems( { current: 'password', password1: 'a', password2: 'b' } )
		).toEqual( [ 'New passwords do not match.' ] );
		expect(
			problems( { current: 'nope', password1: 'a', password2: 'a' } )
		).toEqual( [ 'Your current password is incorrect.' ] );
		expect(
			problems( { current: 'password', password1: 'a', password2: 'a' } )
		).toEqual( [] );
	} );
} );

describe( 'an address form’s post, as save_address() checks it', () => {
	it( 'requires the fields the country requires, and a postcode of its shape', () => {
		const { problems } = readAddressPost( 'shipping', {
			shipping_first_name: 'Tess',
			shipping_last_name: 'Tester',
			shipping_country: 'US',
			shipping_address_1: '1 Main St',
			shipping_city: '',
			shipping_state: '',
			shipping_postcode: '1000',
		} );
		expect( problems ).toEqual( [
			'Town / City is a required field.',
			'State is a required field.',
			'Please enter a valid postcode / ZIP.',
		] );
	} );

	it( 'needs a billing phone and email of the right shape', () => {
		const { address, problems } = readAddressPost( 'billing', {
			billing_first_name: 'Tess',
			billing_last_name: 'Tester',
			billing_country: 'DE',
			billing_address_1: 'Hauptstraße 5',
			billing_city: 'Berlin',
			billing_postcode: '10115',
			billing_phone: 'call me',
			billing_email: 'TEST@example',
		} );
		expect( problems ).toEqual( [
			'<strong>Phone</strong> is not a valid phone number.',
			'<strong>Email address</strong> is not a valid email address.',
		] );
		expect( address.email ).toBe( 'test@example' );
	} );
} );

describe( 'an address as WooCommerce formats it', () => {
	const address = {
		first_name: 'Tess',
		last_name: 'Tester',
		company: 'Testwerk GmbH',
		address_1: 'Friedrichstraße 10',
		city: 'Berlin',
		postcode: '10117',
		country: 'DE',
	};

	it( 'follows the country’s format and leaves out the store’s own country', () => {
		expect( formattedAddress( address, 'DE' ) ).toBe(
			'Testwerk GmbH<br/>Tess Tester<br/>Friedrichstraße 10<br/>10117 Berlin'
		);
		expect( formattedAddress( address, 'FR' ) ).toBe(
			'Testwerk GmbH<br/>Tess Tester<br/>Friedrichstraße 10<br/>10117 Berlin<br/>Germany'
		);
		expect(
			formattedAddress(
				{
					...address,
					country: 'US',
					state: 'NY',
					city: 'New York',
					postcode: '10001',
				},
				'DE'
			)
		).toBe(
			'Tess Tester<br/>Testwerk GmbH<br/>Friedrichstraße 10<br/>New York, NY 10001<br/>United States (US)'
		);
	} );

	it( 'escapes what the customer typed, and is empty for no address', () => {
		expect(
			formattedAddress( { ...address, company: '<i>x</i>' }, 'DE' )
		).toContain( '&lt;i&gt;x&lt;/i&gt;' );
		expect( formattedAddress( {}, 'DE' ) ).toBe( '' );
	} );
} );

describe( 'an order’s payment method title', () => {
	it( 'is the gateway’s title, never its id', () => {
		expect( paymentMethodTitle( 'stripe' ) ).toBe( 'Credit / Debit Card' );
		expect( paymentMethodTitle( 'stripe_sepa_debit' ) ).toBe(
			'SEPA Direct Debit'
		);
		expect( paymentMethodTitle( 'cheque' ) ).toBe( 'Check payments' );
	} );

	it( 'is the title the gateway recorded when the order was paid (a wallet’s), before the method’s', () => {
		expect(
			orderPaymentTitle( {
				paymentMethod: 'stripe',
				paymentMethodTitle: 'Google Pay (Stripe)',
				currency: 'EUR',
			} )
		).toBe( 'Google Pay (Stripe)' );
		expect(
			orderPaymentTitle( { paymentMethod: 'stripe', currency: 'EUR' } )
		).toBe( 'Credit / Debit Card' );
	} );
} );
