import { keepExpressArea } from '../../../../assets/js/storefront/cart/kept-express-area';

/** The cart totals as the shop prints them, with or without the kept space. */
const totals = ( reserve: boolean ) => {
	const element = document.createElement( 'div' );
	element.className = 'cart_totals';
	element.innerHTML = `<div class="wc-proceed-to-checkout"><a class="checkout-button">Proceed to checkout</a>${
		reserve
			? '<div class="wc-stripe-express-checkout-reserve" style="height:192px"></div>'
			: ''
	}<div id="wc-stripe-express-checkout-element" style="display:none"></div><wc-order-attribution-inputs id="wc-stripe-express-checkout__order-attribution-inputs"></wc-order-attribution-inputs></div>`;
	return element;
};

describe( 'a cart totals refresh keeps the wallet buttons area', () => {
	it( 'once the buttons drew: the mounted buttons move into the new totals, and the new kept space goes (no blank gap above them)', () => {
		const old = totals( false );
		const buttons = old.querySelector(
			'#wc-stripe-express-checkout-element'
		) as HTMLElement;
		buttons.style.display = '';
		buttons.innerHTML = '<button data-wallet="google_pay"></button>';
		const fresh = totals( true );
		keepExpressArea( old, fresh );
		expect(
			fresh.querySelectorAll( '.wc-stripe-express-checkout-reserve' )
		).toHaveLength( 0 );
		expect(
			fresh.querySelector( '#wc-stripe-express-checkout-element' )
		).toBe( buttons );
		expect( fresh.querySelector( '[data-wallet]' ) ).not.toBeNull();
	} );

	it( 'before the buttons drew: the old kept space (the one the buttons will remove) stays, once', () => {
		const old = totals( true );
		const oldReserve = old.querySelector(
			'.wc-stripe-express-checkout-reserve'
		);
		const fresh = totals( true );
		keepExpressArea( old, fresh );
		const reserves = fresh.querySelectorAll(
			'.wc-stripe-express-checkout-reserve'
		);
		expect( reserves ).toHaveLength( 1 );
		expect( reserves[ 0 ] ).toBe( oldReserve );
		// Still just before the container, where the buttons' script looks.
		expect(
			fresh.querySelector( '#wc-stripe-express-checkout-element' )
				?.previousElementSibling
		).toBe( oldReserve );
	} );
} );
