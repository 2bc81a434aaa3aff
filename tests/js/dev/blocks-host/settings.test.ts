/**
 * getSetting reads gateway data where WooCommerce prints it today
 * (`paymentMethodData.<gateway>`) and where older pages printed it
 * (`<gateway>_data` at the top level, which wins).
 */
import { getSetting } from '../../../../dev/browser/blocks-host/settings';

const page = window as unknown as { wcSettings?: unknown };

describe( "getSetting( 'stripe_data' )", () => {
	it( 'falls back to paymentMethodData.stripe', () => {
		page.wcSettings = { paymentMethodData: { stripe: { key: 'pk' } } };
		expect( getSetting( 'stripe_data' ) ).toEqual( { key: 'pk' } );
	} );
	it( 'reads a top-level stripe_data first', () => {
		page.wcSettings = {
			stripe_data: { key: 'top' },
			paymentMethodData: { stripe: { key: 'pk' } },
		};
		expect( getSetting( 'stripe_data' ) ).toEqual( { key: 'top' } );
	} );
	it( 'gives the fallback when neither exists, false by default', () => {
		page.wcSettings = { paymentMethodData: {} };
		expect( getSetting( 'stripe_data', null ) ).toBeNull();
		expect( getSetting( 'stripe_data' ) ).toBe( false );
	} );
	it( 'gives the fallback for a name that is there but undefined', () => {
		page.wcSettings = { currency: undefined };
		expect( getSetting( 'currency', 'EUR' ) ).toBe( 'EUR' );
	} );
} );
