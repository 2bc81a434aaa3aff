/**
 * The one transport every server call goes through (fetch, no jQuery). It
 * tells a timeout, an abort and any other network failure apart, each with
 * its own message; the incumbent's helper read the wrong
 * field so its timeout and abort texts never showed.
 */
import { networkErrorMessage } from '../messages/network';
import { codeFromBody, messageFromBody } from './error-message';
import { encodeForm } from './form-encoding';
import type { Transport, TransportRequest, TransportResult } from './types';

export const DEFAULT_TIMEOUT_MS = 30000;

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
				'Content-Type':
					'application/x-www-form-urlencoded; charset=UTF-8',
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
	const fetchImpl =
		options.fetch || ( ( ...args ) => window.fetch( ...args ) );
	const defaultTimeout = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;

	async function request< T >(
		req: TransportRequest
	): Promise< TransportResult< T > > {
		const controller = new AbortController();
		let timedOut = false;
		// The clock starts before the request and is cleared in `finally`.
		// eslint-disable-next-line @wordpress/no-unused-vars-before-return
		const timer = setTimeout( () => {
			timedOut = true;
			controller.abort();
		}, req.timeoutMs ?? defaultTimeout );
		const onCallerAbort = () => controller.abort();
		req.signal?.addEventListener( 'abort', onCallerAbort );
		if ( req.signal?.aborted ) {
			controller.abort();
		}
		const encoded = body( req );
		try {
			const response = await fetchImpl( req.url, {
				method: req.method || ( encoded.body ? 'POST' : 'GET' ),
				credentials: 'same-origin',
				headers: { ...encoded.headers, ...req.headers },
				body: encoded.body,
				signal: controller.signal,
			} );
			const text = await response.text();
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
		} catch {
			let failure: 'timeout' | 'abort' | 'other' = 'other';
			if ( timedOut ) {
				failure = 'timeout';
			} else if ( controller.signal.aborted ) {
				failure = 'abort';
			}
			return {
				ok: false,
				error: {
					kind: 'network',
					failure,
					message: networkErrorMessage( failure ),
				},
			};
		} finally {
			clearTimeout( timer );
			req.signal?.removeEventListener( 'abort', onCallerAbort );
		}
	}

	return { request };
}
