/**
 * @jest-environment node
 */
/**
 * The development shop with the gateway's legacy Payment Request Button
 * (`expressCheckoutElement: false`) prints what the real store printed with
 * `store_express=legacy` (tests/real-store/recorded/payment-request-legacy.json):
 * Stripe's regional locale, a variation's "Hoodie - Blue, S" label, the
 * legacy params on the Cart and Checkout blocks, the login going back to
 * the detour's page, the wrapper's whitespace.
 */
import { runningShop } from '../fixtures/running-shop';
import { shopRequests } from '../fixtures/shop-requests';
import recorded from '../../real-store/recorded/payment-request-legacy.json';

const shopOrigin = runningShop( { reset: true } );

async function settings( values: Record< string, unknown > ) {
	await fetch( `${ shopOrigin() }/__dev/settings`, {
		method: 'POST',
		headers: { 'Content-Type': 'application/json' },
		body: JSON.stringify( { expressCheckoutElement: false, ...values } ),
	} );
}

const { shopperWith, page, ajax, selectedProductData } =
	shopRequests( shopOrigin );

const BEANIE = [ { slug: 'beanie', quantity: 1 } ];

describe( 'the legacy Payment Request configuration, as the real store prints it', () => {
	it.each( Object.entries( recorded.stripeLocale ) )(
		'stripe.locale for %s is %s',
		async ( locale, expected ) => {
			await settings( { locale } );
			const cookie = await shopperWith( BEANIE );
			const { globals } = await page( '/product/beanie/', cookie );
			expect(
				globals.wc_stripe_payment_request_params.stripe.locale
			).toBe( expected );
		}
	);

	it( 'a variation is labelled as WooCommerce names it, on its page and in the cart', async () => {
		await settings( {} );
		const cookie = await shopperWith( BEANIE );
		const { globals } = await page( '/product/hoodie/', cookie );
		const { nonce } = globals.wc_stripe_payment_request_params;
		for ( const asked of recorded.selectedProductLabels ) {
			const answer = await selectedProductData(
				cookie,
				nonce.get_selected_product_data,
				12,
				asked
			);
			expect( answer.displayItems[ 0 ].label ).toBe( asked.label );
		}
		const { cart, firstLabel } = recorded.shippingOptionsLines;
		const inCart = await shopperWith(
			cart.map( ( line ) => ( {
				id: line.variationId,
				quantity: line.quantity,
			} ) )
		);
		const options = await ajax( 'wc_stripe_get_shipping_options', inCart, {
			security: ( await page( '/cart/', inCart ) ).globals
				.wc_stripe_payment_request_params.nonce.shipping,
			country: 'DE',
			postcode: '10117',
			city: 'Berlin',
		} );
		expect( options.displayItems[ 0 ].label ).toBe( firstLabel );
	} );

	it.each( [
		[ 'cart', '/cart-block/' ],
		[ 'checkout', '/checkout/' ],
	] as const )(
		'the %s block (%s) prints the legacy params, not the element’s, and tells the block it shows the buttons',
		async ( kind, path ) => {
			await settings( {} );
			const cookie = await shopperWith( BEANIE );
			const { html, globals } = await page( path, cookie );
			const seen = recorded.blockPages[ kind ];
			expect( 'wc_stripe_payment_request_params' in globals ).toBe(
				seen.paymentRequestParams
			);
			expect( 'wc_stripe_express_checkout_params' in globals ).toBe(
				seen.expressCheckoutParams
			);
			expect( html ).toMatch(
				seen.shouldShowPaymentRequestButton
					? /shouldShowPaymentRequestButton%22%3Atrue|"shouldShowPaymentRequestButton":true/
					: /shouldShowPaymentRequestButton%22%3Afalse|"shouldShowPaymentRequestButton":false/
			);
		}
	);

	it( 'the login after the detour goes back to the detour’s page, once, and never off the shop', async () => {
		await settings( {} );
		const login = async ( remembered: string ) => {
			const cookie = await shopperWith( BEANIE );
			const { html } = await page( '/my-account/', cookie );
			const nonce = /name="woocommerce-login-nonce" value="(\w+)"/.exec(
				html
			)?.[ 1 ];
			return fetch( `${ shopOrigin() }/my-account/`, {
				method: 'POST',
				redirect: 'manual',
				headers: {
					'Content-Type': 'application/x-www-form-urlencoded',
					Cookie: `${ cookie }; wc_stripe_payment_request_redirect_url=${ encodeURIComponent(
						remembered
					) }`,
				},
				body: new URLSearchParams( {
					username: 'test@example.com',
					password: 'password',
					'woocommerce-login-nonce': nonce ?? '',
					_wp_http_referer: '/my-account/',
					login: 'Log in',
				} ).toString(),
			} );
		};
		const back = await login( `${ shopOrigin() }/product/beanie/` );
		// wp_safe_redirect()'s 302, as WooCommerce's login answered.
		expect( back.status ).toBe( recorded.loginRedirect.status );
		expect(
			new URL( back.headers.get( 'location' )!, shopOrigin() ).pathname
		).toBe( new URL( recorded.loginRedirect.location ).pathname );
		expect( back.headers.get( 'set-cookie' ) ).toContain(
			'wc_stripe_payment_request_redirect_url=deleted; Max-Age=0'
		);
		const away = await login( 'https://evil.example/' );
		expect(
			new URL( away.headers.get( 'location' )!, shopOrigin() ).pathname
		).toBe( new URL( recorded.loginRedirect.otherSiteLocation ).pathname );
	} );

	it( 'the wrapper, and the checkout’s separator, with the template’s whitespace', async () => {
		await settings( {} );
		const cookie = await shopperWith( BEANIE );
		expect( ( await page( '/product/beanie/', cookie ) ).html ).toContain(
			recorded.wrapper.product
		);
		expect( ( await page( '/classic-checkout/', cookie ) ).html ).toContain(
			recorded.wrapper.checkout
		);
	} );
} );
