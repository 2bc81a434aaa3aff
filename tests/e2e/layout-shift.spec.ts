/**
 * Issue 33: every page of ours settles without a layout shift, on a phone
 * (375 × 812) and a desktop (1280 × 900), with no input: the gallery
 * paints as it will look, the wallet buttons land in space kept for them,
 * the Payment Element in a box of its height, notices in place. Each page
 * is measured from its first paint until its own drawn state holds (the
 * document loaded, the wallet buttons drawn or their space closed, every
 * Payment Element on the page drawn) and 30 frames pass without a shift,
 * and is held to a CLS of 0.02. No timed waits: a busy machine only makes
 * the wait longer. The block checkout has its own spec
 * (block-checkout-layout-shift.spec.ts).
 *
 * A shift that only moves something the shop does not draw (none today)
 * is named by `FOREIGN` and reported, never counted against the limit.
 */
import type { Page } from '@playwright/test';
import { expect, fillCart, resetShop, test } from './fixtures';
import {
	describeShifts,
	expectWithinLimit,
	settledLayoutShift,
	shiftsFrom,
	sumOf,
	watchLayoutShifts,
} from './layout-shift';
// The page's own "drawn" state (loaded, the wallet buttons drawn or their
// kept space closed, every Payment Element on show drawn), and the slow
// phone the bench measures.
const {
	PHONE,
	SLOW_PAGES,
	pageDrawn: drawn,
	throttle,
} = require( '../../scripts/slow-device' );
const pageDrawn = drawn as () => boolean;

const VIEWPORTS = [
	{ name: 'desktop', width: 1280, height: 900 },
	{ name: 'phone', width: 375, height: 812 },
];

/** Elements drawn by something other than the shop (none today). */
const FOREIGN = ( node: string ) => /^IFRAME#__privateStripe/.test( node );

interface PendingOrder {
	id: number;
	key: string;
	pay_url: string;
}

const login = async ( page: Page ) => {
	await page.request.post( '/__dev/login' );
};

const optimizedCheckout = async ( page: Page ) => {
	await page.request.post( '/__dev/settings', {
		data: { optimizedCheckout: true },
	} );
};

async function pendingOrder(
	page: Page,
	customer = false
): Promise< PendingOrder > {
	if ( customer ) {
		await login( page );
	}
	await fillCart( page, [ { slug: 'beanie' } ] );
	return ( await page.request.post( '/__dev/pending-order' ) ).json();
}

/** Each page: how to reach it (the address, once the shop is set up). */
const PAGES: Array< [ string, ( page: Page ) => Promise< string > ] > = [
	[ 'shop', async () => '/shop/' ],
	[ 'product', async () => '/product/beanie/' ],
	[ 'variable product', async () => '/product/hoodie/' ],
	[
		'cart',
		async ( page ) => {
			await fillCart( page, [ { slug: 'beanie' } ] );
			return '/cart/';
		},
	],
	[ 'empty cart', async () => '/cart/' ],
	// Issue 47: the Cart block's page, its express area kept from when our
	// script runs; the shop with wallets in its mini cart (nothing drawn
	// before the shopper acts).
	[
		'Cart block',
		async ( page ) => {
			await fillCart( page, [ { slug: 'beanie' } ] );
			return '/cart-block/';
		},
	],
	[
		'shop, mini cart wallets',
		async ( page ) => {
			await page.request.post( '/__dev/settings', {
				data: { miniCartWallets: true },
			} );
			return '/shop/';
		},
	],
	[
		'classic checkout',
		async ( page ) => {
			await fillCart( page, [ { slug: 'beanie' } ] );
			return '/classic-checkout/';
		},
	],
	[
		'pay for order',
		async ( page ) => ( await pendingOrder( page ) ).pay_url,
	],
	// With Optimized Checkout on, one element offers every method: the
	// shop's stylesheet keeps its accordion's height.
	[
		'classic checkout, Optimized Checkout',
		async ( page ) => {
			await optimizedCheckout( page );
			await fillCart( page, [ { slug: 'beanie' } ] );
			return '/classic-checkout/';
		},
	],
	[
		'pay for order, Optimized Checkout',
		async ( page ) => {
			await optimizedCheckout( page );
			return ( await pendingOrder( page ) ).pay_url;
		},
	],
	[
		'order received',
		async ( page ) => {
			const order = await pendingOrder( page );
			return `/checkout/order-received/${ order.id }/?key=${ order.key }`;
		},
	],
	[
		'add payment method',
		async ( page ) => {
			await login( page );
			return '/my-account/add-payment-method/';
		},
	],
	[
		'change payment method',
		async ( page ) => {
			await login( page );
			await page.goto( '/my-account/' );
			const link = page.getByRole( 'link', {
				name: 'Change payment for subscription 200',
			} );
			return String( await link.getAttribute( 'href' ) );
		},
	],
	[ 'My account: login', async () => '/my-account/' ],
	[
		'My account: dashboard',
		async ( page ) => {
			await login( page );
			return '/my-account/';
		},
	],
	[
		'My account: orders',
		async ( page ) => {
			await pendingOrder( page, true );
			return '/my-account/orders/';
		},
	],
	[
		'My account: view order',
		async ( page ) =>
			`/my-account/view-order/${
				( await pendingOrder( page, true ) ).id
			}/`,
	],
	[
		'My account: addresses',
		async ( page ) => {
			await login( page );
			return '/my-account/edit-address/';
		},
	],
	[
		'My account: edit address',
		async ( page ) => {
			await login( page );
			return '/my-account/edit-address/billing/';
		},
	],
	[
		'My account: account details',
		async ( page ) => {
			await login( page );
			return '/my-account/edit-account/';
		},
	],
	[
		'My account: payment methods',
		async ( page ) => {
			await login( page );
			return '/my-account/payment-methods/';
		},
	],
];

