/**
 * Turning transport results into the ApiResult callers handle: the WordPress
 * `{success, data}` envelope and plain errors, each with one text.
 */
import { refreshAndRetryMessage } from '../messages/generic';
import { messageFromBody } from '../transport/error-message';
import { failureOf } from '../transport/api-result';
import type { ApiResult, TransportResult } from '../transport/types';

interface WpEnvelope< T > {
	success?: boolean;
	data?: T;
}

/** `{success:true, data}` → data; `{success:false, …}` → its message. */
export function fromWpEnvelope< T >(
	result: TransportResult< WpEnvelope< T > >
): ApiResult< T > {
	if ( ! result.ok ) {
		return failureOf( result );
	}
	const envelope = result.data;
	if ( envelope && envelope.success === true ) {
		return { ok: true, data: envelope.data as T };
	}
	return {
		ok: false,
		message: messageFromBody( envelope ) || refreshAndRetryMessage(),
	};
}
