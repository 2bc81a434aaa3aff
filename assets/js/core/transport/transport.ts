/**
 * The one transport every server call goes through (fetch, no jQuery), over
 * `send`. A timeout, an abort and any other network failure each get their
 * own message; the incumbent's helper read the wrong field so its timeout
 * and abort texts never showed.
 */
import { networkErrorMessage } from '../messages/network';
import { codeFromBody, messageFromBody } from './error-message';
import { encodeForm } from './form-encoding';
import { FORM_CONTENT_TYPE, pageFetch, send } from './send';
import type { Transport, TransportRequest, TransportResult } from './types';
import { DEFAULT_TIMEOUT_MS } from './timeout';

export { DEFAULT_TIMEOUT_MS } from './timeout';

export interface TransportOptions {
	fetch?: typeof fetch;
	timeoutMs?: number;
}

function body( req: TransportRequest ): {
	body?: string;
	headers: Record< string, string >;
} {
	if ( req.form ) {
		return {
			body: encodeForm( req.form ).toString(),
			headers: {
				'Content-Type': FORM_CONTENT_TYPE,
			},
		};
	}
	if ( req.json !== undefined ) {
		return {
			body: JSON.stringify( req.json ),
			headers: { 'Content-Type': 'application/json' },
		};
	}
	return { headers: {} };
}

function parseText(
	text: string
): { ok: true; value: unknown } | { ok: false } {
	if ( text.trim() === '' ) {
		return { ok: true, value: null };
	}
	try {
		return { ok: true, value: JSON.parse( text ) };
	} catch {
		return { ok: false };
	}
}

export function createTransport( options: TransportOptions = {} ): Transport {
	const fetchImpl = options.fetch || pageFetch;
	const defaultTimeout = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;

	async function request< T >(
		req: TransportRequest
	): Promise< TransportResult< T > > {
		const encoded = body( req );
		const sent = await send( fetchImpl, {
			url: req.url,
			method: req.method || ( encoded.body ? 'POST' : 'GET' ),
			headers: { ...encoded.headers, ...req.headers },
			body: encoded.body,
			timeoutMs: req.timeoutMs ?? defaultTimeout,
			signal: req.signal,
			credentials: req.credentials,
		} );
		if ( ! sent.ok ) {
			return {
				ok: false,
				error: {
					kind: 'network',
					failure: sent.failure,
					message: networkErrorMessage( sent.failure ),
				},
			};
		}
		const { response, text } = sent;
		if ( req.parse === 'text' && response.ok ) {
			return {
				ok: true,
				status: response.status,
				data: text as T,
				headers: response.headers,
			};
		}
		const parsed = parseText( text );
		if ( ! response.ok ) {
			const data = parsed.ok ? parsed.value : undefined;
			return {
				ok: false,
				error: {
					kind: 'http',
					status: response.status,
					message:
						messageFromBody( data ) ||
						networkErrorMessage( 'other' ),
					code: codeFromBody( data ),
					data,
					headers: response.headers,
				},
			};
		}
		if ( ! parsed.ok ) {
			return {
				ok: false,
				error: {
					kind: 'parse',
					message: networkErrorMessage( 'other' ),
					text,
				},
			};
		}
		return {
			ok: true,
			status: response.status,
			data: parsed.value as T,
			headers: response.headers,
		};
	}

	return { request };
}
