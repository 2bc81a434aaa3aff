/**
 * The page's one cart client, used by the code the shopper's first cart
 * action loads, with the page's one request queue (cart-queue.ts).
 */
import { createCartAjax } from '../../core/transport/cart-ajax';
import { createTransport } from '../../core/transport/transport';
import type { CartAjax, RequestQueue } from '../../core/transport';
import { cartQueue } from './cart-queue';

let ajax: CartAjax | null = null;

export function sharedCart( ajaxUrl: string ): {
	ajax: CartAjax;
	queue: RequestQueue;
} {
	ajax ??= createCartAjax( { ajaxUrl }, createTransport() );
	return { ajax, queue: cartQueue() };
}
