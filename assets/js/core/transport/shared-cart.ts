/**
 * The page's one cart client and request queue, shared by every script of
 * ours on the page (this module ships once, in the core library): add,
 * remove and refresh requests run one at a time, in the order they were
 * asked for, so two quick clicks never race on the shop's cart.
 */
import { createCartAjax } from './cart-ajax';
import type { CartAjax } from './cart-ajax';
import { createRequestQueue } from './queue';
import type { RequestQueue } from './queue';
import { createTransport } from './transport';

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
