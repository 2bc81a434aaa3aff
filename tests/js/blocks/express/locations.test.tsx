/**
 * Issue 47: the store owner decides where wallets show. On the Cart block's
 * page and the block checkout the gateway decides it on the server and says
 * so two ways: it prints its express params (`wc_stripe_express_checkout_params`)
 * only where they show (8.8.0 and 10.x), and 10.x also prints
 * `shouldShowExpressCheckoutButton` in its block data. Where either says
 * no, no wallet is registered.
 */
import {
	pluginExpressParams,
	pluginStripeData,
} from '../../fixtures/plugin-page-data';
import { paymentRequestParams } from '../../fixtures/payment-request-params';

/** The block data with the gateway's flag as given (undefined: none). */
const withFlag = ( flag: unknown ) => {
	const data = pluginStripeData();
	delete data.shouldShowExpressCheckoutButton;
	return flag === undefined
		? data
		: { ...data, shouldShowExpressCheckoutButton: flag };
};

function registered(
	stripeData: Record< string, unknown >,
	paramsPrinted: boolean,
	legacyParamsPrinted = false
): string[] {
	let names: string[] = [];
	if ( legacyParamsPrinted ) {
		( window as any ).wc_stripe_payment_request_params =
			paymentRequestParams();
	} else {
		delete ( window as any ).wc_stripe_payment_request_params;
	}
	if ( paramsPrinted ) {
		( window as any ).wc_stripe_express_checkout_params =
			pluginExpressParams();
	} else {
		delete ( window as any ).wc_stripe_express_checkout_params;
	}
	jest.isolateModules( () => {
		require( '../../doubles/wc-settings' ).setSettings( {
			stripe_data: stripeData,
		} );
		require( '../../doubles/blocks-registry' ).resetRegistry();
		require( '../../../../assets/js/blocks/express' ).registerExpressMethods();
		names = Object.keys(
			require( '../../doubles/blocks-registry' ).getExpressPaymentMethods()
		);
	} );
	return names;
}

const ALL = [
	'express_checkout_element_googlePay',
	'express_checkout_element_applePay',
	'express_checkout_element_link',
];

afterEach( () => {
	delete ( window as any ).wc_stripe_express_checkout_params;
	delete ( window as any ).wc_stripe_payment_request_params;
} );

/**
 * The block data of the gateway's legacy Payment Request configuration
 * (8.8.0's default): the legacy params merged in, its verdict as
 * `shouldShowPaymentRequestButton` (class-wc-stripe-blocks-support.php
 * get_payment_method_data(); the real store's Cart block and checkout
 * pages, tests/real-store/recorded/payment-request-legacy.json).
 */
const legacyData = ( verdict: unknown ) => {
	const data: Record< string, unknown > = {
		...pluginStripeData(),
		...paymentRequestParams(),
		isECEEnabled: false,
		shouldShowPaymentRequestButton: verdict,
	};
	delete data.shouldShowExpressCheckoutButton;
	return data;
};

describe( 'Wallets on block pages in the gateway’s legacy Payment Request configuration', () => {
	it( 'are offered where its verdict is true, with only its params printed', () => {
		expect( registered( legacyData( true ), false, true ) ).toEqual( ALL );
	} );

	it( 'are not where its verdict is false (a location off, a product it cannot sell)', () => {
		expect( registered( legacyData( false ), false, true ) ).toEqual( [] );
	} );
} );

describe( 'Wallets on block pages follow the gateway’s verdict for the page', () => {
	it( '10.x, location on: the flag is true and the params are printed, so every wallet is offered', () => {
		expect( registered( withFlag( true ), true ) ).toEqual( ALL );
	} );

	it( '10.x, location off: shouldShowExpressCheckoutButton false, nothing registered', () => {
		expect( registered( withFlag( false ), false ) ).toEqual( [] );
	} );

	it( 'the flag alone says no, even with the params printed (a filter of the params, a page that prints them anyway)', () => {
		expect( registered( withFlag( false ), true ) ).toEqual( [] );
	} );

	it( 'the flag as PHP may print it: "" is false, "1" is true', () => {
		expect( registered( withFlag( '' ), true ) ).toEqual( [] );
		expect( registered( withFlag( '1' ), true ) ).toEqual( ALL );
	} );

	it( '8.8.0 prints no flag: the params decide, printed (location on) or not (location off)', () => {
		expect( registered( withFlag( undefined ), true ) ).toEqual( ALL );
		expect( registered( withFlag( undefined ), false ) ).toEqual( [] );
	} );
} );
