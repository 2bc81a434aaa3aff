/**
 * Issue 45's wallet cases under each theme kind: the product page's buy
 * now, the classic cart's buttons and the Cart block's, each paid with
 * Google Pay in the Stripe.js double's sheet: one order (titled as the
 * gateway titles a Google Pay card), one PaymentIntent, one charge.
 */
import type { Page } from '@playwright/test';
import { expect } from '../e2e/fixtures';
import { THEMES, addToCart, clearGatewayRequests } from './store';
import { caseTest, expectClean, expectOnePayment } from './payments';

const RECEIVED = /\/(classic-)?checkout\/order-received\/\d+\/\?key=wc_order_/;

async function payWithGooglePay( page: Page ) {
	await page
		.getByRole( 'button', { name: 'Google Pay', exact: true } )
		.click();
	const sheet = page.getByRole( 'dialog', { name: 'Payment sheet' } );
	await expect( sheet ).toBeVisible();
	await sheet.getByRole( 'button', { name: 'Pay' } ).click();
	await expect( page ).toHaveURL( RECEIVED );
}

const PLACES = [
	{
		name: 'the product page, buy now',
		pages: 'block',
		cart: false,
		path: '/product/beanie/',
	},
	{
		name: 'the classic cart',
		pages: 'classic',
		cart: true,
		path: '/classic-cart/',
	},
	{ name: 'the Cart block', pages: 'block', cart: true, path: '/cart/' },
] as const;

for ( const [ kind, theme ] of Object.entries( THEMES ) ) {
	caseTest.describe( `wallet buttons, ${ kind } theme (${ theme })`, () => {
		for ( const place of PLACES ) {
			caseTest.describe( () => {
				caseTest.use( { store: { theme, pages: place.pages } } );
				caseTest(
					`${ place.name }: Google Pay pays once`,
					async ( { kase } ) => {
						const { page, request, baseURL } = kase;
						if ( place.cart ) {
							await addToCart( page, 'beanie' );
						}
						await clearGatewayRequests( request, baseURL );
						await page.goto( place.path );
						await payWithGooglePay( page );
						const order = await expectOnePayment(
							request,
							baseURL,
							kase.after
						);
						expect( order ).toMatchObject( {
							payment_method: 'stripe',
							payment_method_title: 'Google Pay (Stripe)',
							items: [ { name: 'Beanie', quantity: 1 } ],
						} );
						expectClean( kase );
					}
				);
			} );
		}
	} );
}
