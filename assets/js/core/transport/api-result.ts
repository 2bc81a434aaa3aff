/**
 * A transport result → the `{ ok, data } | { ok, message }` every typed API
 * call returns. One conversion, so every client reports a failed request with
 * the transport's own text (timeout, abort, HTTP, parse).
 */
import type { ApiResult, TransportResult } from './types';

export function toApiResult< T >(
	result: TransportResult< T >
): ApiResult< T > {
	return result.ok
		? { ok: true, data: result.data }
		: { ok: false, message: result.error.message };
}

/** A failed result with the transport's message, for early returns. */
export function failureOf(
	result: Extract< TransportResult< unknown >, { ok: false } >
): { ok: false; message: string } {
	return { ok: false, message: result.error.message };
}
