/**
 * The cart's amount as the wallet buttons read it again after WooCommerce
 * updated the cart or the checkout: through the one transport, so within
 * its limit; a cart with nothing to pay is no sheet, a read without a
 * usable answer is a failure in the transport's words.
 */
import { cartSheet } from '../../../assets/js/express/read-cart';
import { parseExpressSettings } from '../../../assets/js/core/settings/parse-express-settings';
import {
	DEFAULT_TIMEOUT_MS,
	createTransport,
} from '../../../assets/js/core/transport/transport';
import { rawExpressData } from '../fixtures/express-data';

const settings = parseExpressSettings( rawExpressData() );

const cart = ( total: string ) => ( {
	items: [ { key: 'a', name: 'Sticker', quantity: 6, totals: {} } ],
	needs_shipping: false,
	totals: {
		total_price: total,
		total_tax: '30',
		currency_code: 'EUR',
		currency_minor_unit: 2,
	},
} );

const answering = ( status: number, body: unknown ) =>
	( async () =>
		( {
			ok: status < 400,
			status,
			headers: new Headers(),
			text: async () => JSON.stringify( body ),
		} ) as Response ) as unknown as typeof window.fetch;

/** A shop that never answers: only the caller's abort ends the call. */
const silent = ( ( _url: string, init: RequestInit ) =>
	new Promise( ( _resolve, reject ) =>
		init.signal?.addEventListener( 'abort', () =>
			reject( new DOMException( 'aborted', 'AbortError' ) )
		)
	) ) as unknown as typeof window.fetch;

describe( 'The cart read again for the wallet buttons', () => {
	it( 'a cart to pay: its sheet', async () => {
		const answer = await cartSheet(
			settings,
			createTransport( { fetch: answering( 200, cart( '330' ) ) } )
		);
		expect( answer ).toMatchObject( {
			ok: true,
			value: { amount: 330, currency: 'eur' },
		} );
	} );

	it( 'nothing to pay: no sheet (the buttons hide)', async () => {
		expect(
			await cartSheet(
				settings,
				createTransport( { fetch: answering( 200, cart( '0' ) ) } )
			)
		).toEqual( { ok: true, value: null } );
	} );

	it( 'an answer that is not a cart fails in the catalogue’s words', async () => {
		expect(
			await cartSheet(
				settings,
				createTransport( { fetch: answering( 200, { items: [] } ) } )
			)
		).toEqual( {
			ok: false,
			message:
				'An error occurred while connecting to the server. Please try again.',
		} );
	} );

	describe( 'The read has the transport’s limit', () => {
		beforeEach( () => jest.useFakeTimers() );
		afterEach( () => jest.useRealTimers() );

		it( 'a shop that never answers: a timeout at the transport’s limit, told in the catalogue’s words', async () => {
			let answer: unknown;
			cartSheet( settings, createTransport( { fetch: silent } ) ).then(
				( value ) => ( answer = value )
			);
			await jest.advanceTimersByTimeAsync( DEFAULT_TIMEOUT_MS - 1 );
			expect( answer ).toBeUndefined();
			await jest.advanceTimersByTimeAsync( 1 );
			expect( answer ).toEqual( {
				ok: false,
				message:
					'A timeout occurred while connecting to the server. Please try again.',
			} );
		} );
	} );
} );
