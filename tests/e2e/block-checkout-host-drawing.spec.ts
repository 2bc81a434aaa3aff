/**
 * Issue 29 §3: the block checkout host draws as WooCommerce's checkout
 * block does: the server's skeleton of the checkout (of its final size),
 * shipping options with their prices, the coupon form in the order summary
 * applying through the Store API, Place Order's processing state, and the
 * method the shopper chose found again after a failed redirect payment.
 */
import type { Page, Route } from '@playwright/test';
import {
	cartWriteSent,
	chooseMethod,
	expect,
	fillBillingAddress,
	fillCard,
	fillCart,
	methodRadio,
	placeOrder,
	resetShop,
	test,
} from './fixtures';

test.beforeEach( async ( { request } ) => {
	await resetShop( request );
} );

/** The checkout's height, and each step's top and height, from the page. */
function geometry( page: Page, selectors: Record< string, string > ) {
	return page.evaluate( ( which ) => {
		const box = ( selector: string ) => {
			const rect = document
				.querySelector( selector )
				?.getBoundingClientRect();
			return rect
				? [ Math.round( rect.y ), Math.round( rect.height ) ]
				: null;
		};
		return Object.fromEntries(
			Object.entries( which ).map( ( [ name, selector ] ) => [
				name,
				box( selector ),
			] )
		);
	}, selectors );
}

const SKELETON = {
	checkout: '#wc-block-checkout',
	express: '.wp-block-woocommerce-checkout-express-payment-block',
	contact: '.wp-block-woocommerce-checkout-contact-information-block',
	billing: '.wp-block-woocommerce-checkout-billing-address-block',
	shipping: '.wp-block-woocommerce-checkout-shipping-methods-block',
	payment: '.wp-block-woocommerce-checkout-payment-block',
	actions: '.wp-block-woocommerce-checkout-actions-block',
	summary: '.wp-block-woocommerce-checkout-order-summary-block',
};

const DRAWN = {
	checkout: '#wc-block-checkout',
	express: '.wc-block-components-express-payment',
	contact: '.wc-block-checkout__contact-fields',
	billing: '.wc-block-checkout__billing-fields',
	shipping: '.wc-block-checkout__shipping-fields',
	payment: 'section.wc-block-checkout__payment-method',
	actions: '.wc-block-checkout__actions',
	summary: '.wc-block-components-order-summary',
};

for ( const viewport of [
	{ width: 1280, height: 900 },
	{ width: 375, height: 812 },
] ) {
	test( `the server prints WooCommerce's skeleton of the checkout, of the drawn checkout's size (${ viewport.width } px)`, async ( {
		page,
	} ) => {
		await page.setViewportSize( viewport );
		await fillCart( page, [ { slug: 'beanie' } ] );
		// The page as it is before the checkout's script runs.
		await page.route( /\/wc-blocks-checkout\.js/, ( route ) =>
			route.abort()
		);
		await page.goto( '/checkout/' );
		const block = page.locator(
			'.wp-block-woocommerce-checkout.is-loading[data-block-name="woocommerce/checkout"]'
		);
		await expect( block ).toBeVisible();
		await expect(
			block.locator(
				'> .wp-block-woocommerce-checkout-fields-block > [data-block-name]'
			)
		).toHaveCount( 6 );
		const skeleton = await geometry( page, SKELETON );

		await page.unroute( /\/wc-blocks-checkout\.js/ );
		await page.goto( '/checkout/' );
		await expect(
			page.locator( '#wc-block-checkout.is-loading' )
		).toHaveCount( 0 );
		await expect( page.getByLabel( 'Card number' ) ).toBeVisible();
		const drawn = await geometry( page, DRAWN );
		// Each step where and as tall as it will be, to the pixel.
		for ( const step of Object.keys( DRAWN ) ) {
			const [ top, height ] = drawn[ step ] as number[];
			const [ skeletonTop, skeletonHeight ] = skeleton[
				step
			] as number[];
			expect(
				Math.abs( top - skeletonTop ),
				`${ step } top: skeleton ${ skeletonTop }, drawn ${ top }`
			).toBeLessThanOrEqual( 1 );
			expect(
				Math.abs( height - skeletonHeight ),
				`${ step } height: skeleton ${ skeletonHeight }, drawn ${ height }`
			).toBeLessThanOrEqual( 1 );
		}
	} );
}

test( 'shipping options show their prices, and a free one says "Free"', async ( {
	page,
} ) => {
	await fillCart( page, [ { slug: 'beanie' } ] );
	await page.goto( '/checkout/' );
	const options = page.locator(
		'.wc-block-checkout__shipping-fields .wc-block-components-radio-control__option'
	);
	await expect( options ).toHaveText( [ 'Flat rate€5.00' ] );

	await fillCart( page, [ { slug: 'beanie', quantity: 3 } ] );
	await page.goto( '/checkout/' );
	await expect( options ).toHaveText( [
		'Flat rate€5.00',
		'Free shippingFree',
	] );
} );

