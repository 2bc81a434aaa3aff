/**
 * One page view, as sourcebuster records it: where the visit came from
 * (utm parameters, an organic search, a referral, or typed in), kept in
 * "current" and, the first time, in "first"; the visit count (one more when
 * a new session starts) and the pages seen in this session. Pure: the
 * page's cookies and address in, the cookies to write out.
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

/** sourcebuster's one migration: its marker says our cookies need none. */
const MIGRATED = '1418474375998=1';

const UTM =
	'utm_source utm_medium utm_campaign utm_content utm_term utm_id gclid yclid';

/** Search engines sourcebuster knows besides Google and Yandex: host, query parameter, name. */
const ORGANICS = [
	'bing.com q bing',
	'yahoo.com p yahoo',
	'about.com q about',
	'aol.com q aol',
	'ask.com q ask',
	'globososo.com q globo',
	'go.mail.ru q go.mail.ru',
	'rambler.ru query rambler',
	'tut.by query tut.by',
].map( ( entry ) => entry.split( ' ' ) );

const REFERRALS: Record< string, string > = {
	't.co': 'twitter.com',
	'plus.url.google.com': 'plus.google.com',
};

/** Query values as the address has them (sourcebuster does not decode). */
export function rawParams( search: string ): Record< string, string > {
	const params: Record< string, string > = {};
	for ( const pair of search.slice( 1 ).split( '&' ) ) {
		const [ name, value ] = pair.split( '=' );
		if ( value !== undefined && ! ( name in params ) ) {
			params[ name ] = value;
		}
	}
	return params;
}

/** The host is the domain or one of its subdomains. */
const within = ( host: string, domain: string ) =>
	host === domain || host.endsWith( '.' + domain );

/** The search engine a referrer comes from, or null. */
export function organicSource( referrer: URL ): string | null {
	const host = referrer.hostname.toLowerCase();
	const query = referrer.search.slice( 1 ).toLowerCase();
	if (
		/^(?:.*\.)?yandex\..{2,9}$/.test( host ) &&
		query.includes( 'text=' )
	) {
		return 'yandex';
	}
	if ( /^(?:www\.)?google\..{2,9}$/.test( host ) ) {
		return 'google';
	}
	const found = ORGANICS.find(
		( [ domain, param ] ) =>
			within( host, domain ) && query.includes( param + '=' )
	);
	return found ? found[ 2 ] : null;
}

/** The visit's source, or null to keep the current one. */
function sourceOf(
	page: Page,
	params: Record< string, string >,
	cookies: Record< string, string | null >
): string[] | null {
	if ( UTM.split( ' ' ).some( ( name ) => name in params ) ) {
		const click =
			( params.gclid !== undefined && 'google' ) ||
			( params.yclid !== undefined && 'yandex' ) ||
			'';
		return [
			'utm',
			params.utm_source ?? ( click || NONE ),
			params.utm_medium ?? ( click ? 'cpc' : NONE ),
			params.utm_campaign ?? ( click ? click + '_cpc' : NONE ),
			params.utm_content || NONE,
			params.utm_term || NONE,
			params.utm_id || NONE,
			params.utm_source_platform || NONE,
			params.utm_creative_format || NONE,
			params.utm_marketing_tactic || NONE,
		];
	}
	let referrer: URL | null = null;
	try {
		referrer = page.referrer ? new URL( page.referrer ) : null;
	} catch {}
	const host = referrer?.hostname.toLowerCase().replace( 'www.', '' ) || '';
	// A referrer on this site (or a subdomain) is not a source.
	if ( referrer && ! within( host, page.hostname.replace( 'www.', '' ) ) ) {
		const organic = organicSource( referrer );
		if ( organic ) {
			return [ 'organic', organic, 'organic' ];
		}
		if ( ! cookies[ SBJS.session ] ) {
			return [
				'referral',
				REFERRALS[ host ] || host,
				'referral',
				NONE,
				referrer.pathname,
			];
		}
	}
	return cookies[ SBJS.first ] || cookies[ SBJS.current ]
		? null
		: [ 'typein', '(direct)', '(none)' ];
}

const ALIASES = [
	'typ',
	'src',
	'mdm',
	'cmp',
	'cnt',
	'trm',
	'id',
	'plt',
	'fmt',
	'tct',
];

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

	if ( ! cookies[ SBJS.first ] && ! cookies[ SBJS.migrations ] ) {
		write( SBJS.migrations, MIGRATED );
	}
	const source = sourceOf( page, rawParams( page.search ), cookies );
	let current = cookies[ SBJS.current ] || '';
	if ( source ) {
		current = pack(
			ALIASES.map( ( alias, index ) => [
				alias,
				source[ index ] ?? NONE,
			] )
		);
		// When the visit started, where it entered, and from where.
		const extra = pack( [
			[ 'fd', page.now.toISOString().slice( 0, 19 ).replace( 'T', ' ' ) ],
			[ 'ep', page.href ],
			[ 'rf', page.referrer || NONE ],
		] );
		write( SBJS.current_add, extra );
		if ( ! cookies[ SBJS.first_add ] ) {
			write( SBJS.first_add, extra );
		}
	}
	write( SBJS.current, current );
	if ( ! cookies[ SBJS.first ] ) {
		write( SBJS.first, current );
	}
	const inSession = !! cookies[ SBJS.session ];
	const count = ( cookie: string, alias: string ) =>
		parseInt( unpack( cookies[ cookie ] )[ alias ], 10 ) || 1;
	write(
		SBJS.udata,
		pack( [
			[
				'vst',
				cookies[ SBJS.udata ]
					? count( SBJS.udata, 'vst' ) + ( inSession ? 0 : 1 )
					: 1,
			],
			[ 'uip', NONE ],
			[ 'uag', page.userAgent ],
		] )
	);
	write(
		SBJS.session,
		pack( [
			[ 'pgs', inSession ? count( SBJS.session, 'pgs' ) + 1 : 1 ],
			[ 'cpg', page.href ],
		] ),
		prefs.session
	);
	return writes;
}
