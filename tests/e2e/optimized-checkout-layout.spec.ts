/**
 * Optimized Checkout's one Payment Element on the classic pages keeps its
 * height from the first paint: the shop's stylesheet gives its box the
 * height of Stripe's accordion (five methods and "More", the card open
 * with Link, and the postcode on pay for order), so nothing under it
 * moves when Stripe draws. The whole-page CLS test cannot see this: under
 * the box there is little left to move, and at the usual window sizes it
 * is below the fold. So this holds the box itself, with Stripe.js held
 * back until the empty box has been measured.
 */
import type { Page } from '@playwright/test';
import { expect, fillCart, test } from './fixtures';
import { optimizedCheckoutOn } from './optimized-checkout-flows';

const STRIPE_JS = /\/dev-build\/stripe-double\.js/;
const BOX =
	'.payment_box .wc-stripe-upe-element[data-payment-method-type=card]';

const PAGES: Array< [ string, ( page: Page ) => Promise< string > ] > = [
	[ 'classic checkout', async () => '/classic-checkout/' ],
	[
		'pay for order',
		async ( page ) =>
			(
				await (
					await page.request.post( '/__dev/pending-order' )
				).json()
			).pay_url,
	],
];

const boxHeight = ( page: Page ) =>
	page
		.locator( BOX )
		.evaluate( ( box ) => box.getBoundingClientRect().height );

for ( const width of [ 375, 1280 ] ) {
	for ( const [ name, open ] of PAGES ) {
		test( `${ name } at ${ width } px with Optimized Checkout on: the element's box is as tall before Stripe draws as after`, async ( {
			page,
		} ) => {
			await page.setViewportSize( { width, height: 900 } );
			await fillCart( page, [ { slug: 'beanie' } ] );
			await optimizedCheckoutOn( page );
			const path = await open( page );

			let release = () => {};
			const held = new Promise< void >( ( resolve ) => {
				release = resolve;
			} );
			await page.route( STRIPE_JS, async ( route ) => {
				await held;
				await route.continue();
			} );
			await page.goto( path, { waitUntil: 'commit' } );
			await expect( page.locator( BOX ) ).toBeAttached();
			await expect(
				page.locator( `${ BOX } .StripeElement` )
			).toHaveCount( 0 );
			const before = await boxHeight( page );

			release();
			await expect(
				page.getByRole( 'button', { name: 'iDEAL', exact: true } )
			).toBeVisible();
			await expect( page.getByLabel( 'Card number' ) ).toBeVisible();
			const after = await boxHeight( page );
			expect( Math.abs( after - before ) ).toBeLessThanOrEqual( 2 );
		} );
	}
}
