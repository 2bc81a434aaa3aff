import {
	createLatestWins,
	createRequestQueue,
	repairCheckoutJson,
} from '../../../../assets/js/core/transport';

describe( 'Add and remove requests are queued and run one at a time (SPEC §4)', () => {
	it( 'runs tasks in order, never two at once', async () => {
		const queue = createRequestQueue();
		const log: string[] = [];
		let running = 0;
		const task = ( name: string ) => async () => {
			running++;
			expect( running ).toBe( 1 );
			log.push( `start ${ name }` );
			await new Promise( ( resolve ) => setTimeout( resolve, 5 ) );
			log.push( `end ${ name }` );
			running--;
			return name;
		};
		const results = await Promise.all( [
			queue.enqueue( task( 'a' ) ),
			queue.enqueue( task( 'b' ) ),
		] );
		expect( results ).toEqual( [ 'a', 'b' ] );
		expect( log ).toEqual( [ 'start a', 'end a', 'start b', 'end b' ] );
	} );

	it( 'a failing task does not block the next', async () => {
		const queue = createRequestQueue();
		const failed = queue.enqueue( () =>
			Promise.reject( new Error( 'no' ) )
		);
		const next = queue.enqueue( () => Promise.resolve( 'ok' ) );
		await expect( failed ).rejects.toThrow( 'no' );
		await expect( next ).resolves.toBe( 'ok' );
	} );
} );

describe( 'Checkout updates: typing waits 1 s, other changes update after 5 ms; a new update aborts one in flight (SPEC §4)', () => {
	beforeEach( () => jest.useFakeTimers() );
	afterEach( () => jest.useRealTimers() );

	it( 'typing waits 1000 ms, restarting on each keystroke', () => {
		const runner = createLatestWins();
		const task = jest.fn( () => Promise.resolve() );
		runner.schedule( 'typing', task );
		jest.advanceTimersByTime( 900 );
		runner.schedule( 'typing', task );
		jest.advanceTimersByTime( 900 );
		expect( task ).not.toHaveBeenCalled();
		jest.advanceTimersByTime( 100 );
		expect( task ).toHaveBeenCalledTimes( 1 );
	} );

	it( 'other changes update after 5 ms', () => {
		const runner = createLatestWins();
		const task = jest.fn( () => Promise.resolve() );
		runner.schedule( 'other', task );
		jest.advanceTimersByTime( 4 );
		expect( task ).not.toHaveBeenCalled();
		jest.advanceTimersByTime( 1 );
		expect( task ).toHaveBeenCalledTimes( 1 );
	} );

	it( 'a new update aborts the one in flight', () => {
		const runner = createLatestWins();
		const signals: AbortSignal[] = [];
		const task = ( signal: AbortSignal ) => {
			signals.push( signal );
			return new Promise< void >( () => {} );
		};
		runner.schedule( 'other', task );
		jest.advanceTimersByTime( 5 );
		runner.schedule( 'other', task );
		jest.advanceTimersByTime( 5 );
		expect( signals[ 0 ].aborted ).toBe( true );
		expect( signals[ 1 ].aborted ).toBe( false );
	} );
} );

describe( 'Malformed JSON responses from checkout are repaired by extracting the result object (SPEC §7)', () => {
	it( 'reads clean JSON', () => {
		expect(
			repairCheckoutJson( '{"result":"success","redirect":"/thanks/"}' )
		).toEqual( { result: 'success', redirect: '/thanks/' } );
	} );
	it( 'extracts the result from PHP notices around it', () => {
		expect(
			repairCheckoutJson(
				'<br /><b>Notice</b>: x in y<br />{"result":"failure","messages":"<ul><li>{bad}</li></ul>","refresh":true}trailing'
			)
		).toEqual( {
			result: 'failure',
			messages: '<ul><li>{bad}</li></ul>',
			refresh: true,
		} );
	} );
	it.each( [ '', 'garbage', '{"result":"maybe"}', '{"result":', null, 42 ] )(
		'%p → null',
		( text ) => {
			expect( repairCheckoutJson( text ) ).toBeNull();
		}
	);
} );
