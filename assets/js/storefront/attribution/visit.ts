/**
 * One page view, as sourcebuster records it: where the visit came from
 * (utm parameters, an organic search, a referral, or typed in), kept in
 * "current" and, the first time, "first"; the visit count (one more when a
 * new session starts) and the pages seen in this session. Pure: the page's
 * cookies and address in, the cookies to write out.
 */
import { NONE, SBJS, pack, unpack } from './sbjs-format';

export interface VisitPrefs {
	/** Months: cookies last this long. */
	lifetime: number;
	/** Minutes: a session ends after this long without a page view. */
	session: number;
}

export interface Page {
	search: string;
	href: string;
	referrer: string;
	hostname: string;
	userAgent: string;
	now: Date;
}

export interface CookieWrite {
	name: string;
	value: string;
	minutes: number;
}

/** sourcebuster's first (and only) migration id: we write its marker. */
const MIGRATION = '1418474375998=1';

const UTM_PARAMS = [
	'utm_source',
	'utm_medium',
	'utm_campaign',
	'utm_content',
	'utm_term',
	'utm_id',
	'gclid',
	'yclid',
];

const ORGANICS: Array< [ string, string, string ] > = [
	[ 'bing.com', 'q', 'bing' ],
	[ 'yahoo.com', 'p', 'yahoo' ],
	[ 'about.com', 'q', 'about' ],
	[ 'aol.com', 'q', 'aol' ],
	[ 'ask.com', 'q', 'ask' ],
	[ 'globososo.com', 'q', 'globo' ],
	[ 'go.mail.ru', 'q', 'go.mail.ru' ],
	[ 'rambler.ru', 'query', 'rambler' ],
	[ 'tut.by', 'query', 'tut.by' ],
];

const REFERRALS: Record< string, string > = {
	't.co': 'twitter.com',
	'plus.url.google.com': 'plus.google.com',
};

/** Query values as the address has them (sourcebuster does not decode). */
export function rawParams( search: string ): Record< string, string > {
	const params: Record< string, string > = {};
	for ( const pair of search.replace( /^\?/, '' ).split( '&' ) ) {
		const [ name, value ] = pair.split( '=' );
		if ( value !== undefined && ! ( name in params ) ) {
			params[ name ] = value;
		}
	}
	return params;
}

function parseUrl( url: string ): URL | null {
	try {
		return new URL( url );
	} catch {
		return null;
	}
}

const escape = ( text: string ) =>
	text.replace( /[.*+?^${}()|[\]\\/-]/g, '\\$&' );
const hostIs = ( host: string, domain: string ) =>
	new RegExp( `^(?:.*\\.)?${ escape( domain ) }$`, 'i' ).test( host );

/** The search engine a referrer comes from, or null. */
export function organicSource( referrer: URL ): string | null {
	const host = referrer.hostname;
	const query = referrer.search.slice( 1 );
	if ( /^(?:.*\.)?yandex\..{2,9}$/.test( host ) && /text=/.test( query ) ) {
		return 'yandex';
	}
	if ( /^(?:www\.)?google\..{2,9}$/.test( host ) ) {
		return 'google';
	}
	const found = query
		? ORGANICS.find(
				( [ domain, param ] ) =>
					hostIs( host, domain ) &&
					new RegExp( `${ escape( param ) }=`, 'i' ).test( query )
			)
		: undefined;
	return found ? found[ 2 ] : null;
}

/** 'yyyy-mm-dd hh:mm:ss' in UTC, as WooCommerce asks sourcebuster for. */
export function fireDate( date: Date ): string {
	const two = ( n: number ) => String( n ).padStart( 2, '0' );
	return `${ date.getUTCFullYear() }-${ two( date.getUTCMonth() + 1 ) }-${ two(
		date.getUTCDate()
	) } ${ two( date.getUTCHours() ) }:${ two( date.getUTCMinutes() ) }:${ two(
		date.getUTCSeconds()
	) }`;
}

type Source = Record< 'typ' | 'src' | 'mdm' | 'cmp' | 'cnt' | 'trm', string >;

