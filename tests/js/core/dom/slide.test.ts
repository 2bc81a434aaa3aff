/**
 * Slides end where the last one asked: a box shown again while it was
 * sliding away stays shown, and the other way round.
 */
import { slideDown, slideUp } from '../../../../assets/js/core/dom/slide';

function box( hidden: boolean ): HTMLElement {
	const element = document.createElement( 'div' );
	element.hidden = hidden;
	document.body.appendChild( element );
	return element;
}

beforeEach( () => jest.useFakeTimers() );
afterEach( () => jest.useRealTimers() );

describe( 'Slides', () => {
	it( 'a box slid up then down again before the first slide ends stays shown', () => {
		const element = box( false );
		slideUp( element, 230 );
		jest.advanceTimersByTime( 100 );
		slideDown( element, 230 );
		jest.advanceTimersByTime( 1000 );
		expect( element.hidden ).toBe( false );
		expect( element.style.height ).toBe( '' );
	} );

	it( 'a box slid down then up again before the first slide ends ends hidden', () => {
		const element = box( true );
		slideDown( element, 230 );
		jest.advanceTimersByTime( 100 );
		slideUp( element, 230 );
		jest.advanceTimersByTime( 1000 );
		expect( element.hidden ).toBe( true );
		expect( element.style.overflow ).toBe( '' );
	} );

	it( 'a slide that runs to its end hides or shows the box', () => {
		const element = box( false );
		slideUp( element, 230 );
		expect( element.hidden ).toBe( false );
		jest.advanceTimersByTime( 230 );
		expect( element.hidden ).toBe( true );
		slideDown( element, 230 );
		expect( element.hidden ).toBe( false );
	} );
} );
