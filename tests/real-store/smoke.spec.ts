/**
 * The real store's smoke test (docs/real-store.md): under each theme kind,
 * the Beanie paid by card on WooCommerce's block checkout and on its
 * classic checkout, through our plugin's scripts, the gateway's PHP and the
 * Stripe double. Each payment makes one WooCommerce order (processing, the
 * gateway's, its PaymentIntent recorded), one PaymentIntent at Stripe,
 * charged once; the browser logs no console error and PHP no notice but the
 * upstream ones listed in known-notices.ts.
 */
import { expect, test } from '../e2e/fixtures';
import {
	THEMES,
	addToCart,
	chooseStore,
	debugLogMark,
	gatewayRequests,
	phpNoticesSince,
} from './store';
import {
	expectClean,
	expectOneOrderChargedOnce,
	openCheckoutWithBeanie,
	payByCard,
	caseTest,
} from './payments';
import { UPSTREAM_NOTICES } from './known-notices';

const RECEIVED = {
	block: /\/checkout\/order-received\/\d+\/\?key=wc_order_/,
	classic: /\/classic-checkout\/order-received\/\d+\/\?key=wc_order_/,
} as const;

for ( const [ kind, theme ] of Object.entries( THEMES ) ) {
	for ( const pages of [ 'block', 'classic' ] as const ) {
		caseTest.describe( () => {
			caseTest.use( { store: { theme, pages } } );
			caseTest(
				`${ kind } theme (${ theme }), ${ pages } checkout: the Beanie paid by card makes one order, one PaymentIntent, one charge`,
				async ( { kase } ) => {
					const { page, request, baseURL } = kase;
					await openCheckoutWithBeanie( kase );
					await payByCard( kase, '4242 4242 4242 4242' );

					await expect( page ).toHaveURL( RECEIVED[ pages ] );
					await expect(
						page.getByText(
							'Thank you. Your order has been received.'
						)
					).toBeVisible();

					const order = await expectOneOrderChargedOnce(
						request,
						baseURL,
						kase.after,
						2530,
						{
							status: 'processing',
							total: '25.30',
							payment_method: 'stripe',
							items: [ { name: 'Beanie', quantity: 1 } ],
						}
					);
					expect( order.intent_id ).toMatch( /^pi_/ );
					expect( order.transaction_id ).toMatch( /^ch_/ );

					const created = (
						await gatewayRequests( request, baseURL )
					).filter(
						( call ) =>
							call.method === 'POST' &&
							call.path === '/v1/payment_intents'
					);
					expect( created.map( ( call ) => call.result ) ).toEqual( [
						order.intent_id,
					] );

					expectClean( kase );
				}
			);
		} );
	}
}

test( 'the block checkout logs no PHP notice', async ( {
	page,
	context,
	baseURL,
} ) => {
	// Our alias of wc-stripe-blocks-integration has no source, and the
	// gateway sets its script translations: WordPress's
	// load_script_textdomain() warned six times on every Cart or Checkout
	// block page until the aliases' translations were taken off before they
	// print (includes/replaced-handles.php; issue 45, "Six PHP warnings").
	await chooseStore( context, baseURL!, THEMES.block, 'block' );
	await addToCart( page, 'beanie' );
	const mark = debugLogMark();
	await page.goto( '/checkout/' );
	await expect( page.getByLabel( 'Card number' ) ).toBeVisible();
	expect( phpNoticesSince( mark, UPSTREAM_NOTICES ) ).toEqual( [] );
} );
