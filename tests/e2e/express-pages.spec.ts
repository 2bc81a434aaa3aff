/**
 * The same wallet buttons on the cart, classic checkout, block checkout and
 * pay-for-order pages; login-required shops; Stripe.js failing to load; a
 * browser without any wallet.
 */
import {
	expect,
	fillCart,
	intents,
	orderReceived,
	orders,
	resetShop,
	test,
} from './fixtures';
import {
	cartLines,
	expressContainer,
	openSheet,
	payInSheet,
	paymentSheet,
	sheetTotal,
	walletButton,
} from './express-helpers';
import { expectAccessible } from './a11y';

const separator = ( page: import( '@playwright/test' ).Page ) =>
	page.locator( '#wc-stripe-express-checkout-button-separator' );

test( 'cart page: the sheet is the cart, the order empties it', async ( {
	page,
	request,
} ) => {
	await resetShop( request );
	await fillCart( page, [ { slug: 'beanie', quantity: 2 } ] );
	await page.goto( '/cart/' );
	await expect( expressContainer( page ) ).toBeVisible();
	await expectAccessible( page );
	await openSheet( page );
	await expect( paymentSheet( page ) ).toContainText( 'Beanie' );
	await expect( sheetTotal( page ) ).toHaveText( 'Total: 45.10' );
	await expectAccessible( page );
	await payInSheet( page );
	await orderReceived( page );
	const placed = await orders( request );
	expect( placed ).toHaveLength( 1 );
	expect( placed[ 0 ] ).toMatchObject( {
		status: 'processing',
		total: 4510,
	} );
	expect( await cartLines( page ) ).toEqual( [] );
} );

test( 'classic checkout: the buttons at the top of the form with the separator, paying the cart', async ( {
	page,
	request,
} ) => {
	await resetShop( request );
	await fillCart( page, [ { slug: 'beanie' } ] );
	await page.goto( '/classic-checkout/' );
	await expect( expressContainer( page ) ).toBeVisible();
	await expect( separator( page ) ).toBeVisible();
	await expect( separator( page ) ).toHaveText( '— OR —' );
	// At the top of the form, before the customer details (the gateway
	// prints it at woocommerce_checkout_before_customer_details).
	const order = await page.evaluate( () =>
		[
			...document.querySelectorAll(
				'form.checkout #wc-stripe-express-checkout-element, form.checkout #customer_details'
			),
		].map( ( element ) => element.id )
	);
	expect( order ).toEqual( [
		'wc-stripe-express-checkout-element',
		'customer_details',
	] );
	await expectAccessible( page );
	await openSheet( page, 'Apple Pay' );
	await expect( sheetTotal( page ) ).toHaveText( 'Total: 25.30' );
	await payInSheet( page );
	await orderReceived( page );
	expect( ( await orders( request ) )[ 0 ] ).toMatchObject( {
		status: 'processing',
		total: 2530,
	} );
} );

test( 'block checkout: a wallet order carries the checkout’s extension data, as the checkout’s own order would', async ( {
	page,
	request,
} ) => {
	await resetShop( request );
	await fillCart( page, [ { slug: 'beanie' } ] );
	await page.goto( '/checkout/' );
	await expect( walletButton( page, 'Google Pay' ) ).toBeVisible();
	// Another plugin (gift wrapping, say) writes its data to the checkout.
	await page.evaluate( () =>
		(
			window as unknown as {
				wp: {
					data: {
						dispatch: ( store: string ) => {
							setExtensionData: (
								namespace: string,
								data: Record< string, unknown >
							) => void;
						};
					};
				};
			}
		 ).wp.data
			.dispatch( 'wc/store/checkout' )
			.setExtensionData( 'gift-wrap', { wrap: 'yes' } )
	);
	await openSheet( page );
	await payInSheet( page );
	await orderReceived( page );
	const [ order ] = await orders( request );
	expect( order.extensions ).toMatchObject( {
		'gift-wrap': { wrap: 'yes' },
		'woocommerce/order-attribution': expect.any( Object ),
	} );
} );

