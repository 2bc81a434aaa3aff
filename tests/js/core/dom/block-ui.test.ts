import {
	block,
	isBlocked,
	noticeList,
	unblock,
} from '../../../../assets/js/core/dom';

describe( 'Blocking an element while a request runs', () => {
	it( 'covers it with a white overlay at opacity 0.6, once', () => {
		const form = document.createElement( 'form' );
		block( form );
		block( form );
		const overlays = form.querySelectorAll( '.blockOverlay' );
		expect( overlays ).toHaveLength( 1 );
		const overlay = overlays[ 0 ] as HTMLElement;
		expect( overlay.style.opacity ).toBe( '0.6' );
		expect( overlay.style.background ).toMatch(
			/#fff|rgb\(255, 255, 255\)/
		);
		expect( form.getAttribute( 'aria-busy' ) ).toBe( 'true' );
		unblock( form );
		expect( isBlocked( form ) ).toBe( false );
		expect( form.hasAttribute( 'aria-busy' ) ).toBe( false );
	} );
} );

describe( 'Notices from our messages', () => {
	it( 'are text in an alert list: markup in a message stays text', () => {
		const list = noticeList( [ '<img src=x onerror=alert(1)>' ] );
		expect( list.className ).toBe( 'woocommerce-error' );
		expect( list.getAttribute( 'role' ) ).toBe( 'alert' );
		expect( list.querySelector( 'img' ) ).toBeNull();
		expect( list.textContent ).toBe( '<img src=x onerror=alert(1)>' );
	} );
} );
