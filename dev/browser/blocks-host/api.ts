/**
 * The host's Store API client: the Nonce header from the page, refreshed from
 * every answer.
 */
const ROOT = '/wp-json/wc/store/v1';
let nonce: string =
	(
		window as unknown as {
			wcBlocksMiddlewareConfig?: { storeApiNonce?: string };
		}
	 ).wcBlocksMiddlewareConfig?.storeApiNonce || '';

/**
 * Answers the page was printed with, as WooCommerce hydrates the checkout:
 * it preloads `/wc/store/v1/cart` into apiFetch's preloading middleware,
 * which answers the first GET of that path from the page and then forgets
 * it.
 */
const preloaded: Record< string, unknown > = {
	...(
		window as unknown as {
			wcBlocksPreloadedData?: Record< string, unknown >;
		}
	 ).wcBlocksPreloadedData,
};

export function takePreloaded( path: string ): unknown {
	const body = preloaded[ ROOT + path ];
	delete preloaded[ ROOT + path ];
	return body;
}

export interface StoreAnswer {
	ok: boolean;
	status: number;
	body: any;
}

async function send(
	path: string,
	method: 'GET' | 'POST',
	body?: unknown
): Promise< Response > {
	const response = await fetch( ROOT + path, {
		method,
		credentials: 'same-origin',
		cache: 'no-store',
		headers: { 'Content-Type': 'application/json', Nonce: nonce },
		body: body === undefined ? undefined : JSON.stringify( body ),
	} );
	nonce = response.headers.get( 'Nonce' ) || nonce;
	return response;
}

export async function storeApi(
	path: string,
	method: 'GET' | 'POST' = 'GET',
	body?: unknown
): Promise< StoreAnswer > {
	try {
		const response = await send( path, method, body );
		const text = await response.text();
		let parsed: unknown = null;
		try {
			parsed = text ? JSON.parse( text ) : null;
		} catch {
			parsed = { message: 'The response is not a valid JSON response.' };
		}
		return { ok: response.ok, status: response.status, body: parsed };
	} catch {
		return {
			ok: false,
			status: 0,
			body: {
				message:
					'Unable to connect to the store. Please check your connection.',
			},
		};
	}
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
