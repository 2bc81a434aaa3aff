/** Types of tls.js (plain CommonJS, shared with scripts/bench-store). */
export interface Certificate {
	key: Buffer;
	cert: Buffer;
}

export function selfSignedCertificate(): Certificate;
