/**
 * The fault matrix, table-driven: for each storefront surface, its server
 * call answered with each kind of fault (HTTP 500, broken JSON, an HTML
 * page, a dropped connection, no answer before the client gives up). Every
 * cell checks that the shopper is told, that the page stays usable, and
 * that trying again once the shop is back does the thing exactly once.
 * (The block and classic checkouts' cells are in their own resilience
 * specs.)
 */
import type { Page } from '@playwright/test';
import {
	expect,
	fillCard,
	fillCart,
	openPayForOrder,
	orderReceived,
	orders,
	resetShop,
	test,
} from './fixtures';
import {
	cartLines,
	chooseSheetAddress,
	openSheet,
	payInSheet,
} from './express-helpers';
import { expectOneOrderChargedOnce } from './order-checks';

const FAULTS = [ 'http500', 'malformed', 'html', 'abort', 'timeout' ] as const;
type Fault = ( typeof FAULTS )[ number ];

/** The client's own limit, passed on the page's fake clock. */
const CLIENT_LIMIT_MS = 31_000;

async function inject( page: Page, target: string, mode: Fault ) {
	// Chrome sends a request again on a dropped connection: keep failing
	// until the test clears the fault.
	const response = await page.request.post( '/__dev/faults', {
		data: { target, mode, count: mode === 'abort' ? 50 : 1 },
	} );
	expect( response.ok() ).toBe( true );
}

async function clear( page: Page, target: string ) {
	await page.request.post( '/__dev/faults', {
		data: { target, clear: true },
	} );
}

/**
 * Once the call is on its way, lets a held one time out on the page's
 * clock (run earlier, the clock would pass before the client started
 * waiting).
 */
async function waitOut( page: Page, mode: Fault, sent: Promise< unknown > ) {
	await sent;
	if ( mode === 'timeout' ) {
		await page.clock.runFor( CLIENT_LIMIT_MS );
	}
}

const call = ( page: Page, path: RegExp ) =>
	page.waitForRequest( ( request ) => path.test( request.url() ) );

const alertIn = ( page: Page, scope: string ) =>
	page.locator( `${ scope } [role="alert"]` ).filter( { hasText: /\S/ } );

test.beforeEach( async ( { request } ) => resetShop( request ) );

