/**
 * Issue 45's named cases on WooCommerce's block checkout, under each theme
 * kind: decline then pay, 3D Secure passed and failed, a saved card,
 * iDEAL's redirect (the card itself: smoke.spec.ts). Each expects one order
 * and one charge per payment, one notice per failure, no console error and
 * no PHP notice but the known ones.
 */
import { expect } from '../e2e/fixtures';
import { THEMES, fillBlockCheckout, fillCard } from './store';
import {
	expectClean,
	expectFailedNothingCharged,
	expectOneNotice,
	expectOnePayment,
	logIn,
	openCheckoutWithBeanie,
	payByCard,
	placeOrder,
	caseTest,
} from './payments';

const STORE_CHECKOUT = /\/wp-json\/wc\/store\/v1\/checkout/;
const RECEIVED = /\/checkout\/order-received\/\d+\/\?key=wc_order_/;

for ( const [ kind, theme ] of Object.entries( THEMES ) ) {
	caseTest.describe( `block checkout, ${ kind } theme (${ theme })`, () => {
		caseTest.use( { store: { theme, pages: 'block' } } );

		caseTest.describe( () => {
			caseTest.use( {
				store: {
					theme,
					pages: 'block',
					expectedFailures: [ STORE_CHECKOUT ],
				},
			} );
			caseTest(
				'a declined card shows one notice; then 4242 pays: one order, one PaymentIntent, one charge',
				async ( { kase } ) => {
					const { page, request, baseURL } = kase;
					await openCheckoutWithBeanie( kase );
					await payByCard( kase, '4000 0000 0000 0002' );
					await expectOneNotice(
						page,
						'There was an error processing the payment: Your card was declined.'
					);
					await fillCard( page, '4242 4242 4242 4242' );
					await placeOrder( kase );
					await expect( page ).toHaveURL( RECEIVED );
					// One intent: the gateway confirms the declined order's intent
					// again with the new card (get_existing_compatible_payment_intent()).
					await expectOnePayment( request, baseURL, kase.after );
					expectClean( kase );
				}
			);
		} );

		for ( const [ outcome, button ] of [
			[ 'passed', 'Complete authentication' ],
			[ 'failed', 'Fail authentication' ],
		] as const ) {
			caseTest.describe( () => {
				caseTest.use( {
					store: {
						theme,
						pages: 'block',
						// Stripe answers a refused authentication with an error.
						expectedFailures: [
							/\/__stripe\/v1\/intents\/\w+\/authenticate/,
						],
					},
				} );
				caseTest( `3D Secure ${ outcome }`, async ( { kase } ) => {
					const { page, request, baseURL } = kase;
					await openCheckoutWithBeanie( kase );
					await payByCard( kase, '4000 0027 6000 3184' );
					await page.getByRole( 'button', { name: button } ).click();
					if ( outcome === 'passed' ) {
						await expect( page ).toHaveURL( RECEIVED );
						await expectOnePayment( request, baseURL, kase.after );
						expectClean( kase );
					} else {
						await expectFailedNothingCharged(
							kase,
							'We are unable to authenticate your payment method. Please choose a different payment method and try again.'
						);
					}
				} );
			} );
		}

		caseTest(
			'a saved card pays: one order, one charge, the customer’s card',
			async ( { kase } ) => {
				const { page, request, baseURL } = kase;
				await logIn( page );
				await openCheckoutWithBeanie( kase );
				const saved = page.getByRole( 'radio', {
					name: /Visa ending in 4242/,
				} );
				await expect( saved ).toBeChecked();
				await placeOrder( kase );
				await expect( page ).toHaveURL( RECEIVED );
				const order = await expectOnePayment(
					request,
					baseURL,
					kase.after
				);
				expect( order.customer_id ).toBeGreaterThan( 0 );
				expectClean( kase );
			}
		);

		caseTest(
			'iDEAL: the bank’s page, back to the order received, paid once',
			async ( { kase } ) => {
				const { page, request, baseURL } = kase;
				await openCheckoutWithBeanie( kase );
				await fillBlockCheckout( page );
				await page
					.getByRole( 'radio', { name: 'iDEAL', exact: true } )
					.check();
				await placeOrder( kase );
				await page
					.getByRole( 'button', { name: 'Authorize test payment' } )
					.click();
				await expect( page ).toHaveURL( RECEIVED );
				await expectOnePayment( request, baseURL, kase.after, {
					method: 'stripe_ideal',
				} );
				expectClean( kase );
			}
		);
	} );
}
