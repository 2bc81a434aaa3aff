/**
 * The page's one cart client and request queue, shared by the browsing
 * script and the code it loads on the first action: add, remove and refresh
 * requests run one at a time, in the order they were asked for, so two quick
 * clicks never race on the shop's cart.
 */
import { createCartAjax } from '../../core/transport/cart-ajax';
import { createRequestQueue } from '../../core/transport/queue';
import { createTransport } from '../../core/transport/transport';
import type { CartAjax, RequestQueue } from '../../core/transport';

let shared: { ajax: CartAjax; queue: RequestQueue } | null = null;

export function sharedCart( ajaxUrl: string ): {
	ajax: CartAjax;
	queue: RequestQueue;
} {
	shared ??= {
		ajax: createCartAjax( { ajaxUrl }, createTransport() ),
		queue: createRequestQueue(),
	};
	return shared;
}
