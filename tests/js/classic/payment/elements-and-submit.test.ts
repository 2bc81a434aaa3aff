/**
 * Each Stripe method's element is made once and moved into the new payment
 * box after an order review update (never made again); a method whose
 * element fails to load (or with no Stripe.js) says so in its box. Placing
 * the order with a Stripe method makes the payment method first: the submit
 * stops, the method goes into the form, the form is sent again and passes.
 */
import { createPaymentElements } from '../../../../assets/js/classic/payment/elements';
import { startSubmitHooks } from '../../../../assets/js/classic/payment/submit-hooks';
import { pay } from '../../../../assets/js/classic/payment/pay';
import type { PaymentPage } from '../../../../assets/js/classic/payment/page';
import type { GatewaySettings } from '../../../../assets/js/core/settings/types';
import { ask } from '../../../../assets/js/core/dom';

const settings = {
	cartTotal: 1800,
	currency: 'eur',
	methods: {
		card: { title: 'Card', countries: [], isReusable: true },
		sepa_debit: {
			title: 'SEPA Direct Debit',
			countries: [],
			isReusable: true,
		},
		blik: { title: 'BLIK', countries: [ 'PL' ], isReusable: false },
	},
	enabledBillingFields: [ 'billing_email' ],
	elementLayout: 'tabs',
	errorMessages: {},
} as unknown as GatewaySettings;

const PAYMENT_AREA = `<div id="payment" class="woocommerce-checkout-payment"><ul class="payment_methods">
<li class="payment_method_stripe"><input type="radio" name="payment_method" value="stripe" id="payment_method_stripe" checked><div class="payment_box payment_method_stripe"><div class="wc-stripe-upe-element" data-payment-method-type="card"></div></div></li>
<li class="payment_method_stripe_sepa_debit"><input type="radio" name="payment_method" value="stripe_sepa_debit"><div class="payment_box payment_method_stripe_sepa_debit"><div class="wc-stripe-upe-element" data-payment-method-type="sepa_debit"></div></div></li>
<li class="payment_method_stripe_blik"><input type="radio" name="payment_method" value="stripe_blik"><div class="payment_box payment_method_stripe_blik"><div class="wc-stripe-upe-element" data-payment-method-type="blik"><input id="wc-stripe-blik-code" class="input-text"></div></div></li>
</ul></div>`;

function renderPage(): PaymentPage {
	document.body.innerHTML = `<form class="checkout">${ PAYMENT_AREA }<p class="form-row validate-required"><input class="input-text" id="billing_email" value="e@example.com"></p></form>`;
	return {
		kind: 'checkout',
		form: document.querySelector( 'form' ) as HTMLFormElement,
		settings,
	};
}

function fakeStripe( { failing = [] as string[] } = {} ) {
	const created: string[] = [];
	const stripe = {
		elements: jest.fn( ( options: { paymentMethodTypes: string[] } ) => {
			const type = options.paymentMethodTypes[ 0 ];
			const listeners: Record< string, () => void > = {};
			const element = {
				mount: jest.fn( ( container: HTMLElement ) => {
					if ( failing.includes( type ) ) {
						listeners.loaderror?.();
						return;
					}
					const node = document.createElement( 'div' );
					node.className = `fake-${ type }`;
					container.append( node );
				} ),
				unmount: jest.fn(),
				destroy: jest.fn(),
				on: ( name: string, listener: () => void ) =>
					( listeners[ name ] = listener ),
			};
			created.push( type );
			return {
				create: () => element,
				update: jest.fn(),
				submit: jest.fn( async () => ( {} ) ),
			};
		} ),
		createPaymentMethod: jest.fn( async () => ( {
			paymentMethod: { id: 'pm_new' },
		} ) ),
	};
	return { stripe, created };
}

const flush = () => new Promise( ( resolve ) => setTimeout( resolve, 0 ) );

describe( 'The Payment Elements of a classic page', () => {
	it( 'are made once per method and moved into the new boxes after an update', async () => {
		const page = renderPage();
		const { stripe, created } = fakeStripe();
		const elements = createPaymentElements(
			page,
			Promise.resolve( [ stripe as never, null ] )
		);
		await elements.ready;
		expect( created ).toEqual( [ 'card', 'sepa_debit' ] );
		document.getElementById( 'payment' )!.outerHTML = PAYMENT_AREA;
		elements.mountAll();
		expect( created ).toEqual( [ 'card', 'sepa_debit' ] );
		const card = elements.handleFor( 'card' )!;
		expect( card.element.mount ).toHaveBeenLastCalledWith(
			document.querySelector( '[data-payment-method-type="card"]' )
		);
	} );

	it( 'a method whose element fails to load says so in its box; the others work', async () => {
		const page = renderPage();
		const { stripe } = fakeStripe( { failing: [ 'sepa_debit' ] } );
		const elements = createPaymentElements(
			page,
			Promise.resolve( [ stripe as never, null ] )
		);
		await elements.ready;
		expect(
			document.querySelector(
				'.payment_method_stripe_sepa_debit [role="alert"]'
			)?.textContent
		).toBe(
			'Failed to load SEPA Direct Debit payment method. Please refresh the page and try again.'
		);
		expect( elements.handleFor( 'sepa_debit' ) ).toBeNull();
		expect( elements.handleFor( 'card' ) ).not.toBeNull();
		// Still said after the payment area is replaced.
		document.getElementById( 'payment' )!.outerHTML = PAYMENT_AREA;
		elements.mountAll();
		expect(
			document.querySelector(
				'.payment_method_stripe_sepa_debit .wc-stripe-load-error'
			)
		).not.toBeNull();
	} );

	it( 'without Stripe.js every method says it failed to load', async () => {
		const page = renderPage();
		const elements = createPaymentElements(
			page,
			Promise.resolve( [ null, null ] )
		);
		await elements.ready;
		expect(
			document.querySelectorAll( '.wc-stripe-load-error' )
		).toHaveLength( 2 );
	} );
} );

