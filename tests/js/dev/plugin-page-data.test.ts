/**
 * @jest-environment node
 */
/**
 * The development shop prints what the Stripe gateway plugin and
 * WooCommerce print (issue 37, docs/server-contract.md): the block
 * checkout's `stripe_data` merged as get_payment_method_data() merges it,
 * no key no version of the plugin prints, wp_localize_script()'s strings,
 * and the gateway's setup intent on wc-ajax only.
 */
import { runningShop } from '../fixtures/running-shop';
import { arrayReplaceRecursive } from '../../../dev/server/stripe-gateway/page-data/block-data';
import { localizedData } from '../../../dev/server/wordpress/script-loader';

const shopOrigin = runningShop( { reset: true } );

/** A page's globals, as `window.NAME = {...};` lines print them. */
async function pageGlobals(
	path: string,
	cookie = ''
): Promise< Record< string, any > > {
	const html = await (
		await fetch( shopOrigin() + path, {
			headers: cookie ? { Cookie: cookie } : {},
		} )
	).text();
	const globals: Record< string, any > = {};
	for ( const match of html.matchAll(
		/window\.(\w+) = (.*?);(?=\n|<\/script>)/g
	) ) {
		globals[ match[ 1 ] ] = JSON.parse( match[ 2 ] );
	}
	return globals;
}

async function shopperWithBeanie(): Promise< string > {
	const response = await fetch( `${ shopOrigin() }/__dev/cart`, {
		method: 'POST',
		headers: { 'Content-Type': 'application/json' },
		body: JSON.stringify( { items: [ { slug: 'beanie', quantity: 1 } ] } ),
	} );
	return response.headers.get( 'set-cookie' )?.split( ';' )[ 0 ] || '';
}

describe( "PHP's array_replace_recursive() and wp_localize_script(), as the shop prints with them", () => {
	it( 'a later array replaces keys; arrays in both merge key by key', () => {
		expect(
			arrayReplaceRecursive(
				{
					a: 1,
					button: { type: 'default', height: '48' },
					list: [ 1, 2 ],
				},
				{ button: { customLabel: '' }, list: [ 9 ], b: false }
			)
		).toEqual( {
			a: 1,
			b: false,
			button: { type: 'default', height: '48', customLabel: '' },
			list: [ 9, 2 ],
		} );
	} );

	it( 'every top-level scalar becomes a string; arrays and null stay', () => {
		expect(
			localizedData( {
				yes: true,
				no: false,
				total: 1800,
				nested: { flag: true },
				list: [ 1 ],
				none: null,
			} )
		).toEqual( {
			yes: '1',
			no: '',
			total: '1800',
			nested: { flag: true },
			list: [ 1 ],
			none: null,
		} );
	} );
} );

async function settings( change: Record< string, unknown > ) {
	await fetch( `${ shopOrigin() }/__dev/settings`, {
		method: 'POST',
		headers: { 'Content-Type': 'application/json' },
		body: JSON.stringify( change ),
	} );
}

describe( "The express params' currency_decimals, as each gateway release prints it (issue 44)", () => {
	afterEach( () =>
		settings( {
			currency: 'EUR',
			priceDecimals: null,
			currencyDecimalsPrinted: true,
		} )
	);
	const printed = async () =>
		( await pageGlobals( '/classic-checkout/', await shopperWithBeanie() ) )
			.wc_stripe_express_checkout_params.checkout;

	it( "Stripe's decimals for the currency, whatever the store's: a HUF store showing whole forints prints 2, cartTotal in Stripe's units", async () => {
		await settings( { currency: 'HUF', priceDecimals: 0 } );
		const cookie = await shopperWithBeanie();
		const globals = await pageGlobals( '/classic-checkout/', cookie );
		expect(
			globals.wc_stripe_express_checkout_params.checkout
		).toMatchObject( { currency_code: 'huf', currency_decimals: 2 } );
		// Beanie 18 000 Ft, flat rate 5 000 Ft, 10 % tax: 25 300 Ft.
		expect( globals.wc_stripe_upe_params.cartTotal ).toBe( '2530000' );
	} );

	it( "the store's price decimals where the release prints wc_get_price_decimals()", async () => {
		await settings( {
			currency: 'HUF',
			priceDecimals: 0,
			currencyDecimalsPrinted: 'price-decimals',
		} );
		expect( ( await printed() ).currency_decimals ).toBe( 0 );
	} );

	it( 'no key where the release prints none (8.8.0)', async () => {
		await settings( { currencyDecimalsPrinted: false } );
		expect( await printed() ).not.toHaveProperty( 'currency_decimals' );
	} );
} );

