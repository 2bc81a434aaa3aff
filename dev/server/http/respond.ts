/**
 * Writing answers: JSON, HTML, redirects, with the headers every shop page
 * carries (a CSP that keeps every script on this machine).
 *
 * Follows: none: the development shop's own HTTP helpers.
 */
import type { ServerResponse } from 'node:http';

export const CONTENT_SECURITY_POLICY = "script-src 'self' 'unsafe-inline'";

export function sendJson(
	res: ServerResponse,
	status: number,
	body: unknown,
	headers: Record< string, string > = {}
): void {
	res.writeHead( status, {
		'Content-Type': 'application/json; charset=UTF-8',
		'Cache-Control': 'no-store',
		...headers,
	} );
	res.end( JSON.stringify( body ) );
}

export function sendText(
	res: ServerResponse,
	status: number,
	body: string,
	contentType = 'text/plain; charset=UTF-8'
): void {
	res.writeHead( status, {
		'Content-Type': contentType,
		'Cache-Control': 'no-store',
	} );
	res.end( body );
}

export function sendHtml(
	res: ServerResponse,
	status: number,
	html: string
): void {
	res.writeHead( status, {
		'Content-Type': 'text/html; charset=UTF-8',
		'Cache-Control': 'no-store',
		'Content-Security-Policy': CONTENT_SECURITY_POLICY,
	} );
	res.end( html );
}

/**
 * WordPress's `wp_redirect()` and `wp_safe_redirect()` answer 302 unless
 * told otherwise, and every WooCommerce form handler and the gateway use
 * them that way; a browser follows a 302 after a POST with a GET.
 */
export function redirect(
	res: ServerResponse,
	location: string,
	status = 302
): void {
	res.writeHead( status, {
		Location: location,
		'Cache-Control': 'no-store',
	} );
	res.end();
}

/** Text for HTML: every page escapes what it prints. */
export function escapeHtml( value: unknown ): string {
	return String( value ?? '' )
		.replace( /&/g, '&amp;' )
		.replace( /</g, '&lt;' )
		.replace( />/g, '&gt;' )
		.replace( /"/g, '&quot;' )
		.replace( /'/g, '&#039;' );
}

/** JSON inside a <script>: no "</script>" or "<!--" can end it early. */
export function scriptJson( value: unknown ): string {
	return JSON.stringify( value )
		.replace( /</g, '\\u003c' )
		.replace( />/g, '\\u003e' )
		.replace( /&/g, '\\u0026' )
		.replace( /\u2028/g, '\\u2028' )
		.replace( /\u2029/g, '\\u2029' );
}
