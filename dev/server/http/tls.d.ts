/**
 * Types of tls.js (plain CommonJS, shared with scripts/bench-store).
 *
 * Follows: none: the development shop's own plumbing.
 */
export interface Certificate {
	key: Buffer;
	cert: Buffer;
}

export function selfSignedCertificate(): Certificate;
