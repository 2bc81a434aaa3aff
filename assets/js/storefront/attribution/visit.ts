/**
 * One page view, as sourcebuster records it (sourcebuster 1.1.0, the
 * library under WooCommerce 10.0.2's order-attribution.js): where the visit
 * came from (utm parameters, an organic search, a referral, or typed in),
 * kept in "current" and, the first time, in "first"; the visit count (one
 * more when a new session starts) and the pages seen in this session. Pure:
 * the page's cookies and address in, the cookies to write out.
 */
import { NONE, pack, unpack } from './sbjs-format';

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

/** Search engines besides Google and Yandex: host, query parameter, name. */
const ORGANICS = (
	'bing.com q bing|yahoo.com p yahoo|about.com q about|aol.com q aol|' +
	'ask.com q ask|globososo.com q globo|go.mail.ru q go.mail.ru|' +
	'rambler.ru query rambler|tut.by query tut.by'
)
	.split( '|' )
	.map( ( entry ) => entry.split( ' ' ) );

/** The host is the domain or one of its subdomains. */
const within = ( host: string, domain: string ) =>
	host === domain || host.endsWith( '.' + domain );

/**
 * The visit's source (type, source, medium, campaign, content, term, id,
 * platform, format, tactic), or null to keep the current one.
 */
function sourceOf(
	page: Page,
	cookies: Record< string, string | null >
): Array< string | undefined > | null {
	// Query values as the address has them (sourcebuster does not decode);
	// the first of a name counts.
	const params: Record< string, string > = {};
	for ( const pair of page.search.slice( 1 ).split( '&' ) ) {
		const [ name, value ] = pair.split( '=' );
		if ( value !== undefined ) {
			params[ name ] ??= value;
		}
	}
	const utm = ( name: string ) => params[ 'utm_' + name ];
	if (
		Object.keys( params ).some( ( name ) =>
			/^(utm_(source|medium|campaign|content|term|id)|[gy]clid)$/.test(
				name
			)
		)
	) {
		// An ad click without utm parameters: google / cpc / google_cpc.
		const click =
			( 'gclid' in params && 'google' ) ||
			( 'yclid' in params && 'yandex' ) ||
			'';
		return [
			'utm',
			utm( 'source' ) ?? ( click || NONE ),
			utm( 'medium' ) ?? ( click ? 'cpc' : NONE ),
			utm( 'campaign' ) ?? ( click ? click + '_cpc' : NONE ),
			...'content term id source_platform creative_format marketing_tactic'
				.split( ' ' )
				.map( ( name ) => utm( name ) || NONE ),
		];
	}
	let referrer: URL | undefined;
	try {
		referrer = new URL( page.referrer );
	} catch {}
	const host = referrer?.hostname.toLowerCase().replace( 'www.', '' ) || '';
	// A referrer on this site (or a subdomain) is not a source.
	if ( referrer && ! within( host, page.hostname.replace( 'www.', '' ) ) ) {
		const full = referrer.hostname.toLowerCase();
		const query = referrer.search.slice( 1 ).toLowerCase();
		const organic =
			( /^(.*\.)?yandex\..{2,9}$/.test( full ) &&
				query.includes( 'text=' ) &&
				'yandex' ) ||
			( /^(www\.)?google\..{2,9}$/.test( full ) && 'google' ) ||
			ORGANICS.find(
				( [ domain, param ] ) =>
					within( full, domain ) && query.includes( param + '=' )
			)?.[ 2 ];
		if ( organic ) {
			return [ 'organic', organic, 'organic' ];
		}
		if ( ! cookies.sbjs_session ) {
			return [
				'referral',
				{
					't.co': 'twitter.com',
					'plus.url.google.com': 'plus.google.com',
				}[ host ] || host,
				'referral',
				NONE,
				referrer.pathname,
			];
		}
	}
	return cookies.sbjs_first || cookies.sbjs_current
		? null
		: [ 'typein', '(direct)', '(none)' ];
}

/** The cookies this page view writes, in sourcebuster's order. */
export function recordVisit(
	cookies: Record< string, string | null >,
	page: Page,
	prefs: VisitPrefs
): CookieWrite[] {
	const writes: CookieWrite[] = [];
	const write = (
		name: string,
		value: string,
		minutes = Math.floor( prefs.lifetime * 43200 )
	) => writes.push( { name: 'sbjs_' + name, value, minutes } );
	const { sbjs_session: session, sbjs_udata: udata } = cookies;
	const count = ( cookie: string | null, alias: string ) =>
		parseInt( unpack( cookie )[ alias ], 10 ) || 1;

	if ( ! cookies.sbjs_first && ! cookies.sbjs_migrations ) {
		// sourcebuster's one migration: its marker says ours need none.
		write( 'migrations', '1418474375998=1' );
	}
	const source = sourceOf( page, cookies );
	let current = cookies.sbjs_current || '';
	if ( source ) {
		current = pack(
			'typ src mdm cmp cnt trm id plt fmt tct'
				.split( ' ' )
				.map( ( alias, index ) => [ alias, source[ index ] ?? NONE ] )
		);
		// When the visit started, where it entered, and from where.
		const extra = pack( [
			[ 'fd', page.now.toISOString().slice( 0, 19 ).replace( 'T', ' ' ) ],
			[ 'ep', page.href ],
			[ 'rf', page.referrer || NONE ],
		] );
		write( 'current_add', extra );
		if ( ! cookies.sbjs_first_add ) {
			write( 'first_add', extra );
		}
	}
	write( 'current', current );
	if ( ! cookies.sbjs_first ) {
		write( 'first', current );
	}
	write(
		'udata',
		pack( [
			[ 'vst', udata ? count( udata, 'vst' ) + ( session ? 0 : 1 ) : 1 ],
			[ 'uip', NONE ],
			[ 'uag', page.userAgent ],
		] )
	);
	write(
		'session',
		pack( [
			[ 'pgs', session ? count( session, 'pgs' ) + 1 : 1 ],
			[ 'cpg', page.href ],
		] ),
		prefs.session
	);
	return writes;
}
