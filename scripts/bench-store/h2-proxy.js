/**
 * HTTP/2 in front of the real store, whose PHP server speaks HTTP/1.1 only:
 * a forward proxy on this machine over TLS, which a Chromium context reaches
 * (Playwright's per-context `proxy`, `https://127.0.0.1:PORT`) and speaks
 * HTTP/2 to (ALPN h2),
 * so every request of a page, to the store and to the Stripe double beside
 * it, is a stream of one multiplexed connection, as to a store served over
 * HTTP/2, instead of queuing for one of six HTTP/1.1 connections per host.
 * Each stream is passed on to PHP's server (or the double) over HTTP/1.1 on
 * this machine.
 *
 * A forward proxy, not a second address in front: WordPress prints its own
 * address (WP_HOME, http://127.0.0.1:PORT) in every link and script, and
 * the gateway the Stripe double's, so the page keeps them and only the
 * transport changes. The certificate is made for the run with OpenSSL by
 * the development shop's DEV_SHOP_TLS code (dev/server/http/tls.js), and
 * Chromium is told to accept it (`--ignore-certificate-errors`); Playwright
 * sends a context's loopback requests through its proxy too (it adds
 * `<-loopback>` to the context's bypass list). One browser serves both
 * protocols: a context with the proxy speaks HTTP/2, one without HTTP/1.1.
 * It forwards to the hosts it is given
 * and refuses any other, so nothing leaves the machine.
 */
const http = require( 'http' );
const http2 = require( 'http2' );
const { selfSignedCertificate } = require( '../../dev/server/http/tls.js' );

/** Headers of one hop only (RFC 9110 §7.6.1), never passed on. */
const HOP = new Set( [
	'connection',
	'keep-alive',
	'proxy-connection',
	'proxy-authorization',
	'transfer-encoding',
	'upgrade',
	'te',
	'host',
] );

/**
 * @param {number}   port  Where the proxy listens (127.0.0.1).
 * @param {string[]} hosts The `host:port`s it forwards to.
 * @return {Promise<{ context: Object, sessions: () => number, close: Function }>}
 *   A Playwright context's options to use it, how many HTTP/2 sessions it
 *   has had, and how to stop it.
 */
function startH2Proxy( port, hosts ) {
	let sessions = 0;
	const open = new Set();
	const server = http2.createSecureServer( {
		...selfSignedCertificate(),
		allowHTTP1: false,
	} );
	server.on( 'session', ( session ) => {
		sessions++;
		open.add( session );
		session.on( 'close', () => open.delete( session ) );
	} );
	server.on( 'stream', ( stream, headers ) => {
		const authority = headers[ ':authority' ];
		if ( ! hosts.includes( authority ) ) {
			stream.respond( { ':status': 403 } );
			stream.end( 'This proxy reaches only the real store.' );
			return;
		}
		const [ hostname, targetPort ] = authority.split( ':' );
		const forwarded = { host: authority };
		for ( const [ name, value ] of Object.entries( headers ) ) {
			if ( name[ 0 ] !== ':' && ! HOP.has( name ) ) {
				forwarded[ name ] = value;
			}
		}
		const upstream = http.request(
			{
				hostname,
				port: Number( targetPort ),
				method: headers[ ':method' ],
				path: headers[ ':path' ],
				headers: forwarded,
			},
			( answer ) => {
				const back = { ':status': answer.statusCode };
				for ( const [ name, value ] of Object.entries(
					answer.headers
				) ) {
					if ( ! HOP.has( name ) ) {
						back[ name ] = value;
					}
				}
				if ( stream.destroyed ) {
					answer.resume();
					return;
				}
				stream.respond( back );
				answer.pipe( stream );
			}
		);
		upstream.on( 'error', () => {
			if ( ! stream.destroyed && ! stream.headersSent ) {
				stream.respond( { ':status': 502 } );
			}
			stream.end();
		} );
		stream.on( 'error', () => upstream.destroy() );
		stream.pipe( upstream );
	} );
	return new Promise( ( resolve, reject ) => {
		server.once( 'error', reject );
		server.listen( port, '127.0.0.1', () =>
			resolve( {
				context: {
					proxy: { server: `https://127.0.0.1:${ port }` },
					ignoreHTTPSErrors: true,
				},
				sessions: () => sessions,
				close: () =>
					new Promise( ( done ) => {
						server.close( () => done() );
						for ( const session of open ) {
							session.destroy();
						}
					} ),
			} )
		);
	} );
}

module.exports = { startH2Proxy };
