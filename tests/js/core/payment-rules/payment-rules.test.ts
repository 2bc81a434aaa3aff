import {
	BLIK_CODE_LENGTH,
	billingDetailsCollection,
	elementModeForTotal,
	methodAvailableForCountry,
	savePaymentMethodUsage,
	showSaveCheckbox,
	validateBlikCode,
} from '../../../../assets/js/core/payment-rules';

describe( 'Payment element billing collection: what the page has is not asked again (SPEC §5, DECISIONS)', () => {
	it( "fields the form collects are 'never', the others 'auto'; phone always 'auto'", () => {
		const collection = billingDetailsCollection( [
			'billing_country',
			'billing_postcode',
			'billing_phone',
		] );
		expect( collection.address ).toEqual( {
			line1: 'auto',
			line2: 'never',
			city: 'auto',
			state: 'auto',
			postalCode: 'never',
			country: 'never',
		} );
		expect( collection.phone ).toBe( 'auto' );
	} );
	it( 'the whole checkout form: the element asks for no address at all', () => {
		expect(
			billingDetailsCollection( [
				'billing_country',
				'billing_address_1',
				'billing_address_2',
				'billing_city',
				'billing_state',
				'billing_postcode',
			] ).address
		).toEqual( {
			line1: 'never',
			line2: 'never',
			city: 'never',
			state: 'never',
			postalCode: 'never',
			country: 'never',
		} );
	} );
	it( "no billing form (add payment method, change of method): everything 'auto' but the second address line", () => {
		expect( billingDetailsCollection( [] ) ).toEqual( {
			name: 'auto',
			email: 'auto',
			phone: 'auto',
			address: {
				line1: 'auto',
				line2: 'never',
				city: 'auto',
				state: 'auto',
				postalCode: 'auto',
				country: 'auto',
			},
		} );
	} );
	it( "name is 'never' if first or last name is enabled", () => {
		expect( billingDetailsCollection( [ 'billing_last_name' ] ).name ).toBe(
			'never'
		);
		expect( billingDetailsCollection( [] ).name ).toBe( 'auto' );
	} );
	it( "email is 'never' if the email field is enabled", () => {
		expect( billingDetailsCollection( [ 'billing_email' ] ).email ).toBe(
			'never'
		);
		expect( billingDetailsCollection( [] ).email ).toBe( 'auto' );
	} );
} );

describe( 'Saving the payment method (SPEC §5)', () => {
	it( "'always' if the cart has a subscription not needing manual renewal", () => {
		expect(
			savePaymentMethodUsage( {
				cartContainsSubscription: true,
				subscriptionRequiresManualRenewal: false,
				shopperTickedSave: false,
			} )
		).toBe( 'always' );
	} );
	it( "'always' if the user ticked save-new-method", () => {
		expect(
			savePaymentMethodUsage( {
				cartContainsSubscription: false,
				subscriptionRequiresManualRenewal: false,
				shopperTickedSave: true,
			} )
		).toBe( 'always' );
	} );
	it( "else 'never' (a manual-renewal subscription does not force saving)", () => {
		expect(
			savePaymentMethodUsage( {
				cartContainsSubscription: true,
				subscriptionRequiresManualRenewal: true,
				shopperTickedSave: false,
			} )
		).toBe( 'never' );
		expect(
			savePaymentMethodUsage( {
				cartContainsSubscription: false,
				subscriptionRequiresManualRenewal: false,
				shopperTickedSave: false,
			} )
		).toBe( 'never' );
	} );
	it( 'the save box shows for logged-in users or when account creation is ticked, for reusable methods', () => {
		expect(
			showSaveCheckbox( {
				isLoggedIn: true,
				creatingAccount: false,
				methodIsReusable: true,
			} )
		).toBe( true );
		expect(
			showSaveCheckbox( {
				isLoggedIn: false,
				creatingAccount: true,
				methodIsReusable: true,
			} )
		).toBe( true );
		expect(
			showSaveCheckbox( {
				isLoggedIn: false,
				creatingAccount: false,
				methodIsReusable: true,
			} )
		).toBe( false );
		expect(
			showSaveCheckbox( {
				isLoggedIn: true,
				creatingAccount: false,
				methodIsReusable: false,
			} )
		).toBe( false );
	} );
} );

describe( 'Deferred element mode: cart total below 1 switches from payment to setup (SPEC §4)', () => {
	it.each( [
		[ 0, 'setup' ],
		[ 99, 'setup' ],
		[ 100, 'payment' ],
		[ 2530, 'payment' ],
	] )( '%d cents → %s', ( total, mode ) => {
		expect( elementModeForTotal( total, 'usd' ) ).toBe( mode );
	} );
	it( "counts the amount in Stripe's units for the currency (JPY: ¥1 is 1)", () => {
		expect( elementModeForTotal( 1, 'JPY' ) ).toBe( 'payment' );
		expect( elementModeForTotal( 0, 'JPY' ) ).toBe( 'setup' );
		expect( elementModeForTotal( 999, 'kwd' ) ).toBe( 'setup' );
		expect( elementModeForTotal( 1000, 'kwd' ) ).toBe( 'payment' );
	} );
} );

describe( "BLIK code must be six digits, otherwise 'BLIK Code is invalid'; when empty, invalid styling is removed (SPEC §5)", () => {
	it( 'six digits are valid', () => {
		expect( BLIK_CODE_LENGTH ).toBe( 6 );
		expect( validateBlikCode( '123456' ) ).toEqual( { state: 'valid' } );
	} );
	it.each( [ '12345', '1234567', '12a456', '12 3456' ] )(
		'%s is invalid',
		( code ) => {
			expect( validateBlikCode( code ) ).toEqual( {
				state: 'invalid',
				message: 'BLIK Code is invalid',
			} );
		}
	);
	it( 'empty is neither valid nor invalid', () => {
		expect( validateBlikCode( '' ) ).toEqual( { state: 'empty' } );
		expect( validateBlikCode( '  ' ) ).toEqual( { state: 'empty' } );
	} );
} );

describe( 'Methods with a country list show only when the billing country is in the list (SPEC §5)', () => {
	it( 'no list: everywhere', () => {
		expect( methodAvailableForCountry( [], 'DE' ) ).toBe( true );
	} );
	it( 'in the list: shown; otherwise hidden', () => {
		expect( methodAvailableForCountry( [ 'PL' ], 'pl' ) ).toBe( true );
		expect( methodAvailableForCountry( [ 'PL' ], 'DE' ) ).toBe( false );
		expect( methodAvailableForCountry( [ 'PL' ], '' ) ).toBe( false );
	} );
} );
