import {
	billingDetailsFromAddress,
	billingLastName,
	cleanPhone,
	expressBillingAddress,
	expressShippingAddress,
	splitFullName,
	walletCountry,
} from '../../../../assets/js/core/address';

describe( 'Country PR maps to US and RE to FR for wallet requests (SPEC §5)', () => {
	it.each( [
		[ 'PR', 'US' ],
		[ 'RE', 'FR' ],
		[ 'de', 'DE' ],
		[ '', '' ],
	] )( '%s → %s', ( from, to ) => {
		expect( walletCountry( from ) ).toBe( to );
	} );
} );

describe( 'Phone: parentheses or brackets, spaces and hyphens removed (SPEC §5)', () => {
	it( 'cleans a formatted number', () => {
		expect( cleanPhone( '+1 (555) 123-4567 [ext]' ) ).toBe(
			'+15551234567ext'
		);
	} );
} );

describe( 'Full name split at the first space; billing last name defaults to a hyphen (SPEC §5)', () => {
	it( 'splits at the first space only', () => {
		expect( splitFullName( 'Mary Ann Smith' ) ).toEqual( {
			firstName: 'Mary',
			lastName: 'Ann Smith',
		} );
	} );
	it( 'a single name has no last name', () => {
		expect( splitFullName( 'Cher' ) ).toEqual( {
			firstName: 'Cher',
			lastName: '',
		} );
	} );
	it( "billing last name defaults to '-'", () => {
		expect( billingLastName( '' ) ).toBe( '-' );
		expect( billingLastName( 'Doe' ) ).toBe( 'Doe' );
		expect( expressBillingAddress( { name: 'Cher' } ).last_name ).toBe(
			'-'
		);
		expect( expressShippingAddress( { name: 'Cher' } ).last_name ).toBe(
			''
		);
	} );
} );

describe( 'Billing details when creating a payment method: name (first plus last), email, phone, address (SPEC §3)', () => {
	it( 'maps a WooCommerce address', () => {
		expect(
			billingDetailsFromAddress( {
				first_name: 'Erika',
				last_name: 'Mustermann',
				email: 'e@x.test',
				phone: '123',
				address_1: 'Street 1',
				address_2: 'Flat 2',
				city: 'Berlin',
				state: 'BE',
				postcode: '10117',
				country: 'DE',
			} )
		).toEqual( {
			name: 'Erika Mustermann',
			email: 'e@x.test',
			phone: '123',
			address: {
				city: 'Berlin',
				country: 'DE',
				line1: 'Street 1',
				line2: 'Flat 2',
				postal_code: '10117',
				state: 'BE',
			},
		} );
	} );
	it( 'leaves out empty name, email and phone', () => {
		expect( billingDetailsFromAddress( null ) ).toEqual( {
			address: {
				city: '',
				country: '',
				line1: '',
				line2: '',
				postal_code: '',
				state: '',
			},
		} );
	} );
} );

describe( 'Express order payload addresses (SPEC §3)', () => {
	it( 'billing has email; shipping has none', () => {
		const contact = {
			name: 'Jane Doe',
			email: 'jane@x.test',
			phone: '(030) 123',
			address: {
				line1: 'A 1',
				city: 'Berlin',
				postal_code: '10178',
				country: 'DE',
			},
		};
		const billing = expressBillingAddress( contact );
		expect( billing ).toMatchObject( {
			first_name: 'Jane',
			last_name: 'Doe',
			email: 'jane@x.test',
			phone: '030123',
			address_1: 'A 1',
			postcode: '10178',
			country: 'DE',
		} );
		expect( 'email' in expressShippingAddress( contact ) ).toBe( false );
	} );
} );
