/**
 * Cart fragments replace their page areas; the mini cart fades to 0.6 and
 * is blocked while a cart request runs.
 */
import {
	OVERLAY_OPACITY,
	elementOf,
	isBlocked,
} from '../../../../assets/js/core/dom';
import { replaceFragments } from '../../../../assets/js/storefront/browsing/fragments';
import { fadeCartAreas } from '../../../../assets/js/storefront/browsing/actions/fade-cart-areas';

describe( 'Cart fragments', () => {
	beforeEach( () => {
		document.body.innerHTML =
			'<div class="widget_shopping_cart_content"><p>empty</p></div><span class="count">0</span>';
	} );

	it( 'each selector’s areas are replaced by the shop’s markup', () => {
		replaceFragments( {
			'div.widget_shopping_cart_content':
				'<div class="widget_shopping_cart_content"><ul><li>Beanie</li></ul></div>',
			'span.count': '<span class="count">1</span>',
			'not a [selector': '<p>ignored</p>',
		} );
		expect( document.body.innerHTML ).toBe(
			'<div class="widget_shopping_cart_content"><ul><li>Beanie</li></ul></div><span class="count">1</span>'
		);
	} );

	it( 'the mini cart fades to 0.6 and is blocked until the request ends', () => {
		const area = document.querySelector< HTMLElement >(
			'.widget_shopping_cart_content'
		)!;
		const restore = fadeCartAreas();
		expect( area.style.opacity ).toBe( String( OVERLAY_OPACITY ) );
		expect( area ).toHaveClass( 'updating' );
		expect( isBlocked( area ) ).toBe( true );
		restore();
		expect( area.style.opacity ).toBe( '' );
		expect( isBlocked( area ) ).toBe( false );
	} );

	it( 'an event argument stands for an element, also as a jQuery object', () => {
		const span = document.querySelector( 'span' )!;
		expect( elementOf( span ) ).toBe( span );
		expect( elementOf( { 0: span, jquery: '3.7.1' } ) ).toBe( span );
		expect( elementOf( 'span' ) ).toBeNull();
	} );
} );
