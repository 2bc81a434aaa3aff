/**
 * Our visit recording and sourcebuster (the npm package WooCommerce's own
 * script is built on) write and read the same cookies: names, `alias=value`
 * pairs joined by `|||`, encoding, domain and the counters. Each test runs
 * the real sourcebuster in this document next to ours.
 */
import {
	readSbjsCookies,
	writeSbjsCookie,
} from '../../../../assets/js/storefront/attribution/cookie-jar';
import { attributionValues } from '../../../../assets/js/storefront/attribution/fields';
import {
	SBJS,
	unpack,
} from '../../../../assets/js/storefront/attribution/sbjs-format';
import { recordVisit } from '../../../../assets/js/storefront/attribution/visit';

const sourcebuster = require( 'sourcebuster' ) as {
	init: ( prefs: Record< string, unknown > ) => void;
	get: Record< string, Record< string, string > >;
};

const FIELDS = {
	source_type: 'current.typ',
	referrer: 'current_add.rf',
	utm_source: 'current.src',
	utm_medium: 'current.mdm',
	utm_campaign: 'current.cmp',
	session_entry: 'current_add.ep',
	session_pages: 'session.pgs',
	session_count: 'udata.vst',
	user_agent: 'udata.uag',
};

// WooCommerce's settings for sourcebuster: 6 months, 30 minutes, UTC.
const PREFS = { lifetime: 6, session_length: 30, timezone_offset: '0' };

function visitWithSourcebuster(): void {
	sourcebuster.init( PREFS );
}

function visitWithOurs(): void {
	recordVisit(
		readSbjsCookies(),
		{
			search: window.location.search,
			href: window.location.href,
			referrer: document.referrer,
			hostname: window.location.hostname,
			userAgent: window.navigator.userAgent,
			now: new Date(),
		},
		{ lifetime: 6, session: 30 }
	).forEach( writeSbjsCookie );
}

function at( path: string, referrer = '' ): void {
	window.history.replaceState( null, '', path );
	Object.defineProperty( document, 'referrer', {
		value: referrer,
		configurable: true,
	} );
}

function clearCookies(): void {
	for ( const pair of document.cookie.split( ';' ) ) {
		const name = pair.split( '=' )[ 0 ].trim();
		for ( const domain of [ '', '; domain=.localhost' ] ) {
			document.cookie = `${ name }=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/${ domain }`;
		}
	}
}

/** The cookies as the browser holds them, decoded once, by name. */
function rawCookies(): Record< string, string > {
	return Object.fromEntries(
		document.cookie
			.split( '; ' )
			.filter( Boolean )
			.map( ( pair ) => {
				const index = pair.indexOf( '=' );
				return [
					pair.slice( 0, index ),
					decodeURIComponent( pair.slice( index + 1 ) ),
				];
			} )
	);
}

beforeEach( () => {
	clearCookies();
	at( '/' );
} );

describe( 'Cookies sourcebuster wrote are read by us', () => {
	it( 'a newsletter visit: utm source and medium, one visit, one page', () => {
		at( '/shop/?utm_source=news&utm_medium=email' );
		visitWithSourcebuster();
		expect( attributionValues( readSbjsCookies(), FIELDS ) ).toEqual( {
			source_type: 'utm',
			referrer: '(none)',
			utm_source: 'news',
			utm_medium: 'email',
			utm_campaign: '(none)',
			session_entry:
				'http://localhost/shop/?utm_source=news&utm_medium=email',
			session_pages: '1',
			session_count: '1',
			user_agent: window.navigator.userAgent,
		} );
	} );

	it( 'our next page view in the same session counts on from sourcebuster’s', () => {
		at( '/shop/?utm_source=news&utm_medium=email' );
		visitWithSourcebuster();
		at( '/product/beanie/' );
		visitWithOurs();
		const values = attributionValues( readSbjsCookies(), FIELDS );
		expect( values.session_pages ).toBe( '2' );
		expect( values.session_count ).toBe( '1' );
		expect( values.utm_source ).toBe( 'news' );
	} );
} );