test( 'block checkout: the wallets are express methods that pay through the sheet', async ( {
	page,
	request,
} ) => {
	await resetShop( request );
	await fillCart( page, [ { slug: 'beanie' } ] );
	await page.goto( '/checkout/' );
	const area = page.getByRole( 'region', { name: 'Express checkout' } );
	await expect( area ).toBeVisible();
	await expect( walletButton( page, 'Google Pay' ) ).toBeVisible();
	await expect( walletButton( page, 'Link' ) ).toBeVisible();
	await expectAccessible( page );
	// The lines the sheet opens with are those it keeps once the first
	// shipping quote is back (blocks/express/sheet-lines.ts).
	const lines = paymentSheet( page )
		.getByRole( 'list', { name: 'Sheet lines' } )
		.getByRole( 'listitem' );
	const quoted = page.waitForResponse(
		/wc-ajax=wc_stripe_get_shipping_options/
	);
	await openSheet( page );
	expect( await lines.allTextContents() ).toEqual( [
		'Beanie: 18.00',
		'Tax: 2.30',
		'Shipping: 5.00',
	] );
	await quoted;
	await expect( lines ).toHaveText( [
		'Beanie: 18.00',
		'Tax: 2.30',
		'Shipping: 5.00',
	] );
	await expect( sheetTotal( page ) ).toHaveText( 'Total: 25.30' );
	await expectAccessible( page );
	await payInSheet( page );
	await orderReceived( page );
	const placed = await orders( request );
	expect( placed ).toHaveLength( 1 );
	expect( placed[ 0 ] ).toMatchObject( {
		status: 'processing',
		total: 2530,
		payment_method: 'stripe',
	} );
} );

test( 'block checkout: a declined wallet card shows the message in the express area and the shopper can pay by card', async ( {
	page,
	request,
} ) => {
	await resetShop( request );
	await fillCart( page, [ { slug: 'beanie' } ] );
	await page.goto( '/checkout/' );
	await openSheet( page );
	await paymentSheet( page )
		.getByLabel( 'Wallet card' )
		.selectOption( '4000000000000002' );
	await payInSheet( page );
	await expect(
		page
			.getByRole( 'region', { name: 'Express checkout' } )
			.getByText( 'The card was declined.' )
	).toBeVisible();
	await expectAccessible( page );
	await paymentSheet( page )
		.getByRole( 'button', { name: 'Cancel' } )
		.click();
	await expect( paymentSheet( page ) ).toHaveCount( 0 );
	expect(
		( await intents( request ) ).filter(
			( intent ) => intent.charge_count > 0
		)
	).toHaveLength( 0 );
	await expect(
		page.getByRole( 'button', { name: 'Place Order' } )
	).toBeEnabled();
} );

test( 'pay-for-order: the order is paid as it is, through the Store API with its key', async ( {
	page,
	request,
} ) => {
	await resetShop( request );
	await fillCart( page, [ { slug: 'beanie' } ] );
	const pending = await (
		await page.request.post( '/__dev/pending-order' )
	).json();
	await page.goto( pending.pay_url );
	await expect( expressContainer( page ) ).toBeVisible();
	await expect( separator( page ) ).toBeVisible();
	await expectAccessible( page );
	const sheet = await openSheet( page );
	await expect( sheet.getByLabel( 'Shipping address' ) ).toHaveCount( 0 );
	// The lines the gateway prints for the order: its itemization hidden
	// by default, so a subtotal, then tax and shipping by its method.
	await expect(
		sheet
			.getByRole( 'list', { name: 'Sheet lines' } )
			.getByRole( 'listitem' )
	).toHaveText( [
		'Subtotal: 18.00',
		'Tax: 2.30',
		'Shipping (Flat rate): 5.00',
	] );
	await expect( sheetTotal( page ) ).toHaveText( 'Total: 25.30' );
	await expectAccessible( page );
	await payInSheet( page );
	await orderReceived( page );
	const placed = await orders( request );
	expect( placed ).toHaveLength( 1 );
	expect( placed[ 0 ] ).toMatchObject( {
		id: pending.id,
		status: 'processing',
	} );
} );

test( 'a login-required shop asks the shopper to log in with the wallet named; declining leaves the page as it was', async ( {
	page,
	request,
} ) => {
	await resetShop( request, { loginRequired: true, guestCheckout: false } );
	await page.goto( '/product/beanie/' );
	const messages: string[] = [];
	page.once( 'dialog', ( dialog ) => {
		messages.push( dialog.message() );
		dialog.dismiss();
	} );
	await walletButton( page ).click();
	await expect.poll( () => messages ).toHaveLength( 1 );
	expect( messages[ 0 ] ).toBe(
		'To complete your transaction with Google Pay, you must log in or create an account with our site.'
	);
	await expect( paymentSheet( page ) ).toHaveCount( 0 );
	await expect( page ).toHaveURL( /\/product\/beanie\/$/ );
	expect( await cartLines( page ) ).toEqual( [] );

	page.once( 'dialog', ( dialog ) => dialog.accept() );
	await walletButton( page, 'Apple Pay' ).click();
	await expect( page ).toHaveURL( /\/my-account\/$/ );
	expect( await orders( request ) ).toHaveLength( 0 );
} );

