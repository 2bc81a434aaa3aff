/**
 * One deadline per tap: Stripe drops a click not answered within 1 s, so
 * what a tap waits for ends 700 ms after the click, however it is split.
 */
import {
	TAP_WAIT_MS,
	tapDeadline,
} from '../../../../assets/js/core/express/tap-deadline';

const later = < T >( ms: number, value: T ) =>
	new Promise< T >( ( resolve ) => setTimeout( () => resolve( value ), ms ) );

describe( 'A tap waits 700 ms in all, within Stripe’s second', () => {
	beforeEach( () => jest.useFakeTimers() );
	afterEach( () => jest.useRealTimers() );

	it( 'work that ends in time gives its result', async () => {
		const deadline = tapDeadline();
		const result = deadline.within( later( TAP_WAIT_MS - 1, 'read' ) );
		await jest.advanceTimersByTimeAsync( TAP_WAIT_MS - 1 );
		expect( await result ).toEqual( { done: true, value: 'read' } );
	} );

	it( 'work still under way at 700 ms is not waited for', async () => {
		const deadline = tapDeadline();
		const result = deadline.within( later( 5000, 'read' ) );
		await jest.advanceTimersByTimeAsync( TAP_WAIT_MS );
		expect( await result ).toEqual( { done: false } );
	} );

	it( 'two waits share the one deadline: the second gets only what is left', async () => {
		const deadline = tapDeadline();
		const first = deadline.within( later( 500, 'check' ) );
		await jest.advanceTimersByTimeAsync( 500 );
		expect( await first ).toEqual( { done: true, value: 'check' } );
		const second = deadline.within( later( 300, 'read' ) );
		await jest.advanceTimersByTimeAsync( TAP_WAIT_MS - 500 );
		expect( await second ).toEqual( { done: false } );
	} );
} );
