import { showExpressNotice } from '../../../assets/js/express/notices';

describe( 'Messages of the wallet buttons on classic pages, as text', () => {
	beforeEach( () => {
		document.body.innerHTML =
			'<div class="woocommerce-notices-wrapper"></div><div id="box"></div>';
		window.scrollTo = jest.fn();
	} );

	it( 'an error: an alert around a list, one item per line, never HTML', () => {
		showExpressNotice(
			document.getElementById( 'box' )!,
			'Invalid postcode.\n<img src=x onerror=alert(1)>'
		);
		const region = document.querySelector( '[role="alert"]' )!;
		expect( region.parentElement?.className ).toBe(
			'woocommerce-notices-wrapper'
		);
		const items = [ ...region.querySelectorAll( 'ul > li' ) ].map(
			( item ) => item.textContent
		);
		expect( items ).toEqual( [
			'Invalid postcode.',
			'<img src=x onerror=alert(1)>',
		] );
		expect( region.querySelector( 'img' ) ).toBeNull();
		expect( region.querySelector( 'ul' )?.hasAttribute( 'role' ) ).toBe(
			false
		);
	} );

	it( 'a new message replaces the previous one; an info note is a status', () => {
		const box = document.getElementById( 'box' )!;
		showExpressNotice( box, 'First' );
		showExpressNotice( box, 'Final taxes may differ.', 'info' );
		expect(
			document.querySelectorAll( '.wc-stripe-express-notice' )
		).toHaveLength( 1 );
		expect( document.querySelector( '[role="status"]' )?.textContent ).toBe(
			'Final taxes may differ.'
		);
	} );

	it( 'a page without a notices area gets one above the buttons', () => {
		document.body.innerHTML = '<main><div id="box"></div></main>';
		const box = document.getElementById( 'box' )!;
		showExpressNotice( box, 'Oops' );
		expect( box.previousElementSibling?.className ).toBe(
			'woocommerce-notices-wrapper'
		);
	} );
} );
