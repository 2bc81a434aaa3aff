/**
 * @jest-environment node
 */
/**
 * WooCommerce's pages print what the gateway and our plugin hook in, in the
 * order the real priorities give (docs/development-shop.md): on the classic
 * cart, `woocommerce_proceed_to_checkout` runs our pay-later box (5), the
 * Express Checkout Element's area (10), WooCommerce's button (20), and with
 * the element off our plugin's space and the legacy wrapper (25); on Add
 * payment method, the gateway's "update all my subscriptions" box ends its
 * payment fields, after the save box.
 */
import { runningShop } from '../fixtures/running-shop';

const shopOrigin = runningShop( { reset: true } );

/** A browser's cookie jar, kept across its requests. */
function browser() {
	let cookies = '';
	return async ( path: string, init: RequestInit = {} ) => {
		const response = await fetch( shopOrigin() + path, {
			...init,
			headers: {
				'Content-Type': 'application/json',
				...( cookies ? { Cookie: cookies } : {} ),
			},
		} );
		const set = response.headers.getSetCookie();
		if ( set.length ) {
			const jar = new Map(
				cookies
					.split( '; ' )
					.filter( Boolean )
					.map( ( pair ) => pair.split( '=' ) as [ string, string ] )
			);
			for ( const cookie of set ) {
				const [ pair ] = cookie.split( ';' );
				const at = pair.indexOf( '=' );
				jar.set( pair.slice( 0, at ), pair.slice( at + 1 ) );
			}
			cookies = [ ...jar ]
				.map( ( [ name, value ] ) => `${ name }=${ value }` )
				.join( '; ' );
		}
		return response.text();
	};
}

const settings = ( body: object ) =>
	fetch( `${ shopOrigin() }/__dev/settings`, {
		method: 'POST',
		headers: { 'Content-Type': 'application/json' },
		body: JSON.stringify( body ),
	} );

/** Where each marker first appears in the cart's `.wc-proceed-to-checkout`. */
async function proceedToCheckout( markers: string[] ): Promise< number[] > {
	const open = browser();
	await open( '/__dev/cart', {
		method: 'POST',
		body: JSON.stringify( { items: [ { slug: 'beanie' } ] } ),
	} );
	const html = await open( '/cart/' );
	const part = html.slice( html.indexOf( 'class="wc-proceed-to-checkout"' ) );
	return markers.map( ( marker ) => part.indexOf( marker ) );
}

describe( 'What plugins hook into WooCommerce’s pages, in the real order', () => {
	it( 'the cart: pay-later box, then the Express Checkout Element, then Proceed to checkout', async () => {
		await settings( { expressCheckoutElement: true } );
		const [ payLater, element, button ] = await proceedToCheckout( [
			'wc-stripe-pay-later',
			'id="wc-stripe-express-checkout-element"',
			'class="checkout-button',
		] );
		expect( payLater ).toBeGreaterThan( -1 );
		expect( element ).toBeGreaterThan( payLater );
		expect( button ).toBeGreaterThan( element );
	} );

	it( 'the cart with the legacy Payment Request: Proceed to checkout, our space, then its wrapper', async () => {
		await settings( { expressCheckoutElement: false } );
		const [ button, space, wrapper ] = await proceedToCheckout( [
			'class="checkout-button',
			'wc-stripe-express-checkout-reserve',
			'id="wc-stripe-payment-request-wrapper"',
		] );
		expect( button ).toBeGreaterThan( -1 );
		expect( space ).toBeGreaterThan( button );
		expect( wrapper ).toBeGreaterThan( space );
	} );

	it( 'Add payment method: the subscriptions box after the save box, outside the card’s fieldset', async () => {
		const open = browser();
		await open( '/__dev/login', { method: 'POST', body: '{}' } );
		const html = await open( '/my-account/add-payment-method/' );
		const fieldsetEnd = html.indexOf(
			'</fieldset>',
			html.indexOf( 'id="wc-stripe-upe-form"' )
		);
		const save = html.indexOf( 'class="wc-stripe-save-new"' );
		const box = html.indexOf(
			'id="wc-stripe-update-subs-payment-method-card_field"'
		);
		expect( fieldsetEnd ).toBeGreaterThan( -1 );
		expect( save ).toBeGreaterThan( fieldsetEnd );
		expect( box ).toBeGreaterThan( save );
	} );
} );