describe( 'What the pages print', () => {
	it( "the block checkout: one stripe_data holding the gateway's and the express params, no separate express setting", async () => {
		const cookie = await shopperWithBeanie();
		const { wcSettings } = await pageGlobals( '/checkout/', cookie );
		const data = wcSettings.paymentMethodData.stripe;
		expect( wcSettings ).not.toHaveProperty(
			'stripe_express_checkout_data'
		);
		expect( data ).toMatchObject( {
			key: 'pk_test_devshop',
			paymentMethodsConfig: expect.any( Object ),
			stripe: { publishable_key: 'pk_test_devshop' },
			nonce: expect.objectContaining( {
				wc_store_api: expect.any( String ),
			} ),
			button: { type: 'default', customLabel: '' },
			shouldShowExpressCheckoutButton: true,
			has_block: true,
			card_declined: 'The card was declined.',
		} );
		// Stripe's decimals for EUR, as the newest gateway prints them.
		expect( data.checkout.currency_decimals ).toBe( 2 );
		for ( const key of [
			'isLoggedIn',
			'customerBillingData',
			'orderReceivedURL',
			'wp_ajax_url',
			'subscriptionRequiresManualRenewal',
			'cart',
		] ) {
			expect( data ).not.toHaveProperty( key );
		}
	} );

	it( "the classic checkout: the gateway's params through wp_localize_script, WooCommerce's tokenization params, Stripe's decimals in the express params", async () => {
		const cookie = await shopperWithBeanie();
		const globals = await pageGlobals( '/classic-checkout/', cookie );
		expect( globals.wc_stripe_upe_params ).toMatchObject( {
			isCheckout: '1',
			cartTotal: expect.stringMatching( /^\d+$/ ),
			isOCEnabled: '',
			genericErrorMessage: expect.stringContaining( 'email inbox' ),
		} );
		expect( globals.wc_stripe_upe_params ).not.toHaveProperty(
			'isLoggedIn'
		);
		expect( globals.wc_tokenization_form_params ).toEqual( {
			is_registration_required: '',
			is_logged_in: '',
		} );
		expect(
			globals.wc_stripe_express_checkout_params.checkout
		).toMatchObject( { currency_decimals: 2 } );
		expect( globals.__devShopStripeDouble ).toMatchObject( {
			availableWallets: expect.any( Array ),
		} );
		expect( globals ).not.toHaveProperty( '__devShop' );
	} );
} );

describe( "The gateway's setup intent is a wc-ajax action only", () => {
	it( 'admin-ajax answers it as WordPress answers an action nobody registered: 400 0', async () => {
		const response = await fetch(
			`${ shopOrigin() }/wp-admin/admin-ajax.php`,
			{
				method: 'POST',
				headers: {
					'Content-Type': 'application/x-www-form-urlencoded',
				},
				body: 'action=wc_stripe_create_and_confirm_setup_intent',
			}
		);
		expect( response.status ).toBe( 400 );
		expect( await response.text() ).toBe( '0' );
	} );

	it( 'wc-ajax runs it (a stale nonce is refused as check_ajax_referer refuses it); an unknown wc-ajax action answers 200 with nothing', async () => {
		const known = await fetch(
			`${ shopOrigin() }/?wc-ajax=wc_stripe_create_and_confirm_setup_intent`,
			{ method: 'POST' }
		);
		expect( known.status ).toBe( 403 );
		expect( await known.text() ).toBe( '-1' );
		const unknown = await fetch(
			`${ shopOrigin() }/?wc-ajax=wc_stripe_no_such_action`,
			{ method: 'POST' }
		);
		expect( unknown.status ).toBe( 200 );
		expect( await unknown.text() ).toBe( '' );
	} );
} );
