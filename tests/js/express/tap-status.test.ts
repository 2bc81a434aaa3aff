/**
 * The wallet buttons' status line: a polite live region just after their
 * container, there before its first message, that never gives back the
 * height a message took.
 */
import { createTapStatus } from '../../../assets/js/express/tap-status';

function setUp() {
	document.body.innerHTML =
		'<div id="wc-stripe-express-checkout-element"></div><p id="after">— OR —</p>';
	const container = document.getElementById(
		'wc-stripe-express-checkout-element'
	)!;
	const say = createTapStatus( container );
	const line = container.nextElementSibling as HTMLElement;
	return { container, say, line };
}

describe( 'Told at the buttons, in words a screen reader announces', () => {
	it( 'a polite status region right after the buttons, empty until there is something to say', () => {
		const { line } = setUp();
		expect( line.getAttribute( 'role' ) ).toBe( 'status' );
		expect( line.getAttribute( 'aria-live' ) ).toBe( 'polite' );
		expect( line.textContent ).toBe( '' );
		expect( line.nextElementSibling?.id ).toBe( 'after' );
	} );

	it( 'says a message, and empties without giving back its height', () => {
		const { say, line } = setUp();
		say( 'The total is being updated. Tap the button again in a moment.' );
		expect( line.textContent ).toBe(
			'The total is being updated. Tap the button again in a moment.'
		);
		jest.spyOn( line, 'offsetHeight', 'get' ).mockReturnValue( 24 );
		say( '' );
		expect( line.textContent ).toBe( '' );
		expect( line.style.minHeight ).toBe( '24px' );
	} );

	it( 'says nothing of buttons the page hides', () => {
		const { container, say, line } = setUp();
		container.style.display = 'none';
		say( 'The total is being updated. Tap the button again in a moment.' );
		expect( line.textContent ).toBe( '' );
	} );
} );

describe( 'The line follows the buttons when the cart page draws its totals again', () => {
	it( 'moved with the container into the new totals, it is put back beside it', () => {
		const { container, say, line } = setUp();
		const fresh = document.createElement( 'div' );
		document.body.appendChild( fresh );
		fresh.appendChild( container );
		say( '' );
		expect( container.nextElementSibling ).toBe( line );
	} );
} );
