/**
 * Stripe's pay-later message on the real store (WordPress 6.8.3,
 * WooCommerce 10.0.2, the gateway 8.8.0; a German store in euros), under
 * both themes: the box our plugin prints at WooCommerce's hooks
 * (includes/pay-later-messaging.php), one line high for Klarna, the only
 * pay-later method the gateway offers a euro account, with the amount in
 * Stripe's units; the message the Stripe.js double draws into it after the
 * shopper's first input, following the product page's quantity; and on the
 * classic cart and checkout the cart's total (the Beanie, 5.00 shipping,
 * 10 % tax: 25.30). The development shop's cases are in
 * tests/e2e/pay-later-messaging.spec.ts.
 */
import { expect, test } from '../e2e/fixtures';
import { THEMES, addToCart, chooseStore, consoleErrors } from './store';
import {
	payLaterBox,
	payLaterLines,
	payLaterPlan,
	shopperActs,
} from '../e2e/pay-later-helpers';

const box = payLaterBox;
const lines = payLaterLines;
const klarna = ( each: string ) => payLaterPlan( 'klarna', 'Klarna', each );
const act = shopperActs;

for ( const [ kind, theme ] of Object.entries( THEMES ) ) {
	test.describe( `pay-later message, ${ kind } theme (${ theme })`, () => {
		test.beforeEach( async ( { context, baseURL } ) => {
			await chooseStore( context, baseURL!, theme, 'classic' );
		} );

		test( "the product page: Klarna's plan for the Beanie's price, then for its quantity", async ( {
			page,
		} ) => {
			const errors = consoleErrors( page );
			await page.goto( '/product/beanie/' );
			await expect( box( page ) ).toHaveAttribute(
				'data-amount',
				'1800'
			);
			await expect( box( page ) ).toHaveCSS( 'min-height', '24px' );
			await act( page );
			await expect
				.poll( () => lines( page ) )
				.toEqual( [ klarna( '€4.50' ) ] );
			// WooCommerce 10 names the field "Product quantity".
			await page
				.getByRole( 'spinbutton', { name: 'Product quantity' } )
				.fill( '3' );
			await expect
				.poll( () => lines( page ) )
				.toEqual( [ klarna( '€13.50' ) ] );
			await expect(
				page.locator( '.stripe-double-messaging' )
			).toHaveCount( 1 );
			expect( errors ).toEqual( [] );
		} );

		test( "the classic cart and checkout: Klarna's plan for the cart's total, in the shopper's country", async ( {
			page,
		} ) => {
			const errors = consoleErrors( page );
			await addToCart( page, 'beanie' );
			await page.goto( '/classic-cart/' );
			await expect( box( page ) ).toHaveAttribute(
				'data-amount',
				'2530'
			);
			await expect( box( page ) ).toHaveAttribute( 'data-country', 'DE' );
			await act( page );
			await expect
				.poll( () => lines( page ) )
				.toEqual( [ klarna( '€6.33' ) ] );

			await page.goto( '/classic-checkout/' );
			await expect(
				page.locator(
					'.woocommerce-checkout-review-order-table .order-total + .wc-stripe-pay-later-row'
				)
			).toHaveCount( 1 );
			await act( page );
			await expect
				.poll( () => lines( page ) )
				.toEqual( [ klarna( '€6.33' ) ] );
			expect( errors ).toEqual( [] );
		} );
	} );
}
