/**
 * Issue 33: the block checkout settles without moving, on a desktop and a
 * phone, with no input: the page opens on WooCommerce's server skeleton of
 * the checkout's final size, the host draws the checkout in its place in
 * one frame, the wallet buttons keep their height from the first paint and
 * notices sit in areas already in place. Measured from load until the
 * checkout is drawn, its wallet buttons and card fields are there and 30
 * frames pass without a shift; held to a CLS of 0.02 or less. A window tall
 * enough for the whole checkout also sees the card method's box, which
 * keeps the Payment Element's height before Stripe draws the fields, and
 * with Optimized Checkout on, the one method's box keeps its accordion's.
 */
import type { Page } from '@playwright/test';
import {
	chooseMethod,
	expect,
	fillBillingAddress,
	fillCart,
	resetShop,
	test,
} from './fixtures';
import {
	CLS_LIMIT,
	describeShifts,
	expectWithinLimit,
	settledLayoutShift,
	watchLayoutShifts,
} from './layout-shift';

const VIEWPORTS = [
	{ name: 'desktop', width: 1280, height: 900 },
	{ name: 'phone', width: 375, height: 812 },
	// The whole checkout in view: the card's Payment Element, drawn after
	// the checkout, lands in a box already of its height.
	{ name: 'tall window', width: 1280, height: 2400 },
];

/**
 * The checkout is drawn (the skeleton gone), each wallet row has its button
 * or was hidden, and the chosen method's box has its Payment Element (or
 * says it could not load).
 */
function checkoutDrawn(): boolean {
	const root = document.getElementById( 'wc-block-checkout' );
	if ( ! root || root.classList.contains( 'is-loading' ) ) {
		return false;
	}
	const rows = Array.from(
		document.querySelectorAll(
			'.wc-block-components-express-payment__event-buttons'
		)
	);
	const walletsDrawn = rows.every( ( row ) =>
		row.querySelector( '[data-wallet], [hidden]' )
	);
	const content = document.querySelector(
		'.wc-block-components-radio-control-accordion-content'
	);
	const elementDrawn =
		! content ||
		!! content.querySelector( '.StripeElement, .wc-stripe-load-error' );
	return walletsDrawn && elementDrawn;
}

async function measure( page: Page ) {
	const report = await settledLayoutShift( page, checkoutDrawn );
	expectWithinLimit( report.shifts );
	return report;
}

for ( const viewport of VIEWPORTS ) {
	test.describe( `${ viewport.name } (${ viewport.width } × ${ viewport.height })`, () => {
		test.use( {
			viewport: { width: viewport.width, height: viewport.height },
		} );

		test.beforeEach( async ( { page, request } ) => {
			await resetShop( request );
			await fillCart( page, [ { slug: 'beanie' } ] );
			await watchLayoutShifts( page );
		} );

		test( 'the block checkout settles with a layout shift of at most 0.02', async ( {
			page,
		} ) => {
			await page.goto( '/checkout/' );
			await measure( page );
			// The drawn checkout has its wallet buttons and card fields.
			await expect(
				page.getByRole( 'button', { name: 'Google Pay', exact: true } )
			).toBeVisible();
			await expect( page.getByLabel( 'Card number' ) ).toBeAttached();
		} );

		test( 'with Optimized Checkout on, the one method and its element settle with a layout shift of at most 0.02', async ( {
			page,
		} ) => {
			await page.request.post( '/__dev/settings', {
				data: { optimizedCheckout: true },
			} );
			await page.goto( '/checkout/' );
			await measure( page );
			await expect(
				page.getByRole( 'button', { name: 'iDEAL', exact: true } )
			).toBeAttached();
			await expect( page.getByLabel( 'Card number' ) ).toBeAttached();
		} );

		test( 'after a failed redirect payment the checkout settles with a layout shift of at most 0.02', async ( {
			page,
		} ) => {
			await page.goto( '/checkout/' );
			await fillBillingAddress( page );
			await chooseMethod( page, 'iDEAL' );
			await page.getByRole( 'button', { name: 'Place Order' } ).click();
			await page
				.getByRole( 'button', { name: 'Fail test payment' } )
				.click();
			await expect( page ).toHaveURL( /\/checkout\/$/ );
			await measure( page );
			await expect(
				page.getByRole( 'alert' ).filter( {
					hasText:
						'We were unable to process your order, please try again.',
				} )
			).toBeVisible();
		} );
	} );
}

test( 'the measure fails when the checkout moves: a notice pushed above the drawn form counts', async ( {
	page,
	request,
} ) => {
	await resetShop( request );
	await fillCart( page, [ { slug: 'beanie' } ] );
	await watchLayoutShifts( page );
	await page.setViewportSize( { width: 1280, height: 900 } );
	await page.goto( '/checkout/' );
	await page.waitForFunction( checkoutDrawn, undefined, { polling: 'raf' } );
	// What the checkout used to do after a failed redirect: a notice put
	// above a form already drawn.
	await page.evaluate( () => {
		const notice = document.createElement( 'div' );
		notice.className = 'wc-block-components-notice-banner is-error';
		notice.style.height = '120px';
		notice.textContent = 'Moved';
		document.getElementById( 'wc-block-checkout' )?.before( notice );
	} );
	const report = await settledLayoutShift( page, checkoutDrawn );
	expect( report.total ).toBeGreaterThan( CLS_LIMIT );
	expect( describeShifts( report.shifts ) ).toContain(
		'DIV#wc-block-checkout'
	);
} );