for ( const mode of FAULTS ) {
	test( `ajax add to cart × ${ mode }: a notice where the shopper is, the button usable, a retry adds one`, async ( {
		page,
	} ) => {
		await page.clock.install();
		await page.goto( '/shop/' );
		const button = page.getByRole( 'link', {
			name: 'Add to cart: “Beanie”',
		} );
		await inject( page, 'wc-ajax:add_to_cart', mode );
		const sent = call( page, /wc-ajax=add_to_cart/ );
		await button.click();
		await waitOut( page, mode, sent );
		await expect( alertIn( page, 'main' ).first() ).toBeVisible();
		await expect( button ).not.toHaveClass( /\bloading\b/ );
		await clear( page, 'wc-ajax:add_to_cart' );
		await button.click();
		await expect( page.locator( 'a.added_to_cart' ) ).toBeVisible();
		expect( await cartLines( page ) ).toEqual( [ 'Beanie × 1' ] );
	} );

	test( `cart page Update cart × ${ mode }: told, the typed quantity kept, a retry updates`, async ( {
		page,
	} ) => {
		await page.clock.install();
		await fillCart( page, [ { slug: 'beanie' } ] );
		await page.goto( '/cart/' );
		await inject( page, 'page:/cart/', mode );
		const quantity = page.getByLabel( 'Beanie quantity' );
		await quantity.fill( '3' );
		const update = page.getByRole( 'button', { name: 'Update cart' } );
		const sent = call( page, /\/cart\/$/ );
		await update.click();
		await waitOut( page, mode, sent );
		await expect( alertIn( page, 'main' ).first() ).toBeVisible();
		await expect( page ).toHaveURL( /\/cart\/$/ );
		await expect( quantity ).toHaveValue( '3' );
		await clear( page, 'page:/cart/' );
		await update.click();
		await expect( page.getByText( 'Cart updated.' ) ).toBeVisible();
		expect( await cartLines( page ) ).toEqual( [ 'Beanie × 3' ] );
	} );

	test( `cart page, a line's Remove × ${ mode }: told, the line kept, a retry removes it once`, async ( {
		page,
	} ) => {
		await page.clock.install();
		await fillCart( page, [ { slug: 'beanie' }, { slug: 'sticker' } ] );
		await page.goto( '/cart/' );
		await inject( page, 'page:/cart/', mode );
		const remove = page.getByRole( 'link', {
			name: 'Remove Beanie from cart',
		} );
		const sent = call( page, /\/cart\/\?remove_item=/ );
		await remove.click();
		await waitOut( page, mode, sent );
		await expect( alertIn( page, 'main' ).first() ).toBeVisible();
		await expect( page.getByLabel( 'Beanie quantity' ) ).toHaveValue( '1' );
		await clear( page, 'page:/cart/' );
		await remove.click();
		await expect( page.getByText( '“Beanie” removed.' ) ).toBeVisible();
		expect( await cartLines( page ) ).toEqual( [ 'Sticker × 1' ] );
	} );

	test( `cart page, Apply coupon × ${ mode }: told beside the field, the code kept, a retry applies it once`, async ( {
		page,
	} ) => {
		await page.clock.install();
		await fillCart( page, [ { slug: 'beanie' } ] );
		await page.goto( '/cart/' );
		await inject( page, 'wc-ajax:apply_coupon', mode );
		const code = page.getByPlaceholder( 'Coupon code' );
		await code.fill( 'save10' );
		const apply = page.getByRole( 'button', { name: 'Apply coupon' } );
		const sent = call( page, /wc-ajax=apply_coupon/ );
		await apply.click();
		await waitOut( page, mode, sent );
		await expect( page.locator( '#coupon-error-message' ) ).toHaveText(
			/\S/
		);
		await expect( code ).toHaveValue( 'save10' );
		await expect( page.locator( '.cart-discount' ) ).toHaveCount( 0 );
		await clear( page, 'wc-ajax:apply_coupon' );
		await apply.click();
		await expect(
			page.getByText( 'Coupon code applied successfully.' )
		).toBeVisible();
		await expect( page.locator( '.cart-discount' ) ).toHaveCount( 1 );
	} );

	test( `cart page, choosing a shipping rate × ${ mode }: told, the shop's rate shown again, a retry takes the new one`, async ( {
		page,
	} ) => {
		await page.clock.install();
		// Three beanies: 54.00, over free shipping's 50.00.
		await fillCart( page, [ { slug: 'beanie', quantity: 3 } ] );
		await page.goto( '/cart/' );
		const total = page.locator( '.order-total td' );
		await expect( total ).toHaveText( '€64.90' );
		await inject( page, 'wc-ajax:update_shipping_method', mode );
		const free = page.getByLabel( 'Free shipping' );
		const sent = call( page, /wc-ajax=update_shipping_method/ );
		await free.click();
		await waitOut( page, mode, sent );
		await expect( alertIn( page, 'main' ).first() ).toBeVisible();
		await expect( page.getByLabel( /Flat rate/ ) ).toBeChecked();
		await expect( total ).toHaveText( '€64.90' );
		await clear( page, 'wc-ajax:update_shipping_method' );
		await free.click();
		await expect( total ).toHaveText( '€59.40' );
		await expect( free ).toBeChecked();
	} );

	test( `product-page wallet, the order × ${ mode }: told in the sheet, a retry pays once`, async ( {
		page,
		request,
	} ) => {
		await page.clock.install();
		await page.goto( '/product/beanie/' );
		await inject( page, 'store:checkout', mode );
		const sheet = await openSheet( page );
		const sent = call( page, /wc\/store\/v1\/checkout/ );
		await payInSheet( page );
		await waitOut( page, mode, sent );
		// The sheet says why the payment failed.
		await expect( sheet.getByRole( 'alert' ) ).toHaveText( /\S/ );
		expect( await orders( request ) ).toHaveLength( 0 );
		await clear( page, 'store:checkout' );
		await sheet.getByRole( 'button', { name: 'Cancel' } ).click();
		await expect( sheet ).toBeHidden();
		await openSheet( page );
		await payInSheet( page );
		await orderReceived( page );
		await expectOneOrderChargedOnce( request );
	} );
}

for ( const mode of FAULTS ) {
	test( `product-page wallet, shipping options for a new address × ${ mode }: the change refused in the sheet, another address taken and paid once`, async ( {
		page,
		request,
	} ) => {
		// "Buy now" prices the address in its own cart (Store API).
		await page.clock.install();
		await page.goto( '/product/beanie/' );
		const sheet = await openSheet( page );
		await expect(
			sheet.getByRole( 'button', { name: 'Pay' } )
		).toBeEnabled();
		await inject( page, 'store:cart/update-customer', mode );
		const sent = call( page, /wc\/store\/v1\/cart\/update-customer/ );
		await chooseSheetAddress( page, 'Marszałkowska' );
		await waitOut( page, mode, sent );
		await expect( sheet.getByRole( 'alert' ) ).toHaveText( /\S/ );
		await expect(
			sheet.getByRole( 'button', { name: 'Pay' } )
		).toBeDisabled();
		await clear( page, 'store:cart/update-customer' );
		await chooseSheetAddress( page, 'Alexanderplatz' );
		await expect(
			sheet.getByRole( 'button', { name: 'Pay' } )
		).toBeEnabled();
		await payInSheet( page );
		await orderReceived( page );
		await expectOneOrderChargedOnce( request );
	} );

	test( `product-page wallet, the address check before the order × ${ mode }: the order goes on with the sheet's addresses, paid once`, async ( {
		page,
		request,
	} ) => {
		// The gateway's normalisation only tidies state names: the Store
		// API checks the addresses itself, so a failed check stops nothing.
		await page.clock.install();
		await page.goto( '/product/beanie/' );
		await inject( page, 'wc-ajax:wc_stripe_normalize_address', mode );
		await openSheet( page );
		const sent = call( page, /wc_stripe_normalize_address/ );
		await payInSheet( page );
		await waitOut( page, mode, sent );
		await orderReceived( page );
		await expectOneOrderChargedOnce( request, { status: 'processing' } );
	} );
}