async function expectStill( page: Page ) {
	const report = await settledLayoutShift( page, pageDrawn );
	const { ours, theirs } = shiftsFrom( report.shifts, FOREIGN );
	if ( theirs.length ) {
		test.info().annotations.push( {
			type: 'layout shift not ours',
			description: describeShifts( theirs ),
		} );
	}
	test.info().annotations.push( {
		type: 'CLS',
		description: sumOf( ours ).toFixed( 4 ),
	} );
	expectWithinLimit( ours );
}

for ( const viewport of VIEWPORTS ) {
	test.describe( `${ viewport.name } (${ viewport.width } × ${ viewport.height })`, () => {
		test.use( {
			viewport: { width: viewport.width, height: viewport.height },
		} );

		test.beforeEach( async ( { request } ) => resetShop( request ) );

		for ( const [ name, setUp ] of PAGES ) {
			test( `${ name } settles with a layout shift of at most 0.02`, async ( {
				page,
			} ) => {
				const path = await setUp( page );
				await watchLayoutShifts( page );
				await page.goto( path );
				await expectStill( page );
			} );
		}
	} );
}

/**
 * A totals refresh started by the page (no input, so every shift counts):
 * a shipping choice (the shop's new totals only) or Update cart (the
 * shop's cart page). Resolves once the new totals are in place.
 */
async function refreshTotals( page: Page, how: 'shipping' | 'update' ) {
	await page.evaluate( ( kind ) => {
		(
			document.querySelector( '.cart_totals' ) as HTMLElement
		 ).dataset.old = '1';
		if ( kind === 'shipping' ) {
			const rate = document.querySelector< HTMLInputElement >(
				'input.shipping_method:not(:checked)'
			);
			if ( ! rate ) {
				throw new Error( 'No other shipping rate' );
			}
			rate.checked = true;
			rate.dispatchEvent( new Event( 'change', { bubbles: true } ) );
			return;
		}
		const quantity =
			document.querySelector< HTMLInputElement >( 'input.qty' );
		const form = quantity?.form;
		if ( ! quantity || ! form ) {
			throw new Error( 'No cart form' );
		}
		quantity.value = String( Number( quantity.value ) + 1 );
		quantity.dispatchEvent( new Event( 'change', { bubbles: true } ) );
		form.requestSubmit(
			form.querySelector< HTMLButtonElement >( '[name=update_cart]' )
		);
	}, how );
	await page.waitForFunction(
		() =>
			!! document.querySelector( '.cart_totals' ) &&
			! document.querySelector( '.cart_totals[data-old]' ) &&
			! document.querySelector( '.processing' ),
		undefined,
		{ polling: 'raf' }
	);
}

/** The wallet buttons' area after a refresh: one set of buttons, no gap. */
async function expectOneWalletArea( page: Page, height: number | undefined ) {
	await expect(
		page.locator( '.wc-stripe-express-checkout-reserve' )
	).toHaveCount( 0 );
	await expect(
		page.getByRole( 'button', { name: 'Google Pay', exact: true } )
	).toHaveCount( 1 );
	await expect(
		page.getByRole( 'button', { name: 'Google Pay', exact: true } )
	).toBeVisible();
	expect(
		( await page.locator( '.wc-proceed-to-checkout' ).boundingBox() )
			?.height
	).toBe( height );
}

