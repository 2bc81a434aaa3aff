/**
 * Made-up failures for tests (POST /__dev/faults): the next N calls to a
 * target time out, lose their connection, answer 500, answer broken JSON or an
 * HTML page, or are answered as usual with every redirect in the answer
 * turned into a `javascript:` URL (a hostile or broken plugin's answer), or
 * are carried out as usual but answered too late for the client to wait
 * (`late-answer`: the order is placed and paid, its answer never arrives),
 * or carried out as usual while a proxy in front of the shop answers with
 * its own error page (`proxy502`, `proxy504`: the order is placed and
 * paid, the shopper's browser gets "502 Bad Gateway").
 * Targets: 'store:<route>' (e.g. store:checkout), 'wc-ajax:<action>' and
 * 'page:<path>' (e.g. page:/cart/, the cart form's post, or
 * page:/__stripe/v1/payment_methods, Stripe.js's call to the emulated
 * Stripe API).
 *
 * Follows: none: the development shop's own fault injection.
 */
import type { ServerResponse } from 'node:http';
import type { ShopState } from './state';

export function targetOf( url: URL ): string | null {
	const store = /^\/wp-json\/wc\/store\/v1\/(.+?)\/?$/.exec( url.pathname );
	if ( store ) {
		return `store:${ store[ 1 ] }`;
	}
	const action = url.searchParams.get( 'wc-ajax' );
	return action ? `wc-ajax:${ action }` : `page:${ url.pathname }`;
}

/**
 * The header a made-up answer carries, so the browser tests' check of
 * WooCommerce's answers (tests/e2e/fixtures.ts) knows it for the test's own
 * failure. No real shop sends it, and no script of ours reads it.
 */
export const FAULT_HEADER = 'X-Dev-Shop-Fault';

/** What a hijacked redirect runs if a page ever follows it. */
export const HOSTILE_REDIRECT = "javascript:document.title='hijacked'";

/** Every redirect a checkout answer carries, made hostile. */
function hijackRedirects( body: Record< string, unknown > ): void {
	if ( typeof body.redirect === 'string' ) {
		body.redirect = HOSTILE_REDIRECT;
	}
	const result = body.payment_result as Record< string, unknown > | undefined;
	if ( result && typeof result === 'object' ) {
		result.redirect_url = HOSTILE_REDIRECT;
		if ( Array.isArray( result.payment_details ) ) {
			result.payment_details = result.payment_details.map( ( entry ) =>
				entry?.key === 'redirect'
					? { ...entry, value: HOSTILE_REDIRECT }
					: entry
			);
		}
	}
}

/** The shop answers as usual, with its JSON answer's redirects rewritten. */
function answerWithHostileRedirects( res: ServerResponse ): void {
	const end = res.end.bind( res ) as ( ...args: unknown[] ) => ServerResponse;
	res.end = ( ( chunk?: unknown, ...rest: unknown[] ) => {
		if ( typeof chunk === 'string' ) {
			try {
				const body = JSON.parse( chunk );
				hijackRedirects( body );
				return end( JSON.stringify( body ), ...rest );
			} catch {}
		}
		return end( chunk, ...rest );
	} ) as ServerResponse[ 'end' ];
}

/**
 * The shop does the work, but its answer is held back until the client has
 * long given up: what a shopper sees when a slow payment or a dropped
 * connection loses the answer to an order that went through.
 */
function answerTooLate( res: ServerResponse ): void {
	const hold = () => res;
	res.writeHead = hold as unknown as ServerResponse[ 'writeHead' ];
	res.setHeader = hold as unknown as ServerResponse[ 'setHeader' ];
	res.write = ( () => true ) as ServerResponse[ 'write' ];
	res.end = hold as unknown as ServerResponse[ 'end' ];
	const timer = setTimeout( () => res.destroy(), 60000 );
	res.on( 'close', () => clearTimeout( timer ) );
}

/**
 * The shop does the work; the proxy in front of it gives up on the shop's
 * answer and sends its own error page instead (as a load balancer or CDN
 * does when the shop is slow or its connection breaks).
 */
function answerThroughBrokenProxy( res: ServerResponse, status: number ): void {
	const writeHead = res.writeHead.bind( res );
	const end = res.end.bind( res ) as ( ...args: unknown[] ) => ServerResponse;
	const hold = () => res;
	res.writeHead = hold as unknown as ServerResponse[ 'writeHead' ];
	res.setHeader = hold as unknown as ServerResponse[ 'setHeader' ];
	res.write = ( () => true ) as ServerResponse[ 'write' ];
	res.end = ( () => {
		const title = status === 504 ? 'Gateway Timeout' : 'Bad Gateway';
		writeHead( status, {
			'Content-Type': 'text/html',
			[ FAULT_HEADER ]: `proxy${ status }`,
		} );
		return end(
			`<html><head><title>${ status } ${ title }</title></head><body><center><h1>${ status } ${ title }</h1></center><hr><center>nginx</center></body></html>`
		);
	} ) as unknown as ServerResponse[ 'end' ];
}

/** True when a fault answered (or swallowed) the request. */
export function applyFault(
	state: ShopState,
	url: URL,
	res: ServerResponse
): boolean {
	const target = targetOf( url );
	const fault = target
		? state.faults.find(
				( entry ) => entry.target === target && entry.remaining > 0
			)
		: undefined;
	if ( ! fault ) {
		return false;
	}
	fault.remaining--;
	res.setHeader( FAULT_HEADER, fault.mode );
	switch ( fault.mode ) {
		case 'javascript-redirect':
			answerWithHostileRedirects( res );
			return false;
		case 'late-answer':
			answerTooLate( res );
			return false;
		case 'proxy502':
		case 'proxy504':
			answerThroughBrokenProxy(
				res,
				fault.mode === 'proxy504' ? 504 : 502
			);
			return false;
		case 'timeout': {
			// Never answer (for a minute): the client's own timeout fires.
			const timer = setTimeout( () => res.destroy(), 60000 );
			res.on( 'close', () => clearTimeout( timer ) );
			return true;
		}
		case 'abort':
			res.destroy();
			return true;
		case 'http500':
			res.writeHead( 500, { 'Content-Type': 'application/json' } );
			res.end(
				JSON.stringify( {
					code: 'internal_server_error',
					message: 'There has been a critical error on this website.',
					data: { status: 500 },
				} )
			);
			return true;
		case 'malformed':
			res.writeHead( 200, { 'Content-Type': 'application/json' } );
			res.end(
				'<br />\n<b>Notice</b>: Undefined index in functions.php<br />\n{"result":"failure","messages":"","reload":false'
			);
			return true;
		default:
			res.writeHead( 200, { 'Content-Type': 'text/html' } );
			res.end(
				'<!doctype html><html><body><h1>Maintenance</h1></body></html>'
			);
			return true;
	}
}