describe( 'Placing the order with a Stripe method', () => {
	function setUp() {
		const page = renderPage();
		const { stripe } = fakeStripe();
		const elements = createPaymentElements(
			page,
			Promise.resolve( [ stripe as never, null ] )
		);
		const flow = {
			getStripe: jest.fn( async () => stripe as never ),
			methodInForm: jest.fn(),
			leaving: jest.fn(),
			fail: jest.fn(),
			complete: jest.fn(),
		};
		const api = { form: page.form, showError: jest.fn() };
		const resubmits: number[] = [];
		page.form.requestSubmit = jest.fn( () =>
			resubmits.push(
				ask( page.form, 'checkout_place_order_stripe' ) ? 1 : 0
			)
		);
		const hooks = {
			busy: jest.fn( () => false ),
			begin: jest.fn(),
			pay: jest.fn( ( request ) => pay( request, flow ) ),
		};
		startSubmitHooks( page, elements, api, hooks );
		return { page, stripe, flow, api, hooks, resubmits };
	}

	it( 'stops the submit, makes the payment method, puts it in the form and sends the form again, which passes', async () => {
		const { page, stripe, flow, resubmits } = setUp();
		expect( ask( page.form, 'checkout_place_order_stripe' ) ).toBe( false );
		await flush();
		await flush();
		expect( stripe.createPaymentMethod ).toHaveBeenCalledWith(
			expect.objectContaining( {
				params: {
					billing_details: expect.objectContaining( {
						email: 'e@example.com',
					} ),
				},
			} )
		);
		expect(
			(
				page.form.querySelector(
					'input[name="wc-stripe-payment-method"]'
				) as HTMLInputElement
			 ).value
		).toBe( 'pm_new' );
		expect( flow.methodInForm ).toHaveBeenCalledWith( 'form-submits' );
		expect( resubmits ).toEqual( [ 1 ] );
		// The next submit (a new attempt) makes a new method again.
		expect( ask( page.form, 'checkout_place_order_stripe' ) ).toBe( false );
	} );

	it( 'a saved method goes straight on', () => {
		const { page, hooks } = setUp();
		page.form.insertAdjacentHTML(
			'beforeend',
			'<input type="radio" id="wc-stripe-payment-token-new" value="new">'
		);
		expect( ask( page.form, 'checkout_place_order_stripe' ) ).toBe( true );
		expect( hooks.pay ).not.toHaveBeenCalled();
	} );

	it( 'a form missing a required field goes straight on (the shop names it)', () => {
		const { page, hooks } = setUp();
		(
			document.getElementById( 'billing_email' ) as HTMLInputElement
		 ).value = '';
		expect( ask( page.form, 'checkout_place_order_stripe' ) ).toBe( true );
		expect( hooks.pay ).not.toHaveBeenCalled();
	} );

	it( 'while another payment is under way, nothing starts', () => {
		const { page, hooks } = setUp();
		hooks.busy.mockReturnValue( true );
		expect( ask( page.form, 'checkout_place_order_stripe' ) ).toBe( false );
		expect( hooks.pay ).not.toHaveBeenCalled();
	} );

	it( "BLIK: a bad code says 'BLIK Code is invalid' and releases the form", async () => {
		const { page, flow, api } = setUp();
		(
			document.getElementById( 'wc-stripe-blik-code' ) as HTMLInputElement
		 ).value = '12345';
		expect( ask( page.form, 'checkout_place_order_stripe_blik' ) ).toBe(
			false
		);
		await flush();
		expect( flow.fail ).toHaveBeenCalled();
		expect( api.showError ).toHaveBeenCalledWith( 'BLIK Code is invalid' );
	} );

	it( 'a method whose element failed to load: the invalid-details message', async () => {
		const page = renderPage();
		const elements = createPaymentElements(
			page,
			Promise.resolve( [ null, null ] )
		);
		const api = { form: page.form, showError: jest.fn() };
		const flow = {
			getStripe: jest.fn( async () => null ),
			methodInForm: jest.fn(),
			leaving: jest.fn(),
			fail: jest.fn(),
			complete: jest.fn(),
		};
		startSubmitHooks( page, elements, api, {
			busy: () => false,
			begin: () => undefined,
			pay: ( request ) => pay( request, flow ),
		} );
		ask( page.form, 'checkout_place_order_stripe' );
		await flush();
		await flush();
		expect( api.showError ).toHaveBeenCalledWith(
			'Invalid or missing payment details. Please ensure the provided payment method is correctly entered.'
		);
	} );
} );
