/**
 * What every route handler gets: the shop, the shopper's session and the
 * request, with its body read once.
 *
 * Follows: none: the development shop's own request plumbing.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FormData } from './http/body';
import type { ShopState } from './dev-shop/state';
import type { Session } from './woocommerce/includes/types';

export interface Context {
	state: ShopState;
	session: Session;
	req: IncomingMessage;
	res: ServerResponse;
	url: URL;
	origin: string;
	body: FormData;
}

export type Handler = ( ctx: Context ) => Promise< boolean > | boolean;
