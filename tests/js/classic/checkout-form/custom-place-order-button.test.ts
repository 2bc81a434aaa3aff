/**
 * Our payment pages drive `wc.customPlaceOrderButton` where WooCommerce's
 * checkout.js and add-payment-method.js would (WooCommerce 10.6): its own
 * registry when its script is on the page, else our stand-in, which a
 * gateway registers with in the same way.
 */
import { driveCustomButtons } from '../../../../assets/js/classic/checkout-form/custom-place-order-button';
import { watchCustomPlaceOrderButtons } from '../../../../assets/js/classic/checkout-form/custom-buttons';

type Page = Window & {
	wc?: { customPlaceOrderButton?: Record< string, unknown > };
	wc_checkout_params?: Record< string, unknown >;
};
const page = window as Page;

function renderCheckout() {
	document.body.innerHTML = `<form class="checkout"><ul class="payment_methods">
<li><input type="radio" name="payment_method" id="payment_method_stripe" value="stripe" checked></li>
<li><input type="radio" name="payment_method" id="payment_method_cheque" value="cheque"></li>
</ul><button id="place_order">Place order</button></form>`;
	return document.querySelector( 'form' ) as HTMLFormElement;
}

const settle = () => new Promise( ( resolve ) => setTimeout( resolve, 0 ) );

afterEach( () => {
	delete page.wc;
	delete page.wc_checkout_params;
} );

describe( 'WooCommerce’s own registry on the page is driven', () => {
	it( 'as the page opens (hide on init, show the chosen), on each method clicked, and cleaned up before update_checkout', () => {
		const form = renderCheckout();
		const theirs = {
			register: jest.fn(),
			__maybeShow: jest.fn(),
			__maybeHideDefaultButtonOnInit: jest.fn(),
			__cleanup: jest.fn(),
		};
		driveCustomButtons( form, theirs, [], [] );
		expect( theirs.__maybeHideDefaultButtonOnInit ).toHaveBeenCalledWith(
			'stripe'
		);
		expect( theirs.__maybeShow ).toHaveBeenLastCalledWith(
			'stripe',
			expect.objectContaining( {
				validate: expect.any( Function ),
				submit: expect.any( Function ),
			} )
		);
		(
			form.querySelector( '#payment_method_cheque' ) as HTMLElement
		 ).click();
		expect( theirs.__maybeShow ).toHaveBeenLastCalledWith(
			'cheque',
			expect.anything()
		);
		document.body.dispatchEvent(
			new CustomEvent( 'update_checkout', { bubbles: true } )
		);
		expect( theirs.__cleanup ).toHaveBeenCalled();
		document.body.dispatchEvent(
			new CustomEvent( 'wc_custom_place_order_button_registered', {
				detail: [ 'cheque' ],
			} )
		);
		expect( theirs.__maybeShow ).toHaveBeenLastCalledWith(
			'cheque',
			expect.anything()
		);
		expect( page.wc?.customPlaceOrderButton ).toBe( theirs );
	} );
} );

describe( 'Our stand-in, where WooCommerce’s registry is not', () => {
	it( 'a gateway registering before the code is there is heard: its button shows while it is chosen, Place order is hidden', async () => {
		const form = renderCheckout();
		watchCustomPlaceOrderButtons( form );
		const cleanup = jest.fn();
		(
			page.wc!.customPlaceOrderButton!.register as (
				...args: unknown[]
			) => void
		 )( 'cheque', {
			render: ( container: HTMLElement ) =>
				container.append( 'Pay by cheque' ),
			cleanup,
		} );
		await settle();
		await settle();
		const container = () =>
			form.querySelector( '.wc-custom-place-order-button' );
		expect( container() ).toBeNull();
		(
			form.querySelector( '#payment_method_cheque' ) as HTMLElement
		 ).click();
		expect( container()?.textContent ).toBe( 'Pay by cheque' );
		expect( form.classList ).toContain( 'has-custom-place-order-button' );
		expect(
			document.getElementById( 'wc-custom-place-order-button-styles' )
				?.textContent
		).toContain( '#place_order { display: none !important; }' );
		(
			form.querySelector( '#payment_method_stripe' ) as HTMLElement
		 ).click();
		expect( container() ).toBeNull();
		expect( cleanup ).toHaveBeenCalledTimes( 1 );
		expect( form.classList ).not.toContain(
			'has-custom-place-order-button'
		);
	} );

	it( 'a gateway the params name keeps Place order hidden until its button is there (no flash)', async () => {
		const form = renderCheckout();
		(
			form.querySelector( '#payment_method_cheque' ) as HTMLInputElement
		 ).checked = true;
		page.wc_checkout_params = {
			gateways_with_custom_place_order_button: [ 'cheque' ],
		};
		watchCustomPlaceOrderButtons( form );
		await settle();
		await settle();
		expect( form.classList ).toContain( 'has-custom-place-order-button' );
		expect(
			form.querySelector( '.wc-custom-place-order-button' )
		).toBeNull();
	} );

	it( 'a registration without render and cleanup is refused with a message for its developer', async () => {
		const form = renderCheckout();
		driveCustomButtons( form, undefined, [ [ 'cheque', {} ] ], [] );
		expect( console ).toHaveErroredWith(
			'wc.customPlaceOrderButton.register( gatewayId, { render, cleanup } ): gatewayId must be a non-empty string, render and cleanup functions.'
		);
		(
			form.querySelector( '#payment_method_cheque' ) as HTMLElement
		 ).click();
		expect(
			form.querySelector( '.wc-custom-place-order-button' )
		).toBeNull();
	} );
} );
