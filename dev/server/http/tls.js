/**
 * A certificate for serving over HTTPS on this machine: made once per start
 * with OpenSSL, for 127.0.0.1 and localhost, good for a day. A browser that
 * is told to accept it then speaks HTTP/2, as it does with a real store.
 * Two users: the development shop's DEV_SHOP_TLS (`npm run bench` measures
 * round trips so) and the real-store bench's HTTP/2 proxy
 * (scripts/bench-store/h2-proxy.js). Plain CommonJS so that both the shop
 * (run by tsx) and the bench scripts (plain Node) load this one file; its
 * types are in tls.d.ts.
 *
 * Follows: none: the development shop's own plumbing.
 */
const { execFileSync } = require( 'node:child_process' );
const { mkdtempSync, readFileSync, rmSync } = require( 'node:fs' );
const { tmpdir } = require( 'node:os' );
const path = require( 'node:path' );

/** @return {{ key: Buffer, cert: Buffer }} The key and certificate, PEM. */
function selfSignedCertificate() {
	const folder = mkdtempSync( path.join( tmpdir(), 'self-signed-tls-' ) );
	const key = path.join( folder, 'key.pem' );
	const cert = path.join( folder, 'cert.pem' );
	try {
		execFileSync(
			'openssl',
			[
				'req',
				'-x509',
				'-newkey',
				'ec',
				'-pkeyopt',
				'ec_paramgen_curve:prime256v1',
				'-nodes',
				'-days',
				'1',
				'-subj',
				'/CN=127.0.0.1',
				'-addext',
				'subjectAltName=IP:127.0.0.1,DNS:localhost',
				'-keyout',
				key,
				'-out',
				cert,
			],
			{ stdio: 'ignore' }
		);
		return { key: readFileSync( key ), cert: readFileSync( cert ) };
	} finally {
		rmSync( folder, { recursive: true, force: true } );
	}
}

module.exports = { selfSignedCertificate };