for ( const mode of FAULTS ) {
	test( `product-page wallet, adding the product × ${ mode }: told in the sheet, no order, the cart as it was, a retry pays once`, async ( {
		page,
		request,
	} ) => {
		await page.clock.install();
		await fillCart( page, [ { slug: 'sticker' } ] );
		await page.goto( '/product/beanie/' );
		await inject( page, 'store:cart/add-item', mode );
		const sent = call( page, /wc\/store\/v1\/cart\/add-item/ );
		const sheet = await openSheet( page );
		await waitOut( page, mode, sent );
		// The sheet's address waits up to a second for the product, then
		// is refused: there is nothing to pay for, and the page says why.
		await expect(
			sheet.getByRole( 'button', { name: 'Pay' } )
		).toBeDisabled();
		await expect( sheet.getByRole( 'alert' ) ).toHaveText( /\S/ );
		await expect( alertIn( page, 'main' ).first() ).toHaveText(
			'There was an error adding the product to the cart.'
		);
		expect( await orders( request ) ).toHaveLength( 0 );
		await clear( page, 'store:cart/add-item' );
		await sheet.getByRole( 'button', { name: 'Cancel' } ).click();
		await expect( sheet ).toBeHidden();
		await expect
			.poll( () => cartLines( page ) )
			.toEqual( [ 'Sticker × 1' ] );
		await openSheet( page );
		await payInSheet( page );
		await orderReceived( page );
		await expectOneOrderChargedOnce( request );
		// Buy now: the shopper's own cart is back as it was.
		await expect
			.poll( () => cartLines( page ) )
			.toEqual( [ 'Sticker × 1' ] );
	} );
}

/** Stripe.js has no client limit of ours to pass on a fake clock. */
const STRIPE_FAULTS = FAULTS.filter( ( mode ) => mode !== 'timeout' );

for ( const mode of STRIPE_FAULTS ) {
	test( `pay for order, Stripe's payment method call × ${ mode }: told on the page, a retry pays once`, async ( {
		page,
		request,
	} ) => {
		await openPayForOrder( page );
		await fillCard( page, '4242 4242 4242 4242' );
		await inject( page, 'page:/__stripe/v1/payment_methods', mode );
		const pay = page.getByRole( 'button', { name: 'Pay for order' } );
		await pay.click();
		await expect( alertIn( page, 'main' ).first() ).toBeVisible();
		await expect( pay ).toBeEnabled();
		expect( ( await orders( request ) )[ 0 ].status ).toBe( 'pending' );
		await clear( page, 'page:/__stripe/v1/payment_methods' );
		await pay.click();
		await orderReceived( page );
		await expectOneOrderChargedOnce( request, { status: 'processing' } );
	} );
}

for ( const mode of FAULTS ) {
	test( `add payment method, the gateway's setup call × ${ mode }: told on the page, a retry adds the card once`, async ( {
		page,
	} ) => {
		await page.clock.install();
		await page.request.post( '/__dev/login' );
		await page.goto( '/my-account/add-payment-method/' );
		await fillCard( page, '4242 4242 4242 4242', '11 / 33' );
		// The gateway registers the setup as a wc-ajax action only.
		const target = 'wc-ajax:wc_stripe_create_and_confirm_setup_intent';
		await inject( page, target, mode );
		const add = page.getByRole( 'button', { name: 'Add payment method' } );
		const sent = call(
			page,
			/wc-ajax=wc_stripe_create_and_confirm_setup_intent/
		);
		await add.click();
		await waitOut( page, mode, sent );
		await expect( alertIn( page, 'main' ).first() ).toBeVisible();
		await expect( add ).toBeEnabled();
		await clear( page, target );
		await add.click();
		await expect( page ).toHaveURL( /\/my-account\/payment-methods\/$/ );
		await expect(
			page.getByRole( 'row', { name: /4242.*11\/33/ } )
		).toHaveCount( 1 );
	} );
}
