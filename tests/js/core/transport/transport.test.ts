import { createTransport } from '../../../../assets/js/core/transport';
import { fakeFetch, formOf } from './fake-fetch';

describe( 'One transport: timeouts, aborts and other failures each give their own spec message (SPEC §8)', () => {
	afterEach( () => jest.useRealTimers() );

	it( "a timeout says 'A timeout occurred while connecting to the server. Please try again.'", async () => {
		jest.useFakeTimers();
		const { fetch } = fakeFetch( () => 'hang' );
		const pending = createTransport( { fetch, timeoutMs: 1000 } ).request( {
			url: '/x',
		} );
		jest.advanceTimersByTime( 1000 );
		const result = await pending;
		expect( result ).toEqual( {
			ok: false,
			error: {
				kind: 'network',
				failure: 'timeout',
				message:
					'A timeout occurred while connecting to the server. Please try again.',
			},
		} );
	} );

	it( "an abort by the caller says 'The connection to the server was aborted. Please try again.'", async () => {
		const { fetch } = fakeFetch( () => 'hang' );
		const controller = new AbortController();
		const pending = createTransport( { fetch } ).request( {
			url: '/x',
			signal: controller.signal,
		} );
		controller.abort();
		const result = await pending;
		expect( result.ok === false && result.error ).toEqual( {
			kind: 'network',
			failure: 'abort',
			message:
				'The connection to the server was aborted. Please try again.',
		} );
	} );

	it( "any other failure says 'An error occurred while connecting to the server. Please try again.'", async () => {
		const { fetch } = fakeFetch( () => 'network-error' );
		const result = await createTransport( { fetch } ).request( {
			url: '/x',
		} );
		expect( result.ok === false && result.error ).toEqual( {
			kind: 'network',
			failure: 'other',
			message:
				'An error occurred while connecting to the server. Please try again.',
		} );
	} );

	it( 'a non-2xx answer carries the server message, code and body', async () => {
		const body = {
			code: 'woocommerce_rest_cart_empty',
			message: 'Cannot create order from empty cart.',
			data: { status: 400 },
		};
		const { fetch } = fakeFetch( () => ( { status: 400, body } ) );
		const result = await createTransport( { fetch } ).request( {
			url: '/x',
		} );
		expect( result.ok === false && result.error ).toEqual( {
			kind: 'http',
			status: 400,
			message: 'Cannot create order from empty cart.',
			code: 'woocommerce_rest_cart_empty',
			data: body,
			headers: expect.any( Headers ),
		} );
	} );

	it( 'reads the wp-ajax error envelope message', async () => {
		const { fetch } = fakeFetch( () => ( {
			status: 403,
			body: { success: false, data: { error: { message: 'Nope.' } } },
		} ) );
		const result = await createTransport( { fetch } ).request( {
			url: '/x',
		} );
		expect( result.ok === false && result.error.message ).toBe( 'Nope.' );
	} );

	it( 'an unreadable 2xx body is a parse error, not a crash', async () => {
		const { fetch } = fakeFetch( () => ( { text: '<html>' } ) );
		const result = await createTransport( { fetch } ).request( {
			url: '/x',
		} );
		expect( result.ok === false && result.error.kind ).toBe( 'parse' );
	} );

	it( 'sends forms PHP-style, nested objects and lists included', async () => {
		const { fetch, calls } = fakeFetch( () => ( { body: {} } ) );
		await createTransport( { fetch } ).request( {
			url: '/x',
			form: {
				a: 'b',
				shipping_method: [ 'flat_rate:1' ],
				address: { city: 'Berlin' },
				skip: undefined,
				empty: null,
			},
		} );
		expect( formOf( calls[ 0 ] ).toString() ).toBe(
			'a=b&shipping_method%5B0%5D=flat_rate%3A1&address%5Bcity%5D=Berlin&empty='
		);
		expect( calls[ 0 ].init.method ).toBe( 'POST' );
	} );
} );
