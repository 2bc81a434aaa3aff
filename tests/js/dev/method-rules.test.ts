/**
 * @jest-environment node
 */
/**
 * The shop offers each of the 24 methods by Stripe's documented rules:
 * switched on, not retired, in the store's currency, for the customer's
 * billing country, inside its amount limits, and only methods that can be
 * saved for a subscription.
 */
import {
	cartPaymentMethods,
	methodCountries,
	methodRefusal,
	methodTitle,
	offeredMethods,
} from '../../../dev/server/stripe-gateway/methods/payment-methods';
import { DEFAULT_SETTINGS } from '../../../dev/server/dev-shop/settings';
import type { DevSettings } from '../../../dev/server/dev-shop/settings';
import { PAYMENT_METHOD_IDS } from '../../../assets/js/core/payment-methods/types';

const shop = ( change: Partial< DevSettings > = {} ): DevSettings => ( {
	...DEFAULT_SETTINGS,
	...change,
} );

describe( 'all 24 ids are switched on in a fresh shop', () => {
	it( 'the enabled list is the spec’s list of ids', () => {
		expect( [ ...DEFAULT_SETTINGS.enabledMethods ].sort() ).toEqual(
			[ ...PAYMENT_METHOD_IDS ].sort()
		);
	} );
} );

describe( 'retired by Stripe: giropay and Sofort', () => {
	it.each( [ 'giropay', 'sofort' ] )(
		'%s is never offered, in any currency',
		( method ) => {
			expect( methodRefusal( shop(), method ) ).toBe( 'retired' );
			expect( offeredMethods( shop() ) ).not.toContain( method );
			expect( cartPaymentMethods( shop(), 'DE' ) ).not.toContain(
				`stripe_${ method }`
			);
		}
	);
} );

describe( 'currency', () => {
	it( 'a EUR shop offers the euro methods, not BLIK, Boleto, OXXO, ACH, ACSS, Bacs or BECS', () => {
		const offered = offeredMethods( shop() );
		expect( offered ).toEqual(
			expect.arrayContaining( [
				'card',
				'sepa_debit',
				'ideal',
				'bancontact',
				'eps',
				'p24',
				'multibanco',
				'klarna',
				'alipay',
				'wechat_pay',
				'amazon_pay',
				'link',
			] )
		);
		for ( const method of [
			'blik',
			'boleto',
			'oxxo',
			'us_bank_account',
			'acss_debit',
			'bacs_debit',
			'au_becs_debit',
			'cashapp',
			'affirm',
			'afterpay_clearpay',
		] ) {
			expect( methodRefusal( shop(), method ) ).toBe( 'currency' );
		}
	} );
} );

describe( "the customer's country", () => {
	it( 'Boleto serves Brazil only', () => {
		const brl = shop( { currency: 'BRL', storeCountry: 'BR' } );
		expect( methodRefusal( brl, 'boleto', { country: 'BR' } ) ).toBeNull();
		expect( methodRefusal( brl, 'boleto', { country: 'US' } ) ).toBe(
			'country'
		);
	} );
	it( "Klarna's customers follow the currency: the euro area for EUR", () => {
		expect( methodCountries( shop(), 'klarna' ) ).toContain( 'DE' );
		expect( methodRefusal( shop(), 'klarna', { country: 'GB' } ) ).toBe(
			'country'
		);
	} );
	it( "domestic-only methods serve the Stripe account's own country, and only where the account may offer them", () => {
		const usd = shop( { currency: 'USD', storeCountry: 'US' } );
		expect( methodCountries( usd, 'cashapp' ) ).toEqual( [ 'US' ] );
		expect( methodRefusal( usd, 'cashapp', { country: 'CA' } ) ).toBe(
			'country'
		);
		const usdInGermany = shop( { currency: 'USD', storeCountry: 'DE' } );
		expect( methodRefusal( usdInGermany, 'affirm' ) ).toBe( 'country' );
	} );
} );

describe( 'amount limits', () => {
	const usd = shop( { currency: 'USD', storeCountry: 'US' } );
	it( 'Affirm takes 50.00 to 30,000.00', () => {
		expect( methodRefusal( usd, 'affirm', { total: 4999 } ) ).toBe(
			'amount'
		);
		expect( methodRefusal( usd, 'affirm', { total: 5000 } ) ).toBeNull();
		expect( methodRefusal( usd, 'affirm', { total: 3000001 } ) ).toBe(
			'amount'
		);
	} );
	it( "Afterpay / Clearpay's maximum depends on the currency: USD 4,000, GBP 1,200", () => {
		expect(
			methodRefusal( usd, 'afterpay_clearpay', { total: 400000 } )
		).toBeNull();
		const gbp = shop( { currency: 'GBP', storeCountry: 'GB' } );
		expect(
			methodRefusal( gbp, 'afterpay_clearpay', { total: 120001 } )
		).toBe( 'amount' );
		expect( methodTitle( 'afterpay_clearpay', 'GBP' ) ).toBe( 'Clearpay' );
	} );
	it( 'the cart offers only what its total allows', () => {
		expect(
			cartPaymentMethods( usd, 'US', {
				total: 2000,
				containsSubscription: false,
			} )
		).not.toContain( 'stripe_affirm' );
		expect(
			cartPaymentMethods( usd, 'US', {
				total: 6000,
				containsSubscription: false,
			} )
		).toContain( 'stripe_affirm' );
	} );
} );

describe( 'subscriptions', () => {
	it( 'only methods that can be saved pay a subscription', () => {
		expect(
			methodRefusal( shop(), 'ideal', { containsSubscription: true } )
		).toBeNull();
		expect(
			methodRefusal( shop(), 'eps', { containsSubscription: true } )
		).toBe( 'subscription' );
	} );
} );

describe( 'Link', () => {
	it( 'is configured for the card element but is no entry of the list', () => {
		expect( offeredMethods( shop() ) ).toContain( 'link' );
		expect( cartPaymentMethods( shop(), 'DE' ) ).not.toContain(
			'stripe_link'
		);
	} );
} );