test( 'the coupon form in the order summary applies and removes a coupon through the Store API', async ( {
	page,
} ) => {
	await fillCart( page, [ { slug: 'beanie' } ] );
	await page.goto( '/checkout/' );
	const summary = page.getByRole( 'complementary', {
		name: 'Order summary',
	} );
	const total = summary.locator( '.wc-block-components-totals-footer-item' );
	await expect( total ).toHaveText( '€25.30' );

	await summary.getByRole( 'button', { name: 'Add coupons' } ).click();
	const code = summary.getByLabel( 'Enter code' );
	await expect( code ).toBeFocused();
	await code.fill( 'nope' );
	await summary.getByRole( 'button', { name: 'Apply' } ).click();
	await expect( summary.getByRole( 'alert' ) ).toHaveText(
		'Coupon "nope" does not exist!'
	);
	await expect( code ).toHaveValue( 'nope' );
	await expect( code ).toBeFocused();

	await code.fill( 'save10' );
	// Sent as WooCommerce's checkout sends its cart writes: in a batch.
	const applied = cartWriteSent( page, 'cart/apply-coupon' );
	await summary.getByRole( 'button', { name: 'Apply' } ).click();
	expect( ( await applied ).body ).toEqual( { code: 'save10' } );
	await expect(
		page.getByText( 'Coupon code "save10" has been applied to your cart.' )
	).toBeVisible();
	await expect( summary.getByText( 'Discount' ) ).toBeVisible();
	await expect( total ).not.toHaveText( '€25.30' );
	await expect( summary.getByLabel( 'Enter code' ) ).toHaveCount( 0 );

	const removed = cartWriteSent( page, 'cart/remove-coupon' );
	await summary
		.getByRole( 'button', { name: 'Remove coupon "save10"' } )
		.click();
	expect( ( await removed ).body ).toEqual( { code: 'save10' } );
	await expect(
		page.getByText(
			'Coupon code "save10" has been removed from your cart.'
		)
	).toBeVisible();
	await expect( total ).toHaveText( '€25.30' );
	await expect( summary.getByText( 'Discount' ) ).toHaveCount( 0 );
} );

test( 'Place Order shows a spinner in the button while the order is being placed', async ( {
	page,
} ) => {
	await fillCart( page, [ { slug: 'beanie' } ] );
	await page.goto( '/checkout/' );
	await fillBillingAddress( page );
	await fillCard( page, '4242 4242 4242 4242' );
	// The shop takes its time to answer: the request waits until released.
	let release: () => void = () => {};
	const held = new Promise< void >( ( resolve ) => ( release = resolve ) );
	await page.route(
		/\/wc\/store\/v1\/checkout(\?|$)/,
		async ( route: Route ) => {
			await held;
			await route.continue();
		}
	);
	const button = page.getByRole( 'button', { name: 'Place Order' } );
	await expect(
		button.locator( '.wc-block-components-spinner' )
	).toHaveCount( 0 );
	await placeOrder( page );
	await expect( button ).toBeDisabled();
	await expect( button ).toHaveAttribute( 'aria-busy', 'true' );
	await expect(
		button.locator( '.wc-block-components-spinner' )
	).toBeVisible();
	release();
	await expect( page ).toHaveURL( /\/checkout\/order-received\/\d+\// );
} );

test( 'after a failed redirect payment (iDEAL, Fail) the checkout comes back with iDEAL chosen, and pays the same order with it', async ( {
	page,
	request,
} ) => {
	await fillCart( page, [ { slug: 'beanie' } ] );
	await page.goto( '/checkout/' );
	await fillBillingAddress( page );
	await chooseMethod( page, 'iDEAL' );
	await placeOrder( page );
	await page.getByRole( 'button', { name: 'Fail test payment' } ).click();
	await expect( page ).toHaveURL( /\/checkout\/$/ );
	await expect( methodRadio( page, 'iDEAL' ) ).toBeChecked();
	await expect( methodRadio( page, 'Card' ) ).not.toBeChecked();

	await placeOrder( page );
	await page
		.getByRole( 'button', { name: 'Authorize test payment' } )
		.click();
	await expect( page ).toHaveURL( /\/checkout\/order-received\/\d+\// );
	const placed = await ( await request.get( '/__dev/orders' ) ).json();
	const list = Array.isArray( placed ) ? placed : placed.orders;
	expect( list ).toHaveLength( 1 );
	expect( list[ 0 ] ).toMatchObject( {
		status: 'processing',
		payment_method: 'stripe_ideal',
	} );
} );