test( 'Stripe.js failing to load: no buttons, nothing spinning, the rest of the page works', async ( {
	page,
	request,
} ) => {
	await resetShop( request, { stripeFails: true } );
	await fillCart( page, [ { slug: 'beanie' } ] );
	for ( const path of [
		'/product/beanie/',
		'/cart/',
		'/classic-checkout/',
	] ) {
		await page.goto( path );
		await page.waitForLoadState( 'networkidle' );
		await expect( expressContainer( page ) ).toBeHidden();
		await expect( separator( page ) ).toBeHidden();
		await expect( page.locator( '.blockOverlay' ) ).toHaveCount( 0 );
		await expect( page.locator( '[aria-busy="true"]' ) ).toHaveCount( 0 );
	}
	await page.goto( '/product/beanie/' );
	await page.getByLabel( 'Beanie quantity' ).fill( '2' );
	await expect( page.getByLabel( 'Beanie quantity' ) ).toHaveValue( '2' );
	await expect(
		page.getByRole( 'button', { name: 'Add to cart' } )
	).toBeEnabled();
	await page.goto( '/checkout/' );
	await expect( page.getByRole( 'radio', { name: 'Card' } ) ).toBeVisible();
	await expect(
		page.getByRole( 'region', { name: 'Express checkout' } )
	).toHaveCount( 0 );
} );

test( 'a browser without any wallet: nothing shows, nothing flashes', async ( {
	page,
	request,
} ) => {
	await resetShop( request, { availableWallets: [] } );
	await fillCart( page, [ { slug: 'beanie' } ] );
	const shown: string[] = [];
	await page.exposeFunction( 'reportShown', ( what: string ) =>
		shown.push( what )
	);
	await page.addInitScript( () => {
		new MutationObserver( () => {
			const container = document.getElementById(
				'wc-stripe-express-checkout-element'
			);
			if ( container && container.style.display !== 'none' ) {
				( window as any ).reportShown( 'container' );
			}
		} ).observe( document, {
			subtree: true,
			attributes: true,
			childList: true,
		} );
	} );
	await page.goto( '/cart/' );
	await page.waitForLoadState( 'networkidle' );
	await expect( expressContainer( page ) ).toBeHidden();
	await expect( separator( page ) ).toBeHidden();
	expect( shown ).toEqual( [] );
	await page.goto( '/checkout/' );
	await expect( page.getByRole( 'radio', { name: 'Card' } ) ).toBeVisible();
	await expect(
		page.getByRole( 'region', { name: 'Express checkout' } )
	).toHaveCount( 0 );
} );

test( 'wallet buttons turned off for product and cart pages: the page’s script comes alone, without the buttons’ chunk, and the shop works; off on the checkout, no buttons there either', async ( {
	page,
	request,
} ) => {
	await resetShop( request, { expressLocations: [ 'checkout' ] } );
	const problems: string[] = [];
	page.on( 'console', ( message ) => {
		if ( [ 'error', 'warning' ].includes( message.type() ) ) {
			problems.push( message.text() );
		}
	} );
	const ours: string[] = [];
	page.on( 'request', ( sent ) => {
		const { pathname } = new URL( sent.url() );
		if ( pathname.startsWith( '/build/' ) ) {
			ours.push( pathname.slice( '/build/'.length ) );
		}
	} );

	// Our files the page fetches as it opens.
	const open = async ( path: string ) => {
		ours.length = 0;
		await page.goto( path );
		await page.waitForLoadState( 'networkidle' );
		return [ ...ours ];
	};

	expect( await open( '/product/beanie/' ) ).toEqual( [ 'product.js' ] );
	await expect( expressContainer( page ) ).toHaveCount( 0 );
	await page.getByLabel( 'Beanie quantity' ).fill( '2' );
	await page.getByRole( 'button', { name: 'Add to cart' } ).click();
	await expect(
		page.getByText( '2 × “Beanie” have been added to your cart.' )
	).toBeVisible();

	expect( await open( '/cart/' ) ).toEqual( [ 'cart.js' ] );
	await expect( expressContainer( page ) ).toHaveCount( 0 );
	await page.getByLabel( 'Beanie quantity' ).fill( '3' );
	await page.getByRole( 'button', { name: 'Update cart' } ).click();
	await expect( page.getByText( 'Cart updated.' ) ).toBeVisible();
	await expect( page.locator( '.cart-subtotal td' ) ).toHaveText( '€54.00' );

	// The checkout keeps its buttons, until they are turned off there too.
	await page.goto( '/classic-checkout/' );
	await expect( expressContainer( page ) ).toBeVisible();
	await resetShop( request, { expressLocations: [] } );
	await fillCart( page, [ { slug: 'beanie' } ] );
	expect( await open( '/classic-checkout/' ) ).toEqual( [ 'checkout.js' ] );
	await expect( expressContainer( page ) ).toHaveCount( 0 );
	await expect( separator( page ) ).toHaveCount( 0 );
	await expect(
		page.getByRole( 'button', { name: 'Place order' } )
	).toBeVisible();
	expect( problems ).toEqual( [] );
} );
