/**
 * The payment method list: one payment box open at a time, the Place order
 * text from the chosen method, `payment_method_selected` only when the
 * choice changes, the choice kept after the area is replaced, and methods
 * limited to some billing countries hidden and unticked elsewhere.
 */
import { startPaymentList } from '../../../../assets/js/classic/checkout-form/payment-methods';
import { renderCheckout } from '../checkout-markup';

const box = ( gateway: string ) =>
	document.querySelector(
		`div.payment_box.payment_method_${ gateway }`
	) as HTMLElement;
const shown = ( element: HTMLElement ) =>
	! element.hidden && element.style.display !== 'none';
const radio = ( gateway: string ) =>
	document.getElementById(
		`payment_method_${ gateway }`
	) as HTMLInputElement;

describe( 'The payment method list', () => {
	let selected: jest.Mock;
	beforeEach( () => {
		selected = jest.fn();
		document.body.addEventListener( 'payment_method_selected', selected );
	} );
	afterEach( () =>
		document.body.removeEventListener( 'payment_method_selected', selected )
	);

	it( 'opens only the chosen method’s box (230 ms slides)', () => {
		jest.useFakeTimers();
		const form = renderCheckout();
		startPaymentList( form );
		expect( shown( box( 'stripe' ) ) ).toBe( true );
		expect( shown( box( 'cheque' ) ) ).toBe( false );
		radio( 'cheque' ).click();
		jest.advanceTimersByTime( 230 );
		jest.useRealTimers();
		expect( shown( box( 'cheque' ) ) ).toBe( true );
		expect( shown( box( 'stripe' ) ) ).toBe( false );
		expect( shown( box( 'stripe_blik' ) ) ).toBe( false );
	} );

	it( 'a method chosen again while its box is still sliding away gets its box back, and only it', () => {
		jest.useFakeTimers();
		const form = renderCheckout();
		startPaymentList( form );
		radio( 'cheque' ).click();
		jest.advanceTimersByTime( 50 );
		radio( 'stripe' ).click();
		jest.advanceTimersByTime( 1000 );
		jest.useRealTimers();
		expect( shown( box( 'stripe' ) ) ).toBe( true );
		expect( shown( box( 'cheque' ) ) ).toBe( false );
	} );

	it( 'fires payment_method_selected only when the choice changes', () => {
		const form = renderCheckout();
		startPaymentList( form );
		expect( selected ).toHaveBeenCalledTimes( 1 );
		radio( 'stripe' ).click();
		expect( selected ).toHaveBeenCalledTimes( 1 );
		radio( 'cheque' ).click();
		expect( selected ).toHaveBeenCalledTimes( 2 );
	} );

	it( 'takes the Place order text from the method, else the button’s own', () => {
		const form = renderCheckout();
		startPaymentList( form );
		const button = document.getElementById( 'place_order' )!;
		radio( 'stripe_blik' ).click();
		expect( button.textContent ).toBe( 'Pay with BLIK' );
		radio( 'cheque' ).click();
		expect( button.textContent ).toBe( 'Place order' );
	} );

	it( 're-checks the shopper’s choice after the payment area was replaced', () => {
		const form = renderCheckout();
		const list = startPaymentList( form );
		radio( 'cheque' ).click();
		const payment = document.getElementById( 'payment' )!;
		const fresh = payment.cloneNode( true ) as HTMLElement;
		(
			fresh.querySelector( '#payment_method_cheque' ) as HTMLInputElement
		 ).checked = false;
		(
			fresh.querySelector( '#payment_method_stripe' ) as HTMLInputElement
		 ).checked = true;
		payment.replaceWith( fresh );
		list.init();
		expect( radio( 'cheque' ).checked ).toBe( true );
		expect( shown( box( 'cheque' ) ) ).toBe( true );
		expect( shown( box( 'stripe' ) ) ).toBe( false );
	} );

	it( 'hides and unticks a method the billing country may not use', () => {
		const form = renderCheckout();
		const list = startPaymentList(
			form,
			( item, country ) =>
				item.dataset.paymentMethodType !== 'blik' || country === 'PL'
		);
		radio( 'stripe_blik' ).click();
		list.filterByCountry( 'DE' );
		const blik = radio( 'stripe_blik' ).closest( 'li' ) as HTMLElement;
		expect( blik.hidden ).toBe( true );
		expect( radio( 'stripe_blik' ).checked ).toBe( false );
		expect( radio( 'stripe' ).checked ).toBe( true );
		list.filterByCountry( 'PL' );
		expect( blik.hidden ).toBe( false );
	} );

	it( 'hides the radio when only one method is offered', () => {
		const form = renderCheckout();
		document
			.querySelectorAll(
				'li.wc_payment_method:not(.payment_method_cheque)'
			)
			.forEach( ( item ) => item.remove() );
		startPaymentList( form );
		expect( radio( 'cheque' ).hidden ).toBe( true );
		expect( radio( 'cheque' ).checked ).toBe( true );
		expect( shown( box( 'cheque' ) ) ).toBe( true );
	} );
} );
