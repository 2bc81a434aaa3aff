/**
 * The storefront's one cart client and its queue: add and remove requests
 * run one at a time, in the order the shopper asked for them, so two quick
 * clicks never race on the shop's cart.
 */
import {
	createCartAjax,
	createRequestQueue,
	createTransport,
} from '../core/transport';
import type { CartAjax, Transport } from '../core/transport';
import { wcAjaxTemplate } from './params';

let transport: Transport | null = null;
let client: CartAjax | null = null;

export function shopTransport(): Transport {
	transport ??= createTransport();
	return transport;
}

export function cartAjax(): CartAjax {
	client ??= createCartAjax( { ajaxUrl: wcAjaxTemplate() }, shopTransport() );
	return client;
}

export const cartQueue = createRequestQueue();
