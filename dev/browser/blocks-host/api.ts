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

export interface StoreAnswer {
	ok: boolean;
	status: number;
	body: any;
}

export async function storeApi(
	path: string,
	method: 'GET' | 'POST' = 'GET',
	body?: unknown
): Promise< StoreAnswer > {
	try {
		const response = await fetch( ROOT + path, {
			method,
			credentials: 'same-origin',
			headers: { 'Content-Type': 'application/json', Nonce: nonce },
			body: body === undefined ? undefined : JSON.stringify( body ),
		} );
		nonce = response.headers.get( 'Nonce' ) || nonce;
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