function sourceOf( page: Page, cookies: Record< string, string | null > ) {
	const params = rawParams( page.search );
	const referrer = page.referrer ? parseUrl( page.referrer ) : null;
	const domain = page.hostname.replace( 'www.', '' );
	const foreign = !! referrer && ! hostIs( referrer.hostname, domain );
	const none = { cmp: NONE, cnt: NONE, trm: NONE };
	if ( UTM_PARAMS.some( ( name ) => name in params ) ) {
		const click =
			params.gclid !== undefined
				? 'google'
				: params.yclid !== undefined
					? 'yandex'
					: '';
		return {
			typ: 'utm',
			src: params.utm_source ?? ( click || NONE ),
			mdm: params.utm_medium ?? ( click ? 'cpc' : NONE ),
			cmp: params.utm_campaign ?? ( click ? `${ click }_cpc` : NONE ),
			cnt: params.utm_content || NONE,
			trm: params.utm_term || NONE,
		};
	}
	const organic = foreign && referrer ? organicSource( referrer ) : null;
	if ( organic ) {
		return { typ: 'organic', src: organic, mdm: 'organic', ...none };
	}
	if ( foreign && referrer && ! cookies[ SBJS.session ] ) {
		const host = referrer.hostname.replace( 'www.', '' );
		return {
			typ: 'referral',
			src: REFERRALS[ host ] || host,
			mdm: 'referral',
			cmp: NONE,
			cnt: referrer.pathname,
			trm: NONE,
		};
	}
	if ( ! cookies[ SBJS.first ] && ! cookies[ SBJS.current ] ) {
		return { typ: 'typein', src: '(direct)', mdm: '(none)', ...none };
	}
	return null;
}

/** The cookies this page view writes, in sourcebuster's order. */
export function recordVisit(
	cookies: Record< string, string | null >,
	page: Page,
	prefs: VisitPrefs
): CookieWrite[] {
	const lifetime = Math.floor( prefs.lifetime * 30 * 24 * 60 );
	const writes: CookieWrite[] = [];
	const write = ( name: string, value: string, minutes = lifetime ) =>
		writes.push( { name, value, minutes } );
	const had = ( name: string ) => !! cookies[ name ];

	if ( ! had( SBJS.first ) && ! had( SBJS.migrations ) ) {
		write( SBJS.migrations, MIGRATION );
	}
	const source: Source | null = sourceOf( page, cookies );
	let current = cookies[ SBJS.current ] || '';
	if ( source ) {
		const params = rawParams( page.search );
		current = pack( [
			[ 'typ', source.typ ],
			[ 'src', source.src ],
			[ 'mdm', source.mdm ],
			[ 'cmp', source.cmp ],
			[ 'cnt', source.cnt ],
			[ 'trm', source.trm ],
			[ 'id', source.typ === 'utm' ? params.utm_id || NONE : NONE ],
			[
				'plt',
				source.typ === 'utm'
					? params.utm_source_platform || NONE
					: NONE,
			],
			[
				'fmt',
				source.typ === 'utm'
					? params.utm_creative_format || NONE
					: NONE,
			],
			[
				'tct',
				source.typ === 'utm'
					? params.utm_marketing_tactic || NONE
					: NONE,
			],
		] );
		const extra = pack( [
			[ 'fd', fireDate( page.now ) ],
			[ 'ep', page.href ],
			[ 'rf', page.referrer || NONE ],
		] );
		write( SBJS.current_add, extra );
		if ( ! had( SBJS.first_add ) ) {
			write( SBJS.first_add, extra );
		}
	}
	write( SBJS.current, current );
	if ( ! had( SBJS.first ) ) {
		write( SBJS.first, current );
	}
	const inSession = had( SBJS.session );
	const visits = had( SBJS.udata )
		? ( parseInt( unpack( cookies[ SBJS.udata ] ).vst, 10 ) || 1 ) +
			( inSession ? 0 : 1 )
		: 1;
	write(
		SBJS.udata,
		pack( [
			[ 'vst', visits ],
			[ 'uip', NONE ],
			[ 'uag', page.userAgent ],
		] )
	);
	const pages = inSession
		? ( parseInt( unpack( cookies[ SBJS.session ] ).pgs, 10 ) || 1 ) + 1
		: 1;
	write(
		SBJS.session,
		pack( [
			[ 'pgs', pages ],
			[ 'cpg', page.href ],
		] ),
		prefs.session
	);
	return writes;
}
