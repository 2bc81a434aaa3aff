/**
 * The mini cart's background refresh: `get_refreshed_fragments` with
 * WooCommerce's `time` field, given up after the shop's own timeout, and
 * null (nothing for the shopper to read) whenever no usable answer came.
 */
import { requestRefreshedFragments } from '../../../../assets/js/core/transport/refreshed-fragments';
import { fakeFetch, formOf } from './fake-fetch';

const TEMPLATE = '/?wc-ajax=%%endpoint%%';

describe( 'get_refreshed_fragments', () => {
	afterEach( () => jest.useRealTimers() );

	it( 'posts time=<ms> as a form and resolves to the answer', async () => {
		const fake = fakeFetch( () => ( {
			body: { fragments: { a: '<a></a>' }, cart_hash: 'h' },
		} ) );
		const answer = await requestRefreshedFragments(
			TEMPLATE,
			5000,
			fake.fetch
		);
		expect( answer ).toEqual( {
			fragments: { a: '<a></a>' },
			cart_hash: 'h',
		} );
		const [ call ] = fake.calls;
		expect( call.url ).toBe( '/?wc-ajax=get_refreshed_fragments' );
		expect( call.init.method ).toBe( 'POST' );
		expect( call.init.credentials ).toBe( 'same-origin' );
		expect( call.init.headers ).toEqual( {
			'Content-Type': 'application/x-www-form-urlencoded; charset=UTF-8',
		} );
		expect( Number( formOf( call ).get( 'time' ) ) ).toBeGreaterThan( 0 );
	} );

	it( 'gives up after the shop’s timeout, and not before', async () => {
		jest.useFakeTimers();
		const fake = fakeFetch( () => 'hang' );
		let settled = false;
		const pending = requestRefreshedFragments(
			TEMPLATE,
			5000,
			fake.fetch
		).then( ( answer ) => {
			settled = true;
			return answer;
		} );
		jest.advanceTimersByTime( 4999 );
		await Promise.resolve();
		expect( settled ).toBe( false );
		jest.advanceTimersByTime( 1 );
		expect( await pending ).toBeNull();
		expect( ( fake.calls[ 0 ].init.signal as AbortSignal ).aborted ).toBe(
			true
		);
	} );

	it.each( [
		[ 'a network failure', () => 'network-error' as const ],
		[ 'an HTTP error', () => ( { status: 500, body: { fragments: {} } } ) ],
		[ 'an answer that is not JSON', () => ( { text: '<html>' } ) ],
	] )( 'resolves to null on %s', async ( _name, answer ) => {
		const fake = fakeFetch( answer );
		expect(
			await requestRefreshedFragments( TEMPLATE, 5000, fake.fetch )
		).toBeNull();
	} );
} );