describe( 'Cookies we wrote are read by sourcebuster', () => {
	it( 'a newsletter visit: sourcebuster keeps our source and counts on', () => {
		at( '/shop/?utm_source=news&utm_medium=email&utm_campaign=spring' );
		visitWithOurs();
		at( '/product/beanie/' );
		visitWithSourcebuster();
		expect( sourcebuster.get.current ).toMatchObject( {
			typ: 'utm',
			src: 'news',
			mdm: 'email',
			cmp: 'spring',
			cnt: '(none)',
			trm: '(none)',
		} );
		expect( sourcebuster.get.first ).toMatchObject( {
			typ: 'utm',
			src: 'news',
		} );
		expect( sourcebuster.get.current_add.ep ).toBe(
			'http://localhost/shop/?utm_source=news&utm_medium=email&utm_campaign=spring'
		);
		expect( sourcebuster.get.current_add.fd ).toMatch(
			/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/
		);
		// Our migration marker: sourcebuster does not reset the session.
		expect( sourcebuster.get.session.pgs ).toBe( '2' );
		expect( sourcebuster.get.udata.vst ).toBe( '1' );
	} );

	it( 'pages alternate between the two and the count runs on: 1, 2, 3, 4', () => {
		const seen: string[] = [];
		at( '/shop/' );
		visitWithOurs();
		seen.push( unpack( readSbjsCookies()[ SBJS.session ] ).pgs );
		at( '/product/beanie/' );
		visitWithSourcebuster();
		seen.push( sourcebuster.get.session.pgs );
		at( '/cart/' );
		visitWithOurs();
		seen.push( unpack( readSbjsCookies()[ SBJS.session ] ).pgs );
		at( '/checkout/' );
		visitWithSourcebuster();
		seen.push( sourcebuster.get.session.pgs );
		expect( seen ).toEqual( [ '1', '2', '3', '4' ] );
		expect( sourcebuster.get.current.typ ).toBe( 'typein' );
	} );
} );

describe( 'The same visit gives the same cookies', () => {
	const cases: Array< [ string, string, string ] > = [
		[ 'typed in', '/shop/', '' ],
		[
			'utm with spaces and quotes',
			"/shop/?utm_source=news&utm_campaign=it's%20spring",
			'',
		],
		[ 'a Google click (gclid)', '/shop/?gclid=abc', '' ],
		[
			'an organic Google search',
			'/shop/',
			'https://www.google.com/search?q=beanie',
		],
		[
			'an organic Bing search',
			'/shop/',
			'https://www.bing.com/search?q=beanie',
		],
		[ 'a referral', '/shop/', 'https://blog.example.org/best-hats/?ref=1' ],
		[ 'a t.co referral', '/shop/', 'https://t.co/abc' ],
		[ 'our own site as referrer', '/shop/', 'http://localhost/cart/' ],
	];

	it.each( cases )( '%s', ( _name, path, referrer ) => {
		at( path, referrer );
		visitWithSourcebuster();
		const theirs = rawCookies();
		clearCookies();
		visitWithOurs();
		const ours = rawCookies();
		expect( Object.keys( ours ).sort() ).toEqual(
			Object.keys( theirs ).sort()
		);
		const aliases = ( value: string ) =>
			value.split( '|||' ).map( ( pair ) => pair.split( '=' )[ 0 ] );
		for ( const name of Object.keys( theirs ) ) {
			// The same pairs in the same order; we add the newer utm fields
			// WooCommerce reads (id, platform, format, tactic) at the end.
			expect(
				aliases( ours[ name ] ).slice(
					0,
					aliases( theirs[ name ] ).length
				)
			).toEqual( aliases( theirs[ name ] ) );
			const mine = unpack( ours[ name ] );
			const expected = unpack( theirs[ name ] );
			// The visit's time may differ by a second between the two runs.
			delete mine.fd;
			delete expected.fd;
			expect( mine ).toMatchObject( expected );
		}
	} );
} );
