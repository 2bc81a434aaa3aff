/**
 * The gateway's legacy Payment Request params (8.8.0 with its Express
 * Checkout Element off, its default) read into the same express settings
 * as the element's: what differs (`stripe.key`, its nonces, no page flags
 * but `is_product_page`) parsed at the edge.
 */
import { readClassicExpressSettings } from '../../../../assets/js/core/settings/read-classic-express-settings';
import { walletsOnPage } from '../../../../assets/js/pages/wallets';
import { paymentRequestParams } from '../../fixtures/payment-request-params';
import { rawExpressData } from '../../fixtures/express-data';

afterEach( () => {
	delete window.wc_stripe_payment_request_params;
	delete window.wc_stripe_express_checkout_params;
} );

describe( 'A page with the legacy wc_stripe_payment_request_params', () => {
	it( 'has wallet buttons', () => {
		expect( walletsOnPage() ).toBe( false );
		window.wc_stripe_payment_request_params = paymentRequestParams();
		expect( walletsOnPage() ).toBe( true );
	} );

	it( 'reads them as express settings marked as the legacy configuration: the key, Google Pay, Apple Pay and Link, the nonces create_order and the shipping calls take, the product page and its product', () => {
		window.wc_stripe_payment_request_params = paymentRequestParams();
		const settings = readClassicExpressSettings();
		expect( settings.paymentRequest ).toBe( true );
		expect( settings.publishableKey ).toBe( 'pk_test_realstoredouble' );
		expect( settings.locale ).toBe( 'en' );
		expect( settings.wallets ).toEqual( [
			'googlePay',
			'applePay',
			'link',
		] );
		expect( settings.nonces ).toMatchObject( {
			checkout: '95e5901d05',
			shipping: 'eb8e06abfd',
			updateShipping: '529aac9814',
			getSelectedProductData: 'b937a0a245',
			wcStoreApi: '',
		} );
		expect( settings.button ).toEqual( {
			height: 48,
			radius: 4,
			type: 'buy',
			theme: 'dark',
		} );
		expect( settings.isProductPage ).toBe( true );
		expect( settings.isCartPage ).toBe( false );
		expect( settings.hasBlock ).toBe( false );
		expect( settings.loginConfirmation ).toBeNull();
		expect( settings.checkout.needsPayerPhone ).toBe( true );
		expect( settings.product ).toEqual( {
			total: 1800,
			displayItems: [
				{ name: 'Beanie', amount: 1800 },
				{ name: 'Tax', amount: 0 },
				{ name: 'Shipping', amount: 0 },
			],
			requestShipping: true,
			currency: 'eur',
			shippingOptions: [
				{ id: 'pending', displayName: 'Pending', amount: 0 },
			],
			validVariationSelected: true,
		} );
	} );

	it( 'off a product page: no product, and only Google Pay and Apple Pay when Link is off', () => {
		const raw = paymentRequestParams();
		window.wc_stripe_payment_request_params = {
			...raw,
			stripe: { ...raw.stripe, is_link_enabled: false },
			is_product_page: '',
			product: false,
		};
		const settings = readClassicExpressSettings();
		expect( settings.isProductPage ).toBe( false );
		expect( settings.product ).toBeNull();
		expect( settings.wallets ).toEqual( [ 'googlePay', 'applePay' ] );
	} );

	it( 'the Express Checkout Element’s params win where both are printed', () => {
		window.wc_stripe_payment_request_params = paymentRequestParams();
		window.wc_stripe_express_checkout_params = rawExpressData();
		const settings = readClassicExpressSettings();
		expect( settings.paymentRequest ).toBe( false );
		expect( settings.publishableKey ).toBe( 'pk_test_fixture' );
	} );
} );
