/**
 * One page view as sourcebuster records it: the source rules, the counters
 * and the cookies' lifetimes.
 */
import {
	SBJS,
	pack,
	unpack,
} from '../../../../assets/js/storefront/attribution/sbjs-format';
import { recordVisit } from '../../../../assets/js/storefront/attribution/visit';
import type { Page } from '../../../../assets/js/storefront/attribution/visit';

const PAGE: Page = {
	search: '',
	href: 'https://shop.example/shop/',
	referrer: '',
	hostname: 'shop.example',
	userAgent: 'TestAgent/1.0',
	now: new Date( Date.UTC( 2026, 0, 2, 3, 4, 5 ) ),
};
const PREFS = { lifetime: 6, session: 30 };

function visit(
	page: Partial< Page >,
	cookies: Record< string, string | null > = {}
) {
	const writes = recordVisit( cookies, { ...PAGE, ...page }, PREFS );
	return Object.fromEntries(
		writes.map( ( write ) => [ write.name, write ] )
	);
}

const current = ( page: Partial< Page >, cookies = {} ) =>
	unpack( visit( page, cookies )[ SBJS.current ].value );

describe( 'Where a visit comes from', () => {
	it( 'utm parameters win, values as the address has them', () => {
		expect(
			current( {
				search: '?utm_source=news&utm_medium=email&utm_campaign=a%20b&utm_id=7',
				referrer: 'https://www.google.com/search?q=x',
			} )
		).toEqual( {
			typ: 'utm',
			src: 'news',
			mdm: 'email',
			cmp: 'a b',
			cnt: '(none)',
			trm: '(none)',
			id: '7',
			plt: '(none)',
			fmt: '(none)',
			tct: '(none)',
		} );
	} );

	it( 'gclid is a Google ad click: google / cpc / google_cpc', () => {
		expect( current( { search: '?gclid=abc' } ) ).toMatchObject( {
			typ: 'utm',
			src: 'google',
			mdm: 'cpc',
			cmp: 'google_cpc',
		} );
	} );

	it( 'a search engine referrer is organic', () => {
		expect(
			current( { referrer: 'https://www.bing.com/search?q=hat' } )
		).toMatchObject( { typ: 'organic', src: 'bing', mdm: 'organic' } );
	} );

	it( 'another site is a referral, only when no session runs', () => {
		const referrer = 'https://www.blog.example/hats/';
		expect( current( { referrer } ) ).toMatchObject( {
			typ: 'referral',
			src: 'blog.example',
			mdm: 'referral',
			cnt: '/hats/',
		} );
		const running = {
			[ SBJS.session ]: pack( [ [ 'pgs', 3 ] ] ),
			[ SBJS.current ]: 'typ=typein|||src=(direct)',
			[ SBJS.first ]: 'typ=typein|||src=(direct)',
		};
		expect( current( { referrer }, running ) ).toMatchObject( {
			typ: 'typein',
		} );
	} );

	it( 'typed in only when nothing is known yet: (direct) / (none)', () => {
		expect( current( {} ) ).toMatchObject( {
			typ: 'typein',
			src: '(direct)',
			mdm: '(none)',
		} );
		const known = { [ SBJS.current ]: 'typ=utm|||src=news' };
		expect( visit( {}, known )[ SBJS.current ].value ).toBe(
			'typ=utm|||src=news'
		);
		expect( visit( {}, known )[ SBJS.current_add ] ).toBeUndefined();
	} );

	it( 'a referrer on this site (or a subdomain) is not a source', () => {
		const known = { [ SBJS.current ]: 'typ=utm|||src=news' };
		expect(
			current( { referrer: 'https://blog.shop.example/post' }, known )
		).toMatchObject( { typ: 'utm', src: 'news' } );
	} );
} );

describe( 'What else a visit records', () => {
	it( 'the visit time in UTC, the entry page and the referrer', () => {
		expect(
			unpack(
				visit( { referrer: 'https://t.co/x' } )[ SBJS.current_add ]
					.value
			)
		).toEqual( {
			fd: '2026-01-02 03:04:05',
			ep: 'https://shop.example/shop/',
			rf: 'https://t.co/x',
		} );
	} );

	it( 'first is written once; visits count up when a new session starts', () => {
		const first = visit( { search: '?utm_source=a' } );
		expect( first[ SBJS.first ].value ).toBe( first[ SBJS.current ].value );
		expect( unpack( first[ SBJS.udata ].value ).vst ).toBe( '1' );
		expect( first[ SBJS.migrations ].value ).toBe( '1418474375998=1' );
		const later = visit(
			{ search: '?utm_source=b' },
			{
				[ SBJS.first ]: first[ SBJS.first ].value,
				[ SBJS.first_add ]: 'fd=x',
				[ SBJS.udata ]: first[ SBJS.udata ].value,
			}
		);
		expect( later[ SBJS.first ] ).toBeUndefined();
		expect( later[ SBJS.first_add ] ).toBeUndefined();
		expect( later[ SBJS.migrations ] ).toBeUndefined();
		expect( unpack( later[ SBJS.udata ].value ).vst ).toBe( '2' );
		expect( unpack( later[ SBJS.udata ].value ).uag ).toBe(
			'TestAgent/1.0'
		);
	} );

	it( 'pages seen count up within a session', () => {
		const session = pack( [
			[ 'pgs', 4 ],
			[ 'cpg', 'x' ],
		] );
		const next = visit(
			{},
			{ [ SBJS.session ]: session, [ SBJS.udata ]: 'vst=2' }
		);
		expect( unpack( next[ SBJS.session ].value ) ).toEqual( {
			pgs: '5',
			cpg: 'https://shop.example/shop/',
		} );
		expect( unpack( next[ SBJS.udata ].value ).vst ).toBe( '2' );
	} );

	it( 'cookies last 6 months of 30 days; the session 30 minutes', () => {
		const writes = visit( {} );
		expect( writes[ SBJS.current ].minutes ).toBe( 6 * 30 * 24 * 60 );
		expect( writes[ SBJS.session ].minutes ).toBe( 30 );
	} );
} );
