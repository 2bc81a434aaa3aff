/**
 * Issue 45's named cases on the pages a customer pays or saves a card from,
 * logged in as Tess, under each theme kind: pay for order (an order the
 * store made, on the classic checkout page's order-pay endpoint) and add
 * payment method (My account).
 */
import { expect, test } from '../e2e/fixtures';
import {
	THEMES,
	chooseStore,
	clearGatewayRequests,
	consoleErrors,
	fillCard,
	gatewayRequests,
} from './store';
import {
	TESS,
	expectClean,
	expectOnePayment,
	logIn,
	orderToPay,
	caseTest,
} from './payments';

for ( const [ kind, theme ] of Object.entries( THEMES ) ) {
	caseTest.describe( `account pages, ${ kind } theme (${ theme })`, () => {
		caseTest.use( { store: { theme, pages: 'classic' } } );

		caseTest(
			'pay for order with a new card: the order paid once',
			async ( { kase } ) => {
				const { page, request, baseURL } = kase;
				await logIn( page );
				const order = await orderToPay( request, 'classic' );
				await clearGatewayRequests( request, baseURL );
				await page.goto( order.pay_url );
				// Tess has saved cards: she picks "Use a new payment method" by
				// its label (Twenty Twenty-One draws its own radio over the input).
				await page
					.locator( 'label[for="wc-stripe-payment-token-new"]' )
					.click();
				await fillCard( page, '4242 4242 4242 4242' );
				await page
					.getByRole( 'button', { name: 'Pay for order' } )
					.click();
				await expect( page ).toHaveURL(
					new RegExp(
						`/classic-checkout/order-received/${ order.id }/`
					)
				);
				const paid = await expectOnePayment(
					request,
					baseURL,
					order.id - 1
				);
				expect( paid.id ).toBe( order.id );
				expectClean( kase );
			}
		);

		caseTest(
			'add payment method: saved once through one SetupIntent, listed',
			async ( { kase } ) => {
				const { page, request, baseURL } = kase;
				await logIn( page );
				// WooCommerce makes a customer wait 20 s between two cards: the
				// other theme's case may have added one just now.
				await request.delete(
					`/wp-json/real-store/v1/add-payment-method-limit?email=${ encodeURIComponent(
						TESS.email
					) }`
				);
				await clearGatewayRequests( request, baseURL );
				await page.goto( '/my-account/add-payment-method/' );
				await fillCard( page, '5555 5555 5555 4444' );
				await page
					.getByRole( 'button', { name: 'Add payment method' } )
					.click();
				await expect(
					page.getByText( 'Payment method successfully added.' )
				).toBeVisible();
				await expect(
					page.getByRole( 'cell', { name: /ending in 4444/ } ).first()
				).toBeVisible();
				const setups = (
					await gatewayRequests( request, baseURL )
				).filter(
					( call ) =>
						call.method === 'POST' &&
						call.path === '/v1/setup_intents'
				);
				expect( setups.map( ( call ) => call.status ) ).toEqual( [
					200,
				] );
				expectClean( kase );
			}
		);
	} );
}

test( 'pay for order on the block checkout page loads one script of ours', async ( {
	page,
	context,
	request,
	baseURL,
} ) => {
	// WooCommerce 10.0.2's Checkout block page, at its order-pay endpoint,
	// still queues the block's script, which depends on the gateway's
	// block integration: that handle stood for our block checkout script,
	// so the page loaded it beside the pay-for-order script, each
	// registering the `wc/stripe` store ('Store "wc/stripe" is already
	// registered.'). At the checkout's endpoints the integration now stands
	// for the page's script (includes/replaced-handles.php).
	await chooseStore( context, baseURL!, 'twentytwentyfive', 'block' );
	const errors = consoleErrors( page );
	await logIn( page );
	const order = await orderToPay( request, 'block' );
	await page.goto( order.pay_url );
	// Our script works the form: a new card's fields open from Tess's
	// saved cards.
	await page.locator( 'label[for="wc-stripe-payment-token-new"]' ).click();
	await expect( page.getByLabel( 'Card number' ) ).toBeVisible();
	const ours = await page
		.locator( 'script[src*="/woocommerce-gateway-stripe-frontend/build/"]' )
		.evaluateAll( ( scripts ) =>
			scripts.map( ( script ) => script.getAttribute( 'id' ) )
		);
	expect( ours ).toEqual( [ 'wc-stripe-order-pay-js' ] );
	expect( errors ).toEqual( [] );
} );
