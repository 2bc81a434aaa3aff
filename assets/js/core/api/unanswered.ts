/**
 * Whether a failed call may have reached the shop without a readable
 * answer. A dropped or timed-out connection may have been cut after the
 * shop got the request; an answer that is not JSON (a PHP notice, a proxy's
 * or firewall's page) and any 5xx say the shop, or something in front of
 * it, broke down while working on it. In all of these the shop may have
 * done the work: an order placed and paid, a payment recorded. Only a
 * readable answer from the shop (a 4xx with its JSON error) says it did
 * nothing.
 */
import type { TransportError } from '../transport/types';

export function mayHaveReachedShop( error: TransportError ): boolean {
	if ( error.kind !== 'http' ) {
		return true;
	}
	return error.status >= 500 || error.data === undefined;
}
