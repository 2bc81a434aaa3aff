/**
 * Placing the order: processing (further submits ignored, the form blocked),
 * gateways may stop the submit, the serialized form is posted; success
 * follows the redirect, failure shows the shop's messages (field errors
 * linked and repeated under the field), reload reloads, refresh updates,
 * an answer the shop could not give shows its configured error, a network
 * failure its own message; `checkout_error` tells other plugins.
 */
import { createSubmit } from '../../../../assets/js/classic/checkout-form/submit';
import type { FormPage } from '../../../../assets/js/classic/checkout-form/form-page';
import type { ShopAjax } from '../../../../assets/js/core/transport';
import { PARAMS, fill, renderCheckout } from '../checkout-markup';

const FIELD_ERRORS =
	'<ul class="woocommerce-error" role="alert"><li data-id="billing_first_name"><strong>Billing First name</strong> is a required field.</li><li>Something else.</li></ul>';

function setUp( answer: unknown ) {
	const form = renderCheckout();
	const checkout = jest.fn( () => Promise.resolve( answer ) );
	const guard = { begin: jest.fn( () => true ), end: jest.fn() };
	const page = {
		form,
		params: PARAMS,
		ajax: { checkout } as unknown as ShopAjax,
		review: { cancelTyping: jest.fn() },
		guard,
		api: { form, showError: jest.fn() },
		navigation: { assign, reload },
	} as FormPage;
	return { form, submit: createSubmit( page ), checkout, guard };
}

const flush = () => new Promise( ( resolve ) => setTimeout( resolve, 0 ) );

let assign: jest.Mock;
let reload: jest.Mock;
beforeEach( () => {
	assign = jest.fn();
	reload = jest.fn();
} );

describe( 'A submit', () => {
	it( 'posts the serialized form once; further submits are ignored while processing', async () => {
		const { form, submit, checkout } = setUp(
			new Promise( () => {} ) as never
		);
		fill( { billing_first_name: 'Erika' } );
		submit();
		submit();
		expect( checkout ).toHaveBeenCalledTimes( 1 );
		expect( checkout ).toHaveBeenCalledWith(
			'/?wc-ajax=checkout',
			expect.objectContaining( {
				billing_first_name: 'Erika',
				payment_method: 'stripe',
				'shipping_method[0]': 'flat_rate:1',
				'woocommerce-process-checkout-nonce': 'n1',
			} )
		);
		expect( form ).toHaveClass( 'processing' );
		expect( form.querySelector( ':scope > .blockOverlay' ) ).not.toBeNull();
	} );

	it( 'stops when a gateway answers checkout_place_order_<gateway> with false', () => {
		const { form, submit, checkout, guard } = setUp( {} );
		form.addEventListener( 'checkout_place_order_stripe', ( event ) =>
			event.preventDefault()
		);
		submit();
		expect( checkout ).not.toHaveBeenCalled();
		expect( guard.begin ).not.toHaveBeenCalled();
		expect( form ).not.toHaveClass( 'processing' );
	} );

	it( 'stops while another payment is under way (the shared guard)', () => {
		const { submit, checkout, guard } = setUp( {} );
		guard.begin.mockReturnValue( false );
		submit();
		expect( checkout ).not.toHaveBeenCalled();
	} );
} );

