/**
 * A certificate for serving the shop over HTTPS on this machine: made once
 * per start with OpenSSL, for 127.0.0.1 and localhost, good for a day. A
 * browser that is told to accept it then speaks HTTP/2 with the shop, as
 * it does with a real store (`npm run bench` measures round trips so).
 *
 * Follows: none: the development shop's own plumbing.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

export interface Certificate {
	key: Buffer;
	cert: Buffer;
}

export function selfSignedCertificate(): Certificate {
	const folder = mkdtempSync( path.join( tmpdir(), 'dev-shop-tls-' ) );
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
