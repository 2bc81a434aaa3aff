import {
	DEFAULT_PAYMENT_METHOD,
	PAYMENT_METHOD_IDS,
	VOUCHER_METHODS,
	WALLET_METHODS,
	acceptsCurrency,
	flowOf,
	gatewayIdFor,
	isBlockRegistrable,
	isPaymentMethodId,
	isReusable,
	methodIdForGateway,
} from '../../../../assets/js/core/payment-methods';

describe( 'Payment method ids (SPEC §1)', () => {
	it( 'lists the 24 method ids', () => {
		expect( PAYMENT_METHOD_IDS ).toHaveLength( 24 );
		expect( new Set( PAYMENT_METHOD_IDS ).size ).toBe( 24 );
	} );

	it( 'each maps to a gateway id prefixed stripe_ (card maps to stripe)', () => {
		expect( gatewayIdFor( 'card' ) ).toBe( 'stripe' );
		expect( gatewayIdFor( 'sepa_debit' ) ).toBe( 'stripe_sepa_debit' );
		for ( const id of PAYMENT_METHOD_IDS ) {
			expect( methodIdForGateway( gatewayIdFor( id ) ) ).toBe( id );
		}
	} );

	it( 'rejects unknown gateway ids and stripe_card', () => {
		expect( methodIdForGateway( 'stripe_card' ) ).toBeUndefined();
		expect( methodIdForGateway( 'paypal' ) ).toBeUndefined();
		expect( methodIdForGateway( 'stripe_future' ) ).toBeUndefined();
	} );

	it( 'a method the page configures that we do not know is still found by its gateway id', () => {
		expect( methodIdForGateway( 'stripe_future', { future: {} } ) ).toBe(
			'future'
		);
		expect(
			methodIdForGateway( 'stripe_other', { future: {} } )
		).toBeUndefined();
	} );

	it( 'the default payment method type is card', () => {
		expect( DEFAULT_PAYMENT_METHOD ).toBe( 'card' );
	} );

	it( 'tells ids from other values', () => {
		expect( isPaymentMethodId( 'ideal' ) ).toBe( true );
		expect( isPaymentMethodId( 'IDEAL' ) ).toBe( false );
		expect( isPaymentMethodId( 3 ) ).toBe( false );
	} );
} );

describe( 'Method facts (CONTRACTS §5)', () => {
	it( 'groups vouchers boleto/multibanco/oxxo and wallets cashapp/wechat_pay', () => {
		expect( VOUCHER_METHODS ).toEqual( [ 'boleto', 'multibanco', 'oxxo' ] );
		expect( WALLET_METHODS ).toEqual( [ 'cashapp', 'wechat_pay' ] );
		expect( flowOf( 'oxxo' ) ).toBe( 'voucher' );
		expect( flowOf( 'ideal' ) ).toBe( 'redirect' );
		expect( flowOf( 'sepa_debit' ) ).toBe( 'debit' );
		expect( flowOf( 'card' ) ).toBe( 'card' );
	} );

	it( 'knows which methods can be saved', () => {
		expect( isReusable( 'card' ) ).toBe( true );
		expect( isReusable( 'sepa_debit' ) ).toBe( true );
		expect( isReusable( 'blik' ) ).toBe( false );
		expect( isReusable( 'oxxo' ) ).toBe( false );
	} );

	it( 'knows currencies: BLIK only PLN, card any', () => {
		expect( acceptsCurrency( 'blik', 'pln' ) ).toBe( true );
		expect( acceptsCurrency( 'blik', 'EUR' ) ).toBe( false );
		expect( acceptsCurrency( 'card', 'JPY' ) ).toBe( true );
	} );

	it( 'block checkout registers every method except Link (inside the card element) and those Stripe retired (giropay, Sofort)', () => {
		expect( isBlockRegistrable( 'link' ) ).toBe( false );
		expect( isBlockRegistrable( 'giropay' ) ).toBe( false );
		expect( isBlockRegistrable( 'sofort' ) ).toBe( false );
		expect( isBlockRegistrable( 'card' ) ).toBe( true );
		expect( isBlockRegistrable( 'boleto' ) ).toBe( true );
	} );
} );
