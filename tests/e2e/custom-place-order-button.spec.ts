/**
 * A second gateway with a Place order button of its own (WooCommerce 10.6's
 * `wc.customPlaceOrderButton`, as its own test gateway registers one): on
 * the classic checkout, pay for order and add payment method, its button
 * shows while it is chosen and Place order is hidden; another method brings
 * Place order back. On the checkout the button's `validate()` keeps an
 * incomplete form from being sent and its `submit()` places the order, once.
 */
import type { Page } from '@playwright/test';
import { expect, fillCart, orders, resetShop, test } from './fixtures';
import {
	acceptTerms,
	expectOrderReceived,
	fillBilling,
	isCheckoutPost,
	openClassicCheckout,
	placeOrderButton,
} from './classic-helpers';

/**
 * The gateway's script, as a gateway prints it in the footer: it registers
 * once the page is ready, with WooCommerce's `render( container, api )`.
 */
const gatewayScript = ( gatewayId: string ) => `<script>
document.addEventListener( 'DOMContentLoaded', function () {
	window.rendered = 0;
	window.cleanedUp = 0;
	wc.customPlaceOrderButton.register( ${ JSON.stringify( gatewayId ) }, {
		render: function ( container, api ) {
			window.rendered++;
			var button = document.createElement( 'button' );
			button.type = 'button';
			button.className = 'button alt';
			button.textContent = 'Pay with Test Gateway';
			button.addEventListener( 'click', function () {
				api.validate().then( function ( result ) {
					if ( ! result.hasError ) {
						api.submit();
					}
				} );
			} );
			container.appendChild( button );
		},
		cleanup: function () {
			window.cleanedUp++;
		},
	} );
} );
</script>`;

/** Serves pages matching `url` with the gateway's script (and more markup). */
async function withGateway(
	page: Page,
	url: string | RegExp,
	gatewayId: string,
	edit: ( html: string ) => string = ( html ) => html
) {
	await page.route( url, async ( route ) => {
		const response = await route.fetch();
		const html = edit( await response.text() ).replace(
			'</body>',
			`${ gatewayScript( gatewayId ) }</body>`
		);
		await route.fulfill( { response, body: html } );
	} );
}

const customButton = ( page: Page ) =>
	page.getByRole( 'button', { name: 'Pay with Test Gateway' } );

async function expectCustomShown( page: Page, shown: boolean ) {
	if ( shown ) {
		await expect( customButton( page ) ).toBeVisible();
		await expect( page.locator( '#place_order' ) ).toBeHidden();
	} else {
		await expect( customButton( page ) ).toHaveCount( 0 );
		await expect( page.locator( '#place_order' ) ).toBeVisible();
	}
}

test( 'classic checkout: the gateway’s button while it is chosen; validate() stops an incomplete form, submit() places one order', async ( {
	page,
	request,
} ) => {
	await withGateway( page, '**/classic-checkout/', 'cheque' );
	await openClassicCheckout( page, request );
	await expectCustomShown( page, false );
	await page.getByRole( 'radio', { name: 'Check payments' } ).check();
	await expectCustomShown( page, true );
	await page.getByRole( 'radio', { name: 'Card' } ).first().check();
	await expectCustomShown( page, false );
	await page.getByRole( 'radio', { name: 'Check payments' } ).check();
	await expectCustomShown( page, true );

	let posts = 0;
	page.on( 'request', ( req ) => {
		if ( isCheckoutPost( req.url() ) ) {
			posts++;
		}
	} );
	await customButton( page ).click();
	await expect( page.locator( '#billing_first_name_field' ) ).toHaveClass(
		/woocommerce-invalid/
	);
	expect( posts ).toBe( 0 );

	await fillBilling( page );
	await acceptTerms( page );
	await customButton( page ).click();
	await expectOrderReceived( page );
	expect( posts ).toBe( 1 );
	const placed = await orders( request );
	expect( placed ).toHaveLength( 1 );
	expect( placed[ 0 ] ).toMatchObject( { payment_method: 'cheque' } );
} );

test( 'classic checkout: the order review’s update puts the payment area back, and the chosen gateway’s button with it', async ( {
	page,
	request,
} ) => {
	await withGateway( page, '**/classic-checkout/', 'cheque' );
	await openClassicCheckout( page, request );
	await page.getByRole( 'radio', { name: 'Check payments' } ).check();
	await expectCustomShown( page, true );
	const updated = page.waitForResponse( ( response ) =>
		response.url().includes( 'update_order_review' )
	);
	await page.evaluate( () =>
		document.body.dispatchEvent(
			new CustomEvent( 'update_checkout', { bubbles: true } )
		)
	);
	await updated;
	await expectCustomShown( page, true );
	expect(
		await page.evaluate(
			() => ( window as unknown as { cleanedUp: number } ).cleanedUp > 0
		)
	).toBe( true );
	await expect( customButton( page ) ).toHaveCount( 1 );
} );

test( 'pay for order: the gateway’s button while it is chosen, Place order otherwise', async ( {
	page,
	request,
} ) => {
	await resetShop( request );
	await fillCart( page, [ { slug: 'beanie' } ] );
	const { pay_url: payUrl } = await (
		await page.request.post( '/__dev/pending-order' )
	).json();
	await withGateway( page, /\/checkout\/order-pay\//, 'cheque' );
	await page.goto( payUrl );
	await expectCustomShown( page, false );
	await page.getByRole( 'radio', { name: 'Check payments' } ).check();
	await expectCustomShown( page, true );
	await page.getByRole( 'radio', { name: 'Card' } ).first().check();
	await expectCustomShown( page, false );
} );

test( 'add payment method: a second gateway’s button while it is chosen, Place order otherwise', async ( {
	page,
	request,
} ) => {
	await resetShop( request );
	await page.request.post( '/__dev/login' );
	// A second gateway in the list, as WooCommerce prints each gateway.
	await withGateway(
		page,
		'**/my-account/add-payment-method/',
		'test-custom-button',
		( html ) =>
			html.replace(
				/(<ul class="[^"]*payment_methods[^"]*"[^>]*>)/,
				'$1<li class="woocommerce-PaymentMethod payment_method_test-custom-button"><input id="payment_method_test-custom-button" type="radio" class="input-radio" name="payment_method" value="test-custom-button"><label for="payment_method_test-custom-button">Test Gateway</label></li>'
			)
	);
	await page.goto( '/my-account/add-payment-method/' );
	await expect(
		page.getByRole( 'radio', { name: 'Test Gateway' } )
	).toHaveCount( 1 );
	await expectCustomShown( page, false );
	await page.getByRole( 'radio', { name: 'Test Gateway' } ).check();
	await expectCustomShown( page, true );
	await page.getByRole( 'radio', { name: 'Card' } ).first().check();
	await expectCustomShown( page, false );
} );

test( 'the checkout keeps Place order when no gateway registers a button (and fetches none of this code)', async ( {
	page,
	request,
} ) => {
	const fetched: string[] = [];
	page.on( 'request', ( req ) => fetched.push( req.url() ) );
	await openClassicCheckout( page, request );
	await page.getByRole( 'radio', { name: 'Check payments' } ).check();
	await expect( placeOrderButton( page ) ).toBeVisible();
	expect(
		fetched.filter( ( url ) => url.includes( 'place-order-button' ) )
	).toEqual( [] );
} );