for ( const viewport of VIEWPORTS ) {
	test( `${ viewport.name }: the cart after a totals refresh keeps one set of wallet buttons and its height, and settles with a layout shift of at most 0.02`, async ( {
		page,
		request,
	} ) => {
		await resetShop( request );
		await page.setViewportSize( viewport );
		// Three beanies: free shipping is offered too, so there is a choice.
		await fillCart( page, [ { slug: 'beanie', quantity: 3 } ] );
		await watchLayoutShifts( page );
		await page.goto( '/cart/' );
		await settledLayoutShift( page, pageDrawn );
		const height = (
			await page.locator( '.wc-proceed-to-checkout' ).boundingBox()
		)?.height;

		const since = await page.evaluate( () => performance.now() );
		await refreshTotals( page, 'shipping' );
		const report = await settledLayoutShift( page, pageDrawn );
		await expectOneWalletArea( page, height );
		const after = report.shifts.filter( ( shift ) => shift.at >= since );
		expectWithinLimit( after, ' after the refresh' );

		// Update cart brings the whole cart page back, and its "Cart
		// updated." notice above the cart: the buttons' area is kept the
		// same way, and the notice pushes nothing the shopper looks at,
		// at the top of the page or scrolled to the totals.
		for ( const scrolled of [ false, true ] ) {
			if ( scrolled ) {
				await page.evaluate( () =>
					document
						.querySelector( '.cart_totals' )
						?.scrollIntoView( { block: 'center' } )
				);
			}
			const start = await page.evaluate( () => performance.now() );
			await refreshTotals( page, 'update' );
			const updated = await settledLayoutShift( page, pageDrawn );
			await expectOneWalletArea( page, height );
			const moved = updated.shifts.filter(
				( shift ) => shift.at >= start
			);
			expectWithinLimit( moved, ' after Update cart' );
		}
		await expect( page.getByLabel( 'Beanie quantity' ) ).toHaveValue( '5' );
	} );

	test( `${ viewport.name }: the classic checkout's errors arrive without pushing Place order, where the shopper is (layout shift of at most 0.02)`, async ( {
		page,
		request,
	} ) => {
		await resetShop( request );
		await page.setViewportSize( viewport );
		await fillCart( page, [ { slug: 'beanie' } ] );
		await watchLayoutShifts( page );
		await page.goto( '/classic-checkout/' );
		await settledLayoutShift( page, pageDrawn );
		await page.evaluate( () =>
			document
				.querySelector( '#place_order' )
				?.scrollIntoView( { block: 'center' } )
		);
		const start = await page.evaluate( () => performance.now() );
		// Placed by the page (no input, so every shift counts), with the
		// billing fields empty: the shop's errors, at the top of the form
		// and under each field.
		await page.evaluate( () =>
			document
				.querySelector< HTMLButtonElement >( '#place_order' )
				?.click()
		);
		const report = await settledLayoutShift(
			page,
			() =>
				!! document.querySelector( '.woocommerce-NoticeGroup-checkout' )
		);
		await expect(
			page.locator( '.woocommerce-NoticeGroup-checkout' )
		).toContainText( 'is a required field' );
		const moved = report.shifts.filter( ( shift ) => shift.at >= start );
		expectWithinLimit( moved, ' after the errors' );
	} );
}

/**
 * A slow phone (scripts/slow-device.js: 4× CPU slowdown, "Fast 3G", 375 ×
 * 812): product, cart and both checkouts settle at 0.02 too. Only the
 * layout shift is held; `npm run bench` reports the times.
 */
test.describe( 'slow phone (4× CPU, Fast 3G)', () => {
	for ( const target of SLOW_PAGES ) {
		test( `${ target.name } settles with a layout shift of at most 0.02`, async ( {
			page,
			request,
		} ) => {
			test.setTimeout( 180_000 );
			await resetShop( request );
			await page.setViewportSize( PHONE );
			await fillCart( page, [ { slug: 'beanie' } ] );
			await watchLayoutShifts( page );
			await throttle( page );
			await page.goto( target.open, { timeout: 120_000 } );
			const report = await settledLayoutShift( page, pageDrawn, {
				timeout: 120_000,
			} );
			test.info().annotations.push( {
				type: 'CLS',
				description: report.total.toFixed( 4 ),
			} );
			expectWithinLimit( report.shifts );
		} );
	}
} );
