/**
 * The one transport's request and result shapes. Results are unions, so every
 * caller handles failure; messages are plain text for the shopper.
 */
import type { NetworkFailure } from '../messages/network';

export type FormValue =
	| string
	| number
	| boolean
	| null
	| undefined
	| FormValue[]
	| { [ key: string ]: FormValue };

export interface TransportRequest {
	url: string;
	method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
	/** Sent as application/x-www-form-urlencoded, nested PHP-style. */
	form?: Record< string, FormValue >;
	json?: unknown;
	headers?: Record< string, string >;
	timeoutMs?: number;
	signal?: AbortSignal;
	parse?: 'json' | 'text';
	/**
	 * 'omit' sends no cookies and keeps none from the answer (a Store API
	 * read that opens a cart of its own); default 'same-origin'.
	 */
	credentials?: 'omit' | 'same-origin';
}

export type TransportError =
	| { kind: 'network'; failure: NetworkFailure; message: string }
	| {
			kind: 'http';
			status: number;
			message: string;
			code?: string;
			data?: unknown;
			/** The answer's headers (a refusal's fresh Store API nonce). */
			headers?: Headers;
	  }
	| { kind: 'parse'; message: string; text: string };

export type TransportResult< T > =
	| { ok: true; status: number; data: T; headers: Headers }
	| { ok: false; error: TransportError };

export interface Transport {
	request: < T = unknown >(
		req: TransportRequest
	) => Promise< TransportResult< T > >;
}

/** What the typed API functions resolve to. */
export type ApiResult< T > =
	{ ok: true; data: T } | { ok: false; message: string };
