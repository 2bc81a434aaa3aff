import { createVisibility } from '../../../assets/js/express/visibility';

function page() {
	document.body.innerHTML = `<div id="wc-stripe-express-checkout-element" style="display:none"></div>
		<p id="wc-stripe-express-checkout-button-separator" style="display:none">— OR —</p>`;
	return {
		container: document.getElementById(
			'wc-stripe-express-checkout-element'
		)!,
		separator: document.getElementById(
			'wc-stripe-express-checkout-button-separator'
		)!,
	};
}

describe( 'Container and separator hidden until a wallet is available', () => {
	it( 'stay hidden while no wallet reported', () => {
		const { container, separator } = page();
		createVisibility( container ).allow( true );
		expect( container.style.display ).toBe( 'none' );
		expect( separator.style.display ).toBe( 'none' );
	} );

	it( 'show together once a wallet reports it can pay', () => {
		const { container, separator } = page();
		createVisibility( container ).available();
		expect( container.style.display ).toBe( '' );
		expect( separator.style.display ).toBe( '' );
	} );

	it( 'the page can hide them (an unavailable variation) and allow them again', () => {
		const { container, separator } = page();
		const visibility = createVisibility( container );
		visibility.available();
		visibility.allow( false );
		expect( container.style.display ).toBe( 'none' );
		expect( separator.style.display ).toBe( 'none' );
		visibility.allow( true );
		expect( container.style.display ).toBe( '' );
	} );
} );

describe( 'The legacy Payment Request Button’s wrapper and separator', () => {
	it( 'show together once a wallet reports it can pay, the kept space going in the same frame', () => {
		document.body.innerHTML = `<div class="wc-stripe-express-checkout-reserve"></div><div id="wc-stripe-payment-request-wrapper" style="display:none"><div id="wc-stripe-payment-request-button"></div></div>
			<p id="wc-stripe-payment-request-button-separator" style="display:none">— OR —</p>`;
		const container = document.getElementById(
			'wc-stripe-payment-request-wrapper'
		)!;
		const visibility = createVisibility( container );
		visibility.expect( 1 );
		visibility.available();
		expect( container.style.display ).toBe( '' );
		expect(
			document.getElementById(
				'wc-stripe-payment-request-button-separator'
			)!.style.display
		).toBe( '' );
		expect(
			document.querySelector( '.wc-stripe-express-checkout-reserve' )
		).toBeNull();
	} );
} );
