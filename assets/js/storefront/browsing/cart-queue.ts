/**
 * The page's one queue of cart requests, shared by the browsing script and
 * the code it loads on the first action: add, remove and refresh requests
 * run one at a time, in the order they were asked for, so two quick clicks
 * never race on the shop's cart.
 */
import { createRequestQueue } from '../../core/transport/queue';
import type { RequestQueue } from '../../core/transport/queue';

let queue: RequestQueue | null = null;

export function cartQueue(): RequestQueue {
	queue ??= createRequestQueue();
	return queue;
}