describe( 'The answer', () => {
	it( 'success goes to the redirect address', async () => {
		const { submit } = setUp( {
			ok: true,
			data: {
				result: 'success',
				redirect: '/checkout/order-received/7/',
			},
		} );
		submit();
		await flush();
		expect( assign ).toHaveBeenCalledWith(
			expect.stringMatching( /\/checkout\/order-received\/7\/$/ )
		);
	} );

	it( 'success with a bare hash stays on the page', async () => {
		const { submit } = setUp( {
			ok: true,
			data: {
				result: 'success',
				redirect: '#wc-stripe-confirm-pi:1:s:n',
			},
		} );
		submit();
		await flush();
		expect( assign ).toHaveBeenCalledWith( '#wc-stripe-confirm-pi:1:s:n' );
	} );

	it( 'failure shows the messages as an alert at the top, links field errors and repeats them under the field', async () => {
		const { form, submit, guard } = setUp( {
			ok: true,
			data: { result: 'failure', messages: FIELD_ERRORS },
		} );
		const errors: unknown[] = [];
		const listener = ( event: Event ) =>
			errors.push( ( event as CustomEvent ).detail );
		document.body.addEventListener( 'checkout_error', listener );
		submit();
		await flush();
		const group = form.firstElementChild as HTMLElement;
		expect( group ).toHaveClass(
			'woocommerce-NoticeGroup',
			'woocommerce-NoticeGroup-checkout'
		);
		const alert = group.querySelector( '[role="alert"]' )!;
		expect( alert.querySelector( 'ul' ) ).not.toHaveAttribute( 'role' );
		expect( alert.querySelector( 'ul' ) ).toHaveAttribute(
			'tabindex',
			'-1'
		);
		expect(
			alert.querySelector( 'li[data-id] a' )?.getAttribute( 'href' )
		).toBe( '#billing_first_name' );
		const inline = document.getElementById(
			'billing_first_name_description'
		);
		expect( inline ).toHaveClass( 'checkout-inline-error-message' );
		expect( inline?.textContent ).toBe(
			'Billing First name is a required field.'
		);
		const field = document.getElementById( 'billing_first_name' );
		expect( field ).toHaveAttribute( 'aria-invalid', 'true' );
		expect( field ).toHaveAttribute(
			'aria-describedby',
			'billing_first_name_description'
		);
		expect( form ).not.toHaveClass( 'processing' );
		expect( form.querySelector( ':scope > .blockOverlay' ) ).toBeNull();
		expect( guard.end ).toHaveBeenCalled();
		expect( errors ).toHaveLength( 1 );
		document.body.removeEventListener( 'checkout_error', listener );
	} );

	it( 'clears earlier notices', async () => {
		const { form, submit } = setUp( {
			ok: true,
			data: { result: 'failure', messages: FIELD_ERRORS },
		} );
		form.insertAdjacentHTML(
			'beforebegin',
			'<ul class="woocommerce-message"><li>Coupon applied</li></ul>'
		);
		submit();
		await flush();
		expect( document.querySelector( '.woocommerce-message' ) ).toBeNull();
	} );

	it( 'reload reloads the page', async () => {
		const { submit } = setUp( {
			ok: true,
			data: { result: 'failure', messages: FIELD_ERRORS, reload: true },
		} );
		submit();
		await flush();
		expect( reload ).toHaveBeenCalled();
	} );

	it( 'refresh asks for an order review update', async () => {
		const { submit } = setUp( {
			ok: true,
			data: { result: 'failure', messages: FIELD_ERRORS, refresh: true },
		} );
		const update = jest.fn();
		document.body.addEventListener( 'update_checkout', update );
		submit();
		await flush();
		expect( update ).toHaveBeenCalled();
		document.body.removeEventListener( 'update_checkout', update );
	} );

	it( 'an answer the shop could not give (HTTP error, not JSON) shows its configured checkout error', async () => {
		const { form, submit } = setUp( { ok: false, message: '' } );
		submit();
		await flush();
		expect(
			form.querySelector( '.woocommerce-NoticeGroup-checkout' )
				?.textContent
		).toBe( PARAMS.checkoutError );
	} );

	it( 'a network failure shows its own message, as text', async () => {
		const { form, submit } = setUp( {
			ok: false,
			message:
				'The connection to the server was aborted. Please try again.',
		} );
		submit();
		await flush();
		const list = form.querySelector(
			'.woocommerce-NoticeGroup-checkout ul'
		);
		expect( list ).toHaveClass( 'woocommerce-error' );
		expect( list?.textContent ).toBe(
			'The connection to the server was aborted. Please try again.'
		);
		expect( form ).not.toHaveClass( 'processing' );
	} );

	it( 'a gateway may take over a success (checkout_place_order_success false)', async () => {
		const { form, submit } = setUp( {
			ok: true,
			data: { result: 'success', redirect: '/thanks/' },
		} );
		form.addEventListener( 'checkout_place_order_success', ( event ) =>
			event.preventDefault()
		);
		submit();
		await flush();
		expect( assign ).not.toHaveBeenCalled();
	} );

	it( "a message in Stripe's own words is told in the catalogue's (SPEC §8); the shop's own stay", async () => {
		const { form, submit } = setUp( {
			ok: true,
			data: {
				result: 'failure',
				messages:
					'<ul class="woocommerce-error" role="alert"><li>Your card has insufficient funds.</li><li>Something else.</li></ul>',
			},
		} );
		submit();
		await flush();
		const items = form.querySelectorAll(
			'.woocommerce-NoticeGroup-checkout li'
		);
		expect(
			Array.from( items ).map( ( item ) => item.textContent )
		).toEqual( [ 'The card was declined.', 'Something else.' ] );
	} );
} );
