import {
	parseMoney,
	stripeDecimals,
	stripeMajor,
	toStripeAmount,
} from '../../../../assets/js/core/amounts';

describe( "Stripe's decimals per currency, as the gateway's get_stripe_amount() counts them", () => {
	it.each( [
		'BIF',
		'CLP',
		'DJF',
		'GNF',
		'JPY',
		'KMF',
		'KRW',
		'MGA',
		'PYG',
		'RWF',
		'VND',
		'VUV',
		'XAF',
		'XOF',
		'XPF',
	] )( '%s has 0', ( code ) => {
		expect( stripeDecimals( code ) ).toBe( 0 );
	} );
	it.each( [ 'bhd', 'jod', 'kwd', 'omr', 'tnd' ] )( '%s has 3', ( code ) => {
		expect( stripeDecimals( code ) ).toBe( 3 );
	} );
	it.each( [ 'HUF', 'USD', 'EUR', 'UGX', 'ISK', 'TWD' ] )(
		'%s has 2 (every other currency, HUF and UGX included)',
		( code ) => {
			expect( stripeDecimals( code ) ).toBe( 2 );
		}
	);
	it( "the page's printed currency_decimals only counts when no currency is named", () => {
		expect( stripeDecimals( '', 0 ) ).toBe( 0 );
		expect( stripeDecimals( '', null ) ).toBe( 2 );
		expect( stripeDecimals( '', 9 ) ).toBe( 2 );
		// A gateway that prints the store's price decimals there (the 9.x/10.x
		// helper read prints wc_get_price_decimals()) must not move a HUF
		// store's amounts off what the order is charged.
		expect( stripeDecimals( 'HUF', 0 ) ).toBe( 2 );
		expect( stripeDecimals( 'JPY', 2 ) ).toBe( 0 );
	} );
} );

describe( 'Store amounts become what Stripe expects, whatever the store’s price decimals (issue 44)', () => {
	it.each( [
		// store, amount in the store's decimals, minor unit, Stripe expects
		[ 'HUF 0 decimals, 18 000 Ft', 'HUF', 18000, 0, 1800000 ],
		[ 'USD 0 decimals, $18', 'USD', 18, 0, 1800 ],
		[ 'EUR 3 decimals, €18.000', 'EUR', 18000, 3, 1800 ],
		[ 'JPY 2 decimals, ¥18.00', 'JPY', 1800, 2, 18 ],
		[ 'KWD 2 decimals', 'KWD', 1800, 2, 18000 ],
		[ 'USD 2 decimals', 'USD', 1800, 2, 1800 ],
		[ 'JPY 0 decimals', 'JPY', 18, 0, 18 ],
		[
			'USD 1 decimal (WooCommerce’s own case: 180 → 1800)',
			'usd',
			180,
			1,
			1800,
		],
	] )( '%s', ( _name, currency, amount, minorUnit, expected ) => {
		expect( toStripeAmount( amount, { currency, minorUnit } ) ).toBe(
			expected
		);
	} );

	it( 'drops the digits Stripe does not count, as PHP’s absint() does', () => {
		expect(
			toStripeAmount( 18125, { currency: 'EUR', minorUnit: 3 } )
		).toBe( 1812 );
		expect(
			toStripeAmount( 1850, { currency: 'JPY', minorUnit: 2 } )
		).toBe( 18 );
	} );

	it( 'rounds the three-decimal currencies down to a last digit 0', () => {
		expect(
			toStripeAmount( 18125, { currency: 'KWD', minorUnit: 3 } )
		).toBe( 18120 );
		expect(
			toStripeAmount( 181234, { currency: 'BHD', minorUnit: 4 } )
		).toBe( 18120 );
	} );

	it( 'keeps the sign of a discount', () => {
		expect( toStripeAmount( -5, { currency: 'USD', minorUnit: 0 } ) ).toBe(
			-500
		);
	} );

	it( 'treats non-finite amounts as 0', () => {
		expect(
			toStripeAmount( Number.NaN, { currency: 'USD', minorUnit: 2 } )
		).toBe( 0 );
	} );

	it( 'in whole units: ¥1 is 1, $1 is 100', () => {
		expect( stripeMajor( 1, 'JPY' ) ).toBe( 1 );
		expect( stripeMajor( 100, 'USD' ) ).toBe( 1 );
	} );

	it( 'reads Store API money strings; anything else is 0', () => {
		expect( parseMoney( '2530' ) ).toBe( 2530 );
		expect( parseMoney( '-100' ) ).toBe( -100 );
		expect( parseMoney( '25.30' ) ).toBe( 0 );
		expect( parseMoney( null ) ).toBe( 0 );
		expect( parseMoney( 12 ) ).toBe( 12 );
	} );
} );
