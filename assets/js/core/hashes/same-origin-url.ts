/**
 * A URL from a hash or a server answer is followed only when it stays on this
 * shop. Relative URLs resolve against the shop; other hosts, ports, schemes,
 * `javascript:` and protocol-relative or backslash tricks are refused.
 */
export function sameOriginUrl( url: unknown, origin: string ): string | null {
	if ( typeof url !== 'string' || url.trim() === '' ) {
		return null;
	}
	// Browsers treat "\" like "/": "/\evil.com" would leave the shop.
	if ( url.includes( '\\' ) ) {
		return null;
	}
	let resolved: URL;
	let base: URL;
	try {
		base = new URL( origin );
		resolved = new URL( url.trim(), base );
	} catch {
		return null;
	}
	if (
		( resolved.protocol !== 'http:' && resolved.protocol !== 'https:' ) ||
		resolved.origin !== base.origin
	) {
		return null;
	}
	return resolved.href;
}
