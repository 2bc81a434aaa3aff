/**
 * Cached cart fragments are reused only for the cart the shop's hash cookie
 * names, under a day old, and only with the mini cart in them.
 */
import {
	FRAGMENT_LIFETIME_MS,
	cacheDecision,
} from '../../../../assets/js/storefront/browsing/fragment-cache';

const NOW = 1_000_000_000_000;
const CACHED = {
	fragments: { 'div.widget_shopping_cart_content': '<div>…</div>' },
	storedHash: 'abc',
	cookieHash: 'abc',
	createdAt: NOW - 1000,
	now: NOW,
};

describe( 'Reusing cached cart fragments', () => {
	it( 'same hash, under a day old: reused, refreshed when the day is up', () => {
		expect( cacheDecision( CACHED ) ).toEqual( {
			reuse: true,
			refreshInMs: FRAGMENT_LIFETIME_MS - 1000,
		} );
	} );

	it( 'the cart changed elsewhere (another hash cookie): refreshed', () => {
		expect( cacheDecision( { ...CACHED, cookieHash: 'def' } ).reuse ).toBe(
			false
		);
	} );

	it( 'a day old or more: refreshed', () => {
		expect(
			cacheDecision( {
				...CACHED,
				createdAt: NOW - FRAGMENT_LIFETIME_MS - 1,
			} ).reuse
		).toBe( false );
	} );

	it( 'a hash with no creation time: refreshed', () => {
		expect( cacheDecision( { ...CACHED, createdAt: null } ).reuse ).toBe(
			false
		);
	} );

	it( 'no mini cart in the cache: refreshed', () => {
		expect(
			cacheDecision( { ...CACHED, fragments: { 'a.x': '<a></a>' } } )
				.reuse
		).toBe( false );
		expect( cacheDecision( { ...CACHED, fragments: null } ).reuse ).toBe(
			false
		);
	} );

	it( 'an empty cart (no hash, no cookie) may be reused', () => {
		expect(
			cacheDecision( {
				...CACHED,
				storedHash: '',
				cookieHash: '',
				createdAt: null,
			} )
		).toEqual( { reuse: true, refreshInMs: null } );
	} );

	it( 'nothing cached and no cart: nothing to fetch, the page is right', () => {
		expect(
			cacheDecision( {
				fragments: null,
				storedHash: '',
				cookieHash: '',
				createdAt: null,
				now: NOW,
			} )
		).toEqual( { reuse: false, fetch: false } );
	} );

	it( 'nothing cached but a cart (a hash cookie): fetched', () => {
		expect(
			cacheDecision( {
				fragments: null,
				storedHash: '',
				cookieHash: 'abc',
				createdAt: null,
				now: NOW,
			} )
		).toEqual( { reuse: false, fetch: true } );
	} );
} );
