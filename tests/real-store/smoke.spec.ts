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
	blockCheckoutIdle,
	chooseStore,
	clearGatewayRequests,
	consoleErrors,
	debugLogMark,
	doubleIntents,
	fillBlockCheckout,
	fillCard,
	fillClassicCheckout,
	gatewayRequests,
	phpNoticesSince,
	storeOrders,
	watchStoreApi,
} from './store';
import { UPSTREAM_NOTICES } from './known-notices';

const CHECKOUTS = {
	block: {
		path: '/checkout/',
		fill: fillBlockCheckout,
		button: 'Place Order',
		received: /\/checkout\/order-received\/\d+\/\?key=wc_order_/,
	},
	classic: {
		path: '/classic-checkout/',
		fill: fillClassicCheckout,
		button: 'Place order',
		received: /\/classic-checkout\/order-received\/\d+\/\?key=wc_order_/,
	},
} as const;

for ( const [ kind, theme ] of Object.entries( THEMES ) ) {
	for ( const pages of [ 'block', 'classic' ] as const ) {
		const checkout = CHECKOUTS[ pages ];
		test( `${ kind } theme (${ theme }), ${ pages } checkout: the Beanie paid by card makes one order, one PaymentIntent, one charge`, async ( {
			page,
			context,
			request,
			baseURL,
		} ) => {
			await chooseStore( context, baseURL!, theme, pages );
			watchStoreApi( page );
			const errors = consoleErrors( page );
			const mark = debugLogMark();
			const [ last ] = await storeOrders( request );
			await addToCart( page, 'beanie' );
			await clearGatewayRequests( request, baseURL! );

			await page.goto( checkout.path );
			await checkout.fill( page );
			await fillCard( page, '4242 4242 4242 4242' );
			if ( pages === 'block' ) {
				await blockCheckoutIdle( page );
			}
			await page.getByRole( 'button', { name: checkout.button } ).click();

			await expect( page ).toHaveURL( checkout.received );
			await expect(
				page.getByText( 'Thank you. Your order has been received.' )
			).toBeVisible();

			const placed = ( await storeOrders( request ) ).filter(
				( order ) => order.id > ( last?.id ?? 0 )
			);
			expect( placed ).toHaveLength( 1 );
			const [ order ] = placed;
			expect( order ).toMatchObject( {
				status: 'processing',
				total: '25.30',
				payment_method: 'stripe',
				items: [ { name: 'Beanie', quantity: 1 } ],
			} );
			expect( order.intent_id ).toMatch( /^pi_/ );
			expect( order.transaction_id ).toMatch( /^ch_/ );

			const created = (
				await gatewayRequests( request, baseURL! )
			).filter(
				( call ) =>
					call.method === 'POST' &&
					call.path === '/v1/payment_intents'
			);
			expect( created.map( ( call ) => call.result ) ).toEqual( [
				order.intent_id,
			] );
			const intent = ( await doubleIntents( request, baseURL! ) ).find(
				( entry ) => entry.id === order.intent_id
			);
			expect( intent ).toMatchObject( {
				status: 'succeeded',
				amount: 2530,
				charge_count: 1,
			} );

			expect( errors ).toEqual( [] );
			expect( phpNoticesSince( mark, UPSTREAM_NOTICES ) ).toEqual( [] );
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
