/**
 * Other plugins keep working: with jQuery on the page (WordPress's 3.7), a
 * listener attached with jQuery hears `updated_checkout` and
 * `checkout_error` with WooCommerce's arguments, a plugin can ask for an
 * update with `update_checkout`, a gateway can stop the submit with
 * `checkout_place_order_<gateway>`, and jQuery's trigger( 'submit' ) goes
 * through the checkout, never a native post.
 */
import path from 'path';
import { expect, orders, test } from './fixtures';
import {
	checkoutNotices,
	expectOrderReceived,
	isCheckoutPost,
	isUpdate,
	openClassicCheckout,
	placeOrderButton,
	readyForCheque,
} from './classic-helpers';

const JQUERY = path.resolve(
	__dirname,
	'../../node_modules/jquery/dist/jquery.min.js'
);

declare global {
	interface Window {
		heard: Array< [ string, unknown ] >;
		jQuery: any;
	}
}

/**
 * WordPress prints jQuery in the page head, before any plugin script: the
 * page is served with it there (from node_modules), and a plugin's
 * listeners after it.
 */
const LISTENERS = `<script>
window.heard = [];
jQuery( document ).on( 'updated_checkout', function ( event, data ) {
	window.heard.push( [ 'updated_checkout', data && data.result ] );
} );
jQuery( document ).on( 'checkout_error', function ( event, html ) {
	window.heard.push( [ 'checkout_error', html ] );
} );
</script>`;

test.beforeEach( async ( { page } ) => {
	await page.route( '**/vendor/jquery.min.js', ( route ) =>
		route.fulfill( { path: JQUERY, contentType: 'text/javascript' } )
	);
	await page.route( '**/classic-checkout/', async ( route ) => {
		const response = await route.fetch();
		const html = ( await response.text() ).replace(
			'</head>',
			`<script src="/vendor/jquery.min.js"></script>${ LISTENERS }</head>`
		);
		await route.fulfill( { response, body: html } );
	} );
} );

test( 'a jQuery listener receives updated_checkout with the answer and checkout_error with the messages', async ( {
	page,
	request,
} ) => {
	await openClassicCheckout( page, request );
	await expect
		.poll( () => page.evaluate( () => window.heard ) )
		.toContainEqual( [ 'updated_checkout', 'success' ] );
	await page.getByRole( 'radio', { name: 'Check payments' } ).check();
	await placeOrderButton( page ).click();
	await expect( checkoutNotices( page ) ).toBeVisible();
	const errors = await page.evaluate( () =>
		window.heard.filter( ( [ name ] ) => name === 'checkout_error' )
	);
	expect( errors ).toHaveLength( 1 );
	expect( String( errors[ 0 ][ 1 ] ) ).toContain( 'is a required field.' );
} );

test( 'update_checkout triggered with jQuery by another plugin updates the order review', async ( {
	page,
	request,
} ) => {
	await openClassicCheckout( page, request );
	const update = page.waitForRequest( ( req ) => isUpdate( req.url() ) );
	await page.evaluate( () =>
		window.jQuery( document.body ).trigger( 'update_checkout' )
	);
	await update;
} );

test( 'a gateway answering checkout_place_order_<id> with false through jQuery stops the submit; jQuery’s submit goes through the checkout', async ( {
	page,
	request,
} ) => {
	await openClassicCheckout( page, request );
	await readyForCheque( page );
	await page.evaluate( () => {
		window
			.jQuery( 'form.checkout' )
			.on( 'checkout_place_order_cheque.test', () => false );
	} );
	let posts = 0;
	page.on( 'request', ( req ) => {
		if ( isCheckoutPost( req.url() ) ) {
			posts++;
		}
	} );
	await placeOrderButton( page ).click();
	await page.waitForTimeout( 500 );
	expect( posts ).toBe( 0 );
	await expect( page ).toHaveURL( /\/classic-checkout\/$/ );

	await page.evaluate( () => {
		const $form = window.jQuery( 'form.checkout' );
		$form.off( 'checkout_place_order_cheque.test' );
		$form.trigger( 'submit' );
	} );
	await expectOrderReceived( page );
	expect( posts ).toBe( 1 );
	expect( await orders( request ) ).toHaveLength( 1 );
} );
