/**
 * Turning transport results into the ApiResult callers handle: the WordPress
 * `{success, data}` envelope and plain errors, each with one text.
 */
import { refreshAndRetryMessage } from '../messages/generic';
import { messageFromBody } from '../transport/error-message';
import { failureOf } from '../transport/api-result';
import type { ApiResult, TransportResult } from '../transport/types';
import { mayHaveReachedShop } from './unanswered';

interface WpEnvelope< T > {
	success?: boolean;
	data?: T;
}

/**
 * `{success:true, data}` → data; `{success:false, …}` → its message. A call
 * the shop may have carried out without a readable answer says so
 * (`unanswered`): an order status call, say, that may have marked the order
 * paid.
 */
export function fromWpEnvelope< T >(
	result: TransportResult< WpEnvelope< T > | null >
): ApiResult< T > & { unanswered?: true } {
	if ( ! result.ok ) {
		return mayHaveReachedShop( result.error )
			? { ...failureOf( result ), unanswered: true }
			: failureOf( result );
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
