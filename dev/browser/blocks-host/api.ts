/**
 * The host's Store API client, through WordPress's `apiFetch` as
 * WooCommerce's checkout talks to it: the page's root URL and REST nonce
 * middlewares (printed after `wp-api-fetch`), the preloading middleware
 * WooCommerce prints with the page's answers (the first GET of the cart is
 * answered from the page), the Store API `Nonce` on every write (from the
 * page, then from each answer, as WooCommerce's store-api-nonce middleware
 * keeps it), and cart writes sent together through `/batch`, collected for
 * 300 ms, as WooCommerce's data layer batches them (its checkout and
 * `cart/update-item` go alone).
 *
 * Follows: woocommerce plugins/woocommerce/client/blocks/assets/js/
 * data/shared-controls.ts (triggerBatchFetch, preventBatching),
 * middleware/store-api-nonce.js and data/cart/resolvers.ts.
 */
import apiFetch from '@wordpress/api-fetch';
import './store-api-middleware';

const ROUTE = '/wc/store/v1';

let nonce: string =
	(
		window as unknown as {
			wcBlocksMiddlewareConfig?: { storeApiNonce?: string };
		}
	 ).wcBlocksMiddlewareConfig?.storeApiNonce || '';

/** The nonce of an answer (a Response's headers, or a batch envelope's). */
function takeNonce( headers: Headers | Record< string, string > | undefined ) {
	const fresh =
		headers instanceof Headers
			? headers.get( 'Nonce' )
			: headers?.Nonce || headers?.nonce;
	nonce = fresh || nonce;
}

export interface StoreAnswer {
	ok: boolean;
	status: number;
	body: any;
}

const NOT_JSON = { message: 'The response is not a valid JSON response.' };
const OFFLINE = {
	message: 'Unable to connect to the store. Please check your connection.',
};

/** apiFetch without parsing: the Response, whatever its status. */
async function send(
	path: string,
	method: 'GET' | 'POST',
	data?: unknown
): Promise< Response > {
	try {
		return ( await apiFetch( {
			path: ROUTE + path,
			method,
			data,
			cache: 'no-store',
			parse: false,
			headers: method === 'GET' ? {} : { Nonce: nonce },
		} ) ) as Response;
	} catch ( error ) {
		// apiFetch throws the Response of a non-2xx answer.
		if ( error instanceof Response ) {
			return error;
		}
		throw error;
	}
}

async function answerOf( response: Response ): Promise< StoreAnswer > {
	takeNonce( response.headers );
	let body: unknown = null;
	try {
		body = await response.json();
	} catch {
		body = NOT_JSON;
	}
	return { ok: response.ok, status: response.status, body };
}

async function single(
	path: string,
	method: 'GET' | 'POST',
	data?: unknown
): Promise< StoreAnswer > {
	try {
		return await answerOf( await send( path, method, data ) );
	} catch {
		return { ok: false, status: 0, body: OFFLINE };
	}
}

/** WooCommerce's `triggerBatchFetchDelay`. */
const BATCH_DELAY_MS = 300;

type Queued = {
	path: string;
	data: unknown;
	settle: ( answer: StoreAnswer ) => void;
};

let queue: Queued[] = [];

async function flush(): Promise< void > {
	const batch = queue;
	queue = [];
	let envelopes: Array< {
		status?: number;
		body?: unknown;
		headers?: Record< string, string >;
	} | null > = [];
	let failed: StoreAnswer | null = null;
	try {
		const answer = await answerOf(
			await send( '/batch', 'POST', {
				requests: batch.map( ( entry ) => ( {
					path: ROUTE + entry.path,
					method: 'POST',
					body: entry.data,
					// Each request carries its own Nonce.
					headers: { Nonce: nonce },
				} ) ),
			} )
		);
		envelopes = Array.isArray( answer.body?.responses )
			? answer.body.responses
			: [];
		failed = answer.ok ? null : answer;
	} catch {
		failed = { ok: false, status: 0, body: OFFLINE };
	}
	batch.forEach( ( entry, index ) => {
		const envelope = envelopes[ index ];
		if ( failed || ! envelope ) {
			entry.settle( failed || { ok: false, status: 0, body: NOT_JSON } );
			return;
		}
		takeNonce( envelope.headers );
		const status = Number( envelope.status );
		entry.settle( {
			ok: status >= 200 && status < 300,
			status,
			body: envelope.body,
		} );
	} );
}

/** A cart write, sent with the others of the next 300 ms in one batch. */
function batched( path: string, data: unknown ): Promise< StoreAnswer > {
	return new Promise( ( settle ) => {
		if ( ! queue.length ) {
			setTimeout( flush, BATCH_DELAY_MS );
		}
		queue.push( { path, data, settle } );
	} );
}

/** Paths WooCommerce never batches (`preventBatching`). */
const ALONE = [ '/checkout', '/cart/update-item' ];

export function storeApi(
	path: string,
	method: 'GET' | 'POST' = 'GET',
	body?: unknown
): Promise< StoreAnswer > {
	return method === 'GET' || ALONE.includes( path )
		? single( path, method, body )
		: batched( path, body );
}

/**
 * The checkout POST, told apart the way WooCommerce's checkout tells it
 * apart: no answer at all, an answer whose body is not JSON, or a JSON
 * answer with its HTTP status.
 */
export type CheckoutAnswer =
	| { kind: 'no-answer' }
	| { kind: 'not-json'; ok: boolean; status: number }
	| { kind: 'json'; ok: boolean; status: number; body: unknown };

export async function postCheckout( body: unknown ): Promise< CheckoutAnswer > {
	let response: Response;
	try {
		response = await send( '/checkout', 'POST', body );
	} catch {
		return { kind: 'no-answer' };
	}
	takeNonce( response.headers );
	try {
		return {
			kind: 'json',
			ok: response.ok,
			status: response.status,
			body: await response.json(),
		};
	} catch {
		return { kind: 'not-json', ok: response.ok, status: response.status };
	}
}
